import { eq, sql } from 'drizzle-orm';
import { giftCards, giftCardTransactions } from '../db/schema/index';
import type { Queries } from '../db/queries';
import { required } from '../required';
import type { GiftCardRow } from './gift-card-presenter';

/** Who and what a ledger entry records besides the amount. */
export interface LedgerNote {
  reference: string | null;
  orderId?: number | null;
  staffUserId?: number | null;
  staffName?: string | null;
  storeId?: number | null;
}

/**
 * Takes `amountMinor` off a card the caller holds locked (`FOR UPDATE`) and has checked covers it, and
 * writes the `redeem` entry; the card is `spent` at 0. Resolves to the card as it is now.
 */
export async function debitGiftCard(tx: Queries, card: GiftCardRow, amountMinor: number, note: LedgerNote): Promise<GiftCardRow> {
  const balanceMinor = card.balanceMinor - amountMinor;
  const [updated] = await tx
    .update(giftCards)
    .set({ balanceMinor, status: balanceMinor === 0 ? 'spent' : 'active' })
    .where(eq(giftCards.id, card.id))
    .returning();
  await tx.insert(giftCardTransactions).values({ giftCardId: card.id, kind: 'redeem', amountMinor, balanceAfterMinor: balanceMinor, ...note });
  return required(updated, 'the redeemed gift card');
}

/** Puts `amountMinor` back on a card (an order that used it was cancelled) and writes the `refund` entry. */
export async function creditGiftCard(tx: Queries, cardId: number, amountMinor: number, note: LedgerNote): Promise<void> {
  const [updated] = await tx
    .update(giftCards)
    .set({ balanceMinor: sql`${giftCards.balanceMinor} + ${amountMinor}`, status: 'active' })
    .where(eq(giftCards.id, cardId))
    .returning({ balanceMinor: giftCards.balanceMinor });
  const balanceMinor = required(updated, `gift card ${cardId}`).balanceMinor;
  await tx.insert(giftCardTransactions).values({ giftCardId: cardId, kind: 'refund', amountMinor, balanceAfterMinor: balanceMinor, ...note });
}
