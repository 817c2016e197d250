import type { GiftCardDesign, GiftCardStatus, GiftCardSummary } from '@aurelia/contracts';
import { fromMinorUnits, maskGiftCardCode } from '@aurelia/domain';
import type { giftCards } from '../db/schema/index';

export type GiftCardRow = typeof giftCards.$inferSelect;

/** The masked code: `••••-••••-••••-K7QX`, or dashes while the card has no code yet. */
export function maskedCodeOf(row: Pick<GiftCardRow, 'codeLast4'>): string {
  return row.codeLast4 ? maskGiftCardCode(`${'•'.repeat(12)}${row.codeLast4}`) : '••••-••••-••••-••••';
}

export function toGiftCardSummary(row: GiftCardRow): GiftCardSummary {
  return {
    id: row.id,
    masked_code: maskedCodeOf(row),
    design: row.design as GiftCardDesign,
    status: row.status as GiftCardStatus,
    initial_amount: fromMinorUnits(row.initialMinor),
    balance: fromMinorUnits(row.balanceMinor),
    recipient_name: row.recipientName,
    recipient_email: row.recipientEmail,
    message: row.message,
    created_at: row.createdAt.toISOString(),
  };
}
