import type { CounterGiftCardBody, GiftCardLedgerEntry, StaffGiftCard, StaffGiftCardRedeemBody } from '@aurelia/contracts';
import { SANDBOX_CARD_AT_COUNTER_MESSAGE, formatInr, fromMinorUnits, toMinorUnits } from '@aurelia/domain';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { giftCards, giftCardTransactions, stores } from '../db/schema/index';
import { claimOrFindKey, fingerprintOf, keyReused } from '../idempotency/idempotency-keys';
import { ConflictError, ForbiddenError } from '../errors';
import type { Mailer } from '../mail/mailer';
import { giftCardMessage, type MailContext } from '../mail/templates';
import type { Queries } from '../db/queries';
import { required } from '../required';
import { giftCardAmountMinor } from './gift-card-amount-rule';
import { activeCardColumns, newGiftCardCode } from './gift-card-codes';
import { debitGiftCard } from './gift-card-ledger';
import { toGiftCardSummary, type GiftCardRow } from './gift-card-presenter';
import { cardRequestParts, usableCardByCode } from './gift-card-service';

/** The staff member acting at the counter, and their store. */
export interface CounterActor {
  userId: number;
  name: string;
  storeId: number;
}

export interface IssuedAtCounter {
  giftCard: StaffGiftCard;
  /** The printed code on the first answer; null when the same request is answered again. */
  code: string | null;
  replayed: boolean;
}

const PAID_AT_COUNTER: Record<CounterGiftCardBody['payment_method'], string> = { cash: 'Paid in cash', card_terminal: 'Paid on the card terminal' };

/**
 * Gift cards at the counter: issued against a payment taken in the store, looked up by code and
 * redeemed in part for an in-store purchase — the same cards and ledger as the web, every entry naming the
 * staff member and the store.
 */
export class CounterGiftCards {
  constructor(
    private readonly db: Database,
    private readonly mailer: Mailer,
    private readonly mailContext: MailContext,
    private readonly onMailError: (error: unknown) => void,
    /** The whole shop is a demonstration (DEMO_MODE): sandbox-paid cards are accepted at a counter. */
    private readonly demoMode: boolean,
  ) {}

  /**
   * Issues an active card once per Idempotency-Key: the code is made, its hash stored, the code mailed to
   * the recipient and answered once. The same key and body answer the same card without its code.
   */
  async issue(actor: CounterActor, key: string, body: CounterGiftCardBody): Promise<IssuedAtCounter> {
    const amountMinor = giftCardAmountMinor(body.amount);
    const reference = body.payment_reference ?? null;
    const fingerprint = fingerprintOf([
      'counter-gift-card',
      actor.storeId,
      ...cardRequestParts(body, amountMinor),
      body.from_name ?? null,
      body.payment_method,
      reference,
    ]);

    const outcome = await this.db.transaction(async (tx) => {
      const store = await this.storeOf(tx, actor.storeId);
      const claim = await claimOrFindKey(tx, actor.userId, key, fingerprint);
      if (claim.claimedId === undefined) {
        const [earlier] = await tx.select().from(giftCards).where(eq(giftCards.idempotencyKeyId, claim.earlier.id));
        if (!earlier) throw keyReused();
        return { card: earlier, issued: null, store };
      }
      const issued = newGiftCardCode();
      const now = new Date();
      const [card] = await tx
        .insert(giftCards)
        .values({
          ...activeCardColumns(issued, amountMinor, now),
          design: body.design,
          recipientName: body.recipient_name,
          recipientEmail: body.recipient_email,
          message: body.message ?? null,
          source: 'counter',
          issuedByStaffId: actor.userId,
          issuedStoreId: actor.storeId,
          idempotencyKeyId: claim.claimedId,
          counterPaymentMethod: body.payment_method,
          counterPaymentReference: reference,
        })
        .returning();
      const saved = required(card, 'the new gift card');
      await tx.insert(giftCardTransactions).values({
        giftCardId: saved.id,
        kind: 'issue',
        amountMinor,
        balanceAfterMinor: amountMinor,
        reference: reference ? `${PAID_AT_COUNTER[body.payment_method]}, ${reference}` : PAID_AT_COUNTER[body.payment_method],
        staffUserId: actor.userId,
        staffName: actor.name,
        storeId: actor.storeId,
        createdAt: now,
      });
      return { card: saved, issued, store };
    });

    if (outcome.issued) {
      const message = giftCardMessage(this.mailContext, outcome.card.recipientEmail, {
        code: outcome.issued.printed,
        amountMinor: outcome.card.initialMinor,
        recipientName: outcome.card.recipientName,
        fromName: body.from_name ?? outcome.store.name,
        message: outcome.card.message,
      });
      // The card is issued and its code on the counter's screen: a mail that fails is logged, not a failed sale.
      await this.mailer.send(message).catch(this.onMailError);
    }
    return { giftCard: await this.detail(this.db, outcome.card), code: outcome.issued?.printed ?? null, replayed: outcome.issued === null };
  }

  /** A usable card by its code, with its ledger (404 for anything else). */
  async lookUp(code: string): Promise<StaffGiftCard> {
    return this.detail(this.db, await usableCardByCode(this.db, code));
  }

  /**
   * Takes `amount` off a card for an in-store purchase. The card is locked while its balance is checked and
   * lowered, so two counters redeeming one card at once never take more than it holds (409 for the one
   * that finds too little). A card the payment sandbox paid for is no money at a counter: 409, unless the
   * shop is a demonstration.
   */
  async redeem(actor: CounterActor, body: StaffGiftCardRedeemBody): Promise<StaffGiftCard> {
    const amountMinor = toMinorUnits(body.amount);
    return this.db.transaction(async (tx) => {
      const card = await usableCardByCode(tx, body.code, { lock: true });
      if (card.fundedBySandbox && !this.demoMode) throw new ConflictError(SANDBOX_CARD_AT_COUNTER_MESSAGE);
      if (amountMinor > card.balanceMinor) {
        throw new ConflictError(
          card.balanceMinor === 0
            ? 'Nothing is left on this gift card.'
            : `This gift card has ${formatInr(fromMinorUnits(card.balanceMinor))} left: redeem that much or less.`,
        );
      }
      const updated = await debitGiftCard(tx, card, amountMinor, {
        reference: body.reference,
        staffUserId: actor.userId,
        staffName: actor.name,
        storeId: actor.storeId,
      });
      return this.detail(tx, updated);
    });
  }

  private async storeOf(tx: Queries, storeId: number) {
    const [store] = await tx.select({ id: stores.id, name: stores.name }).from(stores).where(eq(stores.id, storeId));
    if (!store) throw new ForbiddenError('Your account is not assigned to a store.');
    return store;
  }

  private async detail(db: Queries, card: GiftCardRow): Promise<StaffGiftCard> {
    const entries = await db
      .select({ entry: giftCardTransactions, storeName: stores.name })
      .from(giftCardTransactions)
      .leftJoin(stores, eq(stores.id, giftCardTransactions.storeId))
      .where(eq(giftCardTransactions.giftCardId, card.id))
      .orderBy(desc(giftCardTransactions.id));
    const history: GiftCardLedgerEntry[] = entries.map(({ entry, storeName }) => ({
      kind: entry.kind as GiftCardLedgerEntry['kind'],
      amount: fromMinorUnits(entry.amountMinor),
      balance_after: fromMinorUnits(entry.balanceAfterMinor),
      reference: entry.reference,
      staff_name: entry.staffName,
      store_name: storeName,
      at: entry.createdAt.toISOString(),
    }));
    return {
      ...toGiftCardSummary(card),
      source: card.source as StaffGiftCard['source'],
      paid_in_sandbox: card.fundedBySandbox,
      demonstration_shop: this.demoMode,
      history,
    };
  }
}
