import type { GiftCardCheckoutBody, GiftCardPurchaseResponse } from '@aurelia/contracts';
import { GIFT_CARD_AMOUNT_RULES, fromMinorUnits } from '@aurelia/domain';
import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { giftCards, idempotencyKeys, payments } from '../db/schema/index';
import { HttpError } from '../errors';
import { claimOrFindKey, fingerprintOf, keyReused } from '../idempotency/idempotency-keys';
import { lockShopperWrites, SAME_SUBMIT_WINDOW } from '../checkout/shopper-lock';
import { startAttempt } from '../payments/payment-attempts';
import { toPayment } from '../payments/payment-presenter';
import type { PaymentService } from '../payments/payment-service';
import { required } from '../required';
import { giftCardAmountMinor } from './gift-card-amount-rule';
import { hashGiftCardCode, typedGiftCardCode } from './gift-card-codes';
import { maskedCodeOf, toGiftCardSummary, type GiftCardRow } from './gift-card-presenter';
import type { Queries } from '../db/queries';

/** What makes two requests for a card the same card, in the order their fingerprints list it. */
export function cardRequestParts(body: Pick<GiftCardCheckoutBody, 'design' | 'recipient_name' | 'recipient_email' | 'message'>, amountMinor: number) {
  return [body.design, amountMinor, body.recipient_name, body.recipient_email.toLowerCase(), body.message ?? null];
}

/** The one answer to a code that is malformed, unknown, not paid for or cancelled: it tells a guesser nothing. */
export const UNKNOWN_GIFT_CARD_MESSAGE = 'No active gift card has this code. Check it and try again.';

/**
 * The active or spent card a typed code belongs to, locked for update when `lock` (inside a transaction);
 * one 404 for a malformed, unknown, unpaid or cancelled code.
 */
export async function usableCardByCode(db: Queries, input: string, { lock = false } = {}): Promise<GiftCardRow> {
  const code = typedGiftCardCode(input);
  if (code === null) throw new HttpError(404, UNKNOWN_GIFT_CARD_MESSAGE);
  const query = db.select().from(giftCards).where(eq(giftCards.codeHash, hashGiftCardCode(code)));
  const [card] = lock ? await query.for('update') : await query;
  if (!card || (card.status !== 'active' && card.status !== 'spent')) throw new HttpError(404, UNKNOWN_GIFT_CARD_MESSAGE);
  return card;
}

/** The outcome page of a gift card payment. */
export const giftCardReturnPath = (paymentId: string) => `/giftcards/checkout?payment=${paymentId}`;

const DESIGNS = ['plum', 'gold', 'ivory'] as const;

/** A card waiting for payment with its attempt, as the purchase answer gives it. */
async function purchaseOf(tx: Queries, card: GiftCardRow): Promise<GiftCardPurchaseResponse['data']> {
  const [payment] = await tx.select().from(payments).where(eq(payments.id, required(card.paymentId, 'the payment of a gift card')));
  return { gift_card: toGiftCardSummary(card), payment: toPayment(required(payment, 'a gift card payment'), null) };
}

/** The user's card bought moments ago with the same request, still waiting on an unanswered attempt. */
async function sameWaitingPurchase(tx: Queries, userId: number, fingerprint: string): Promise<GiftCardRow | undefined> {
  const [row] = await tx
    .select({ card: giftCards })
    .from(giftCards)
    .innerJoin(idempotencyKeys, eq(idempotencyKeys.id, giftCards.idempotencyKeyId))
    .innerJoin(payments, eq(payments.id, giftCards.paymentId))
    .where(
      and(
        eq(giftCards.purchaserUserId, userId),
        eq(giftCards.status, 'pending_payment'),
        eq(payments.status, 'pending'),
        eq(idempotencyKeys.fingerprint, fingerprint),
        gt(giftCards.createdAt, sql`now() - ${SAME_SUBMIT_WINDOW}`),
      ),
    )
    .orderBy(desc(giftCards.id))
    .limit(1);
  return row?.card;
}

/** Gift cards on the web: what may be bought, buying through the provider, balances. */
export class GiftCardService {
  constructor(
    private readonly db: Database,
    private readonly payments: PaymentService,
  ) {}

  /**
   * Designs, amounts, and the cards the user bought or received (received: sent to their email, active). Cards
   * sent to an address are shown only once the user has verified it: anyone may sign up with any address.
   */
  async overview(user: { id: number; email: string; emailVerifiedAt: Date | null }) {
    const [purchased, received] = await Promise.all([
      this.db.select().from(giftCards).where(eq(giftCards.purchaserUserId, user.id)).orderBy(desc(giftCards.createdAt), desc(giftCards.id)),
      user.emailVerifiedAt
        ? this.db
            .select()
            .from(giftCards)
            .where(and(sql`lower(${giftCards.recipientEmail}) = lower(${user.email})`, inArray(giftCards.status, ['active', 'spent'])))
            .orderBy(desc(giftCards.activatedAt), desc(giftCards.id))
        : [],
    ]);
    const rules = GIFT_CARD_AMOUNT_RULES;
    return {
      designs: [...DESIGNS],
      amounts: {
        denominations: rules.denominationsMinor.map(fromMinorUnits),
        custom: { min: fromMinorUnits(rules.customMinMinor), max: fromMinorUnits(rules.customMaxMinor), step: fromMinorUnits(rules.customStepMinor) },
      },
      purchased: purchased.map(toGiftCardSummary),
      received: received.map(toGiftCardSummary),
    };
  }

  /**
   * Starts buying a card, once per `key`: in one transaction the key is claimed, the card is recorded as
   * waiting for payment and the first attempt is opened with the provider. The same key and body answer
   * the same card and attempt (`replayed`); the same key with another body is a 422.
   */
  async buy(userId: number, key: string, body: GiftCardCheckoutBody): Promise<{ purchase: GiftCardPurchaseResponse['data']; replayed: boolean }> {
    const amountMinor = giftCardAmountMinor(body.amount);
    const fingerprint = fingerprintOf(['gift-card', ...cardRequestParts(body, amountMinor), body.payment_method]);

    return this.db.transaction(async (tx) => {
      await lockShopperWrites(tx, userId);
      const claim = await claimOrFindKey(tx, userId, key, fingerprint);
      if (claim.claimedId === undefined) {
        const [card] = await tx.select().from(giftCards).where(eq(giftCards.idempotencyKeyId, claim.earlier.id));
        if (!card) throw keyReused();
        return { purchase: await purchaseOf(tx, card), replayed: true };
      }
      // The same purchase submitted again under another key (two tabs, a key per click) while the first
      // waits for payment: that one again, and this key is let go (sent again, it finds the same card).
      const same = await sameWaitingPurchase(tx, userId, fingerprint);
      if (same) {
        await tx.delete(idempotencyKeys).where(eq(idempotencyKeys.id, claim.claimedId));
        return { purchase: await purchaseOf(tx, same), replayed: true };
      }
      const [card] = await tx
        .insert(giftCards)
        .values({
          design: body.design,
          status: 'pending_payment',
          initialMinor: amountMinor,
          balanceMinor: 0,
          recipientName: body.recipient_name,
          recipientEmail: body.recipient_email,
          message: body.message ?? null,
          source: 'web',
          purchaserUserId: userId,
          idempotencyKeyId: claim.claimedId,
        })
        .returning();
      const saved = required(card, 'the new gift card');
      const payment = await startAttempt(tx, this.payments.defaultProvider(), {
        purpose: 'gift_card',
        userId,
        orderId: null,
        method: body.payment_method,
        amountMinor,
        idempotencyKeyId: claim.claimedId,
        returnPath: giftCardReturnPath,
      });
      const [linked] = await tx.update(giftCards).set({ paymentId: payment.id }).where(eq(giftCards.id, saved.id)).returning();
      return { purchase: { gift_card: toGiftCardSummary(required(linked, 'the gift card')), payment: toPayment(payment, null) }, replayed: false };
    });
  }

  /** The balance of a usable card by its code; one 404 for anything else. */
  async balance(input: string) {
    const card = await usableCardByCode(this.db, input);
    return {
      masked_code: maskedCodeOf(card),
      balance: fromMinorUnits(card.balanceMinor),
      initial_amount: fromMinorUnits(card.initialMinor),
      status: card.status as 'active' | 'spent',
    };
  }
}
