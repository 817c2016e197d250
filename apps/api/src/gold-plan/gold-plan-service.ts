import { randomUUID } from 'node:crypto';
import type { GoldPlan, GoldPlanPayBody, GoldPlanPayment, GoldPlanSubscribeBody, GoldPlanSubscription, GoldPlanSubscriptionSummary, GoldPlanTransaction } from '@aurelia/contracts';
import { addDays, fromMinorUnits, indiaDate, instalmentProblem, instalmentProblemMessage, toMinorUnits } from '@aurelia/domain';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { claimOrFindKey, fingerprintOf, keyReused } from '../idempotency/idempotency-keys';
import { lockShopperWrites } from '../checkout/shopper-lock';
import type { Database } from '../db/database';
import { giftCards, goldPlanInstalments, goldPlans, goldPlanSubscriptions, goldPlanTransactions, payments } from '../db/schema/index';
import { ConflictError, NotFoundError, ValidationError } from '../errors';
import type { Queries } from '../db/queries';
import { isPaymentId, startAttempt } from '../payments/payment-attempts';
import type { PaymentService } from '../payments/payment-service';
import { required } from '../required';
import { subscriptionState, termsOf, toGoldPlan, toSubscription, toSubscriptionSummary, toTransaction, type InstalmentRow, type SubscriptionRow } from './gold-plan-presenter';
import { generateTransactionNumber, transactionStatusPath } from './transaction-number';

/** A pending attempt younger than this is answered again rather than replaced, so two pays never open two. */
export const PENDING_ATTEMPT_REUSE_MINUTES = 15;
export const REPLACED_ATTEMPT_REASON = 'A new payment attempt replaced this one.';

/** Whether `id` could be a UUID; anything else names nothing and must not reach a query. */
const isUuid = isPaymentId;

/**
 * The gold purchase plan: plans on offer, subscriptions with their schedules, and paying an
 * instalment through the provider. Every method takes `now` so that tests can move the calendar.
 */
export class GoldPlanService {
  constructor(
    private readonly db: Database,
    private readonly payments: PaymentService,
  ) {}

  /** The plans on offer, in display order. */
  async plans(): Promise<GoldPlan[]> {
    const rows = await this.db.select().from(goldPlans).where(eq(goldPlans.offered, true)).orderBy(asc(goldPlans.position), asc(goldPlans.id));
    return rows.map((row) => toGoldPlan(row, termsOf(row)));
  }

  /** The user's subscriptions, newest first, as they stand on `now`'s day in India. */
  async subscriptions(userId: number, now: Date): Promise<GoldPlanSubscriptionSummary[]> {
    const rows = await this.db
      .select({ subscription: goldPlanSubscriptions, plan: { slug: goldPlans.slug, name: goldPlans.name } })
      .from(goldPlanSubscriptions)
      .innerJoin(goldPlans, eq(goldPlans.id, goldPlanSubscriptions.planId))
      .where(eq(goldPlanSubscriptions.userId, userId))
      .orderBy(desc(goldPlanSubscriptions.id));
    if (rows.length === 0) return [];
    const instalments = await this.db
      .select()
      .from(goldPlanInstalments)
      .where(inArray(goldPlanInstalments.subscriptionId, rows.map((row) => row.subscription.id)));
    const today = indiaDate(now);
    return rows.map(({ subscription, plan }) =>
      toSubscriptionSummary(subscription, plan, instalments.filter((instalment) => instalment.subscriptionId === subscription.id), today),
    );
  }

  /**
   * Joins a plan, once per `key`: the subscription starts today (in India) with every instalment written
   * out, the first due today. A monthly amount outside the plan's rules is a 422 on `instalment_amount`.
   */
  async subscribe(userId: number, key: string, body: GoldPlanSubscribeBody, now: Date): Promise<{ subscription: GoldPlanSubscription; replayed: boolean }> {
    const [plan] = await this.db.select().from(goldPlans).where(and(eq(goldPlans.slug, body.plan), eq(goldPlans.offered, true)));
    if (!plan) throw new ValidationError({ plan: ['Choose one of the plans on offer.'] });
    const terms = termsOf(plan);
    const amountMinor = toMinorUnits(body.instalment_amount);
    const problem = instalmentProblem(amountMinor, terms);
    if (problem) throw new ValidationError({ instalment_amount: [instalmentProblemMessage(problem, terms)] });
    const fingerprint = fingerprintOf(['gold-plan-subscribe', plan.slug, amountMinor]);

    const { id, replayed } = await this.db.transaction(async (tx) => {
      const claim = await claimOrFindKey(tx, userId, key, fingerprint);
      if (claim.claimedId === undefined) {
        const [earlier] = await tx.select({ id: goldPlanSubscriptions.id }).from(goldPlanSubscriptions).where(eq(goldPlanSubscriptions.idempotencyKeyId, claim.earlier.id));
        if (!earlier) throw keyReused();
        return { id: earlier.id, replayed: true };
      }
      const [created] = await tx
        .insert(goldPlanSubscriptions)
        .values({ uuid: randomUUID(), userId, planId: plan.id, terms, instalmentMinor: amountMinor, startedOn: indiaDate(now), idempotencyKeyId: claim.claimedId })
        .returning({ id: goldPlanSubscriptions.id });
      const subscriptionId = required(created, 'the new subscription').id;
      await tx.insert(goldPlanInstalments).values(
        Array.from({ length: terms.instalmentCount }, (_, index) => ({ uuid: randomUUID(), subscriptionId, number: index + 1, amountMinor })),
      );
      return { id: subscriptionId, replayed: false };
    });
    return { subscription: await this.detailById(this.db, id, now), replayed };
  }

  /** The user's subscription by its UUID (404 for anyone else's, an unknown or a malformed one). */
  async subscription(userId: number, uuid: string, now: Date): Promise<GoldPlanSubscription> {
    const row = await this.ownSubscription(this.db, userId, uuid);
    return this.detailById(this.db, row.id, now);
  }

  /** An instalment of the user's with its attempts, newest first. */
  async payment(userId: number, paymentUuid: string, now: Date): Promise<GoldPlanPayment> {
    const { instalment, subscription } = await this.ownInstalment(this.db, userId, paymentUuid);
    const [plan, instalments, attempts] = await Promise.all([
      this.planOf(this.db, subscription),
      this.db.select().from(goldPlanInstalments).where(eq(goldPlanInstalments.subscriptionId, subscription.id)),
      this.db
        .select({ transaction: goldPlanTransactions, payment: payments })
        .from(goldPlanTransactions)
        .innerJoin(payments, eq(payments.id, goldPlanTransactions.paymentId))
        .where(eq(goldPlanTransactions.instalmentId, instalment.id))
        .orderBy(desc(goldPlanTransactions.id)),
    ]);
    const { schedule, nextPayable } = subscriptionState(subscription, instalments, indiaDate(now));
    const scheduled = required(schedule[instalment.number - 1], `instalment ${instalment.number}`);
    const context = { instalment, subscriptionUuid: subscription.uuid, planName: plan.name };
    return {
      uuid: instalment.uuid,
      number: instalment.number,
      amount: fromMinorUnits(instalment.amountMinor),
      due_on: scheduled.dueOn,
      paid_on: scheduled.paidOn,
      state: scheduled.state,
      subscription_uuid: subscription.uuid,
      plan_name: plan.name,
      payable: nextPayable?.number === instalment.number,
      transactions: attempts.map(({ transaction, payment }) => toTransaction(transaction, payment, context)),
    };
  }

  /**
   * Opens an attempt to pay the instalment, once per `key`, with the subscription locked: only the next
   * instalment, once its payment window has opened, on a plan still running (409 otherwise). A pending
   * attempt younger than {@link PENDING_ATTEMPT_REUSE_MINUTES} is answered again (200) instead of a second
   * one, so a double click or two tabs can never charge twice; an older one is replaced.
   */
  async pay(userId: number, paymentUuid: string, key: string, body: GoldPlanPayBody, now: Date): Promise<{ transaction: GoldPlanTransaction; replayed: boolean }> {
    const { instalment } = await this.ownInstalment(this.db, userId, paymentUuid);
    const fingerprint = fingerprintOf(['gold-plan-pay', instalment.uuid, body.payment_method]);
    return this.db.transaction(async (tx) => {
      await lockShopperWrites(tx, userId);
      const subscription = await this.lockSubscription(tx, instalment.subscriptionId);
      const plan = await this.planOf(tx, subscription);
      const context = { instalment, subscriptionUuid: subscription.uuid, planName: plan.name };
      const claim = await claimOrFindKey(tx, userId, key, fingerprint);
      if (claim.claimedId === undefined) {
        const [earlier] = await tx
          .select({ transaction: goldPlanTransactions, payment: payments })
          .from(payments)
          .innerJoin(goldPlanTransactions, eq(goldPlanTransactions.paymentId, payments.id))
          .where(eq(payments.idempotencyKeyId, claim.earlier.id));
        if (earlier) return { transaction: toTransaction(earlier.transaction, earlier.payment, context), replayed: true };
      }

      const instalments = await tx.select().from(goldPlanInstalments).where(eq(goldPlanInstalments.subscriptionId, subscription.id));
      this.assertPayable(subscription, instalments, instalment.number, indiaDate(now));

      const pending = await tx
        .select({ transaction: goldPlanTransactions, payment: payments })
        .from(goldPlanTransactions)
        .innerJoin(payments, eq(payments.id, goldPlanTransactions.paymentId))
        .where(and(eq(goldPlanTransactions.instalmentId, instalment.id), eq(payments.status, 'pending')))
        .orderBy(desc(goldPlanTransactions.id));
      const fresh = pending.find(({ transaction }) => now.getTime() - transaction.createdAt.getTime() < PENDING_ATTEMPT_REUSE_MINUTES * 60_000);
      if (fresh) return { transaction: toTransaction(fresh.transaction, fresh.payment, context), replayed: true };
      await cancelAttempts(tx, pending.map(({ payment }) => payment.id), now);

      const transactionNumber = generateTransactionNumber();
      const payment = await startAttempt(tx, this.payments.defaultProvider(), {
        purpose: 'gold_plan_instalment',
        userId,
        orderId: null,
        method: body.payment_method,
        amountMinor: instalment.amountMinor,
        idempotencyKeyId: claim.claimedId ?? null,
        returnPath: () => transactionStatusPath(transactionNumber),
      });
      const [transaction] = await tx.insert(goldPlanTransactions).values({ transactionNumber, instalmentId: instalment.id, paymentId: payment.id, createdAt: now }).returning();
      return { transaction: toTransaction(required(transaction, 'the new transaction'), payment, context), replayed: false };
    });
  }

  /** One of the user's attempts by its transaction number (404 for anyone else's or an unknown one). */
  async transaction(userId: number, transactionNumber: string): Promise<GoldPlanTransaction> {
    const [row] = await this.db
      .select({ transaction: goldPlanTransactions, payment: payments, instalment: goldPlanInstalments, subscription: goldPlanSubscriptions, planName: goldPlans.name })
      .from(goldPlanTransactions)
      .innerJoin(payments, eq(payments.id, goldPlanTransactions.paymentId))
      .innerJoin(goldPlanInstalments, eq(goldPlanInstalments.id, goldPlanTransactions.instalmentId))
      .innerJoin(goldPlanSubscriptions, eq(goldPlanSubscriptions.id, goldPlanInstalments.subscriptionId))
      .innerJoin(goldPlans, eq(goldPlans.id, goldPlanSubscriptions.planId))
      .where(and(eq(goldPlanTransactions.transactionNumber, transactionNumber), eq(goldPlanSubscriptions.userId, userId)));
    if (!row) throw new NotFoundError('GoldPlanTransaction', transactionNumber);
    return toTransaction(row.transaction, row.payment, { instalment: row.instalment, subscriptionUuid: row.subscription.uuid, planName: row.planName });
  }

  /** The user's subscription, locked for update inside `tx` (404 for anyone else's). */
  async lockOwnSubscription(tx: Queries, userId: number, uuid: string): Promise<SubscriptionRow> {
    const row = await this.ownSubscription(tx, userId, uuid);
    return this.lockSubscription(tx, row.id);
  }

  /** A subscription's wire form by id, read with `db` (a transaction's, to see its own writes). */
  async detailById(db: Queries, id: number, now: Date): Promise<GoldPlanSubscription> {
    const [subscription] = await db.select().from(goldPlanSubscriptions).where(eq(goldPlanSubscriptions.id, id));
    const found = required(subscription, `subscription ${id}`);
    const [plan, instalments, giftCard] = await Promise.all([
      this.planOf(db, found),
      db.select().from(goldPlanInstalments).where(eq(goldPlanInstalments.subscriptionId, id)),
      found.giftCardId === null ? Promise.resolve([]) : db.select().from(giftCards).where(eq(giftCards.id, found.giftCardId)),
    ]);
    return toSubscription(found, plan, instalments, giftCard[0] ?? null, indiaDate(now));
  }

  private assertPayable(subscription: SubscriptionRow, instalments: readonly InstalmentRow[], number: number, today: string): void {
    if (subscription.status !== 'active') throw new ConflictError('This plan has been paid out; it takes no more instalments.');
    const { schedule, nextPayable } = subscriptionState(subscription, instalments, today);
    const scheduled = required(schedule[number - 1], `instalment ${number}`);
    if (scheduled.paidOn !== null) throw new ConflictError(`Instalment ${number} is already paid.`);
    if (nextPayable?.number === number) return;
    const first = schedule.find((instalment) => instalment.paidOn === null);
    if (first && first.number < number) throw new ConflictError(`Pay instalment ${first.number} first.`);
    throw new ConflictError(`Instalment ${number} can be paid from ${addDays(scheduled.dueOn, -termsOf(subscription.terms).graceDays)}.`);
  }

  private async ownSubscription(db: Queries, userId: number, uuid: string): Promise<SubscriptionRow> {
    if (!isUuid(uuid)) throw new NotFoundError('GoldPlanSubscription', uuid);
    const [row] = await db.select().from(goldPlanSubscriptions).where(and(eq(goldPlanSubscriptions.uuid, uuid), eq(goldPlanSubscriptions.userId, userId)));
    if (!row) throw new NotFoundError('GoldPlanSubscription', uuid);
    return row;
  }

  private async ownInstalment(db: Queries, userId: number, paymentUuid: string): Promise<{ instalment: InstalmentRow; subscription: SubscriptionRow }> {
    if (!isUuid(paymentUuid)) throw new NotFoundError('GoldPlanPayment', paymentUuid);
    const [row] = await db
      .select({ instalment: goldPlanInstalments, subscription: goldPlanSubscriptions })
      .from(goldPlanInstalments)
      .innerJoin(goldPlanSubscriptions, eq(goldPlanSubscriptions.id, goldPlanInstalments.subscriptionId))
      .where(and(eq(goldPlanInstalments.uuid, paymentUuid), eq(goldPlanSubscriptions.userId, userId)));
    if (!row) throw new NotFoundError('GoldPlanPayment', paymentUuid);
    return row;
  }

  private async lockSubscription(tx: Queries, id: number): Promise<SubscriptionRow> {
    const [row] = await tx.select().from(goldPlanSubscriptions).where(eq(goldPlanSubscriptions.id, id)).for('update');
    return required(row, `subscription ${id}`);
  }

  private async planOf(db: Queries, subscription: SubscriptionRow) {
    const [plan] = await db.select({ slug: goldPlans.slug, name: goldPlans.name, description: goldPlans.description }).from(goldPlans).where(eq(goldPlans.id, subscription.planId));
    return required(plan, `plan ${subscription.planId}`);
  }
}

/** Cancels attempts the provider has not answered (replaced, or the plan was paid out); a later capture is refunded. */
export async function cancelAttempts(tx: Queries, paymentIds: readonly string[], now: Date, reason = REPLACED_ATTEMPT_REASON): Promise<void> {
  if (paymentIds.length === 0) return;
  await tx
    .update(payments)
    .set({ status: 'cancelled', failureReason: reason, payUrl: null, settledAt: now })
    .where(and(inArray(payments.id, [...paymentIds]), eq(payments.status, 'pending')));
}
