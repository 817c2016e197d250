import type { Payment, PaymentPurpose } from '@aurelia/contracts';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { orders, paymentEvents, payments } from '../db/schema/index';
import { NotFoundError } from '../errors';
import type { Queries } from '../db/queries';
import { isPaymentId, type PaymentRow } from './payment-attempts';
import { toPayment } from './payment-presenter';
import type { PaymentEvent, PaymentProvider } from './payment-provider';
import type { PaidOutcome, PaymentPurposeHandler, PaymentPurposeHandlers } from './payment-purposes';

export const DECLINED_REASON = 'The payment was declined.';
export const REFUND_FAILED_REASON = 'The payment provider could not process the refund.';

/** What handling a callback did: `duplicate` when its event id was handled before. */
export interface CallbackResult {
  duplicate: boolean;
  /** What the event changed: `captured`, `captured_refund_due`, `failed`, or `ignored_<status>`. */
  effect: string;
}

/** A refund the provider had answered `pending`, settled by its signed callback. */
export interface RefundSettlement {
  /** The shop's refund id, as given to `PaymentProvider.refund`. */
  refundId: string;
  paymentId: string;
  providerName: string;
  providerRefundId: string;
  status: 'succeeded' | 'failed';
  /** Why it failed, for `failed`. */
  reason: string | null;
}

/**
 * Told once per settled refund, in the transaction that claims the callback's event id (the payment's subject
 * and the payment are locked): what it writes stands or falls with that claim, so a repeated callback never
 * settles a refund twice. Answers what it changed (`effect`, recorded with the event) and optional work after
 * the commit (a mail).
 */
export type RefundSettledHandler = (
  tx: Queries,
  settlement: RefundSettlement,
  now: Date,
) => Promise<{ effect: string; afterCommit?: () => Promise<void> } | undefined>;

export interface PaymentServiceOptions {
  providers: readonly PaymentProvider[];
  /** The provider new attempts go to. */
  defaultProvider: string;
  handlers: PaymentPurposeHandlers;
  /** Told about work after a commit that failed (a mail); the callback itself stands. */
  onAfterCommitError: (error: unknown) => void;
}

/**
 * Payments through providers: the providers by name, the purposes' handlers, and the one place
 * a provider's verified event changes state, in a transaction with the rows locked.
 */
export class PaymentService {
  private readonly providers: ReadonlyMap<string, PaymentProvider>;
  private refundSettled: RefundSettledHandler | undefined;

  constructor(
    private readonly db: Database,
    private readonly options: PaymentServiceOptions,
  ) {
    this.providers = new Map(options.providers.map((provider) => [provider.name, provider]));
  }

  /**
   * Sets who settles refunds that a provider answered `pending` and later reports by a signed callback
   * (`refund.processed` / `refund.failed`): the refund service. One handler; a later call replaces it. Without
   * one, such callbacks are acknowledged and recorded with effect `ignored_refund`.
   */
  onRefundSettled(handler: RefundSettledHandler): void {
    this.refundSettled = handler;
  }

  /** The provider called `name`; 404 for an unknown one. */
  provider(name: string): PaymentProvider {
    const provider = this.providers.get(name);
    if (!provider) throw new NotFoundError('PaymentProvider', name);
    return provider;
  }

  /** Where new attempts go. */
  defaultProvider(): PaymentProvider {
    return this.provider(this.options.defaultProvider);
  }

  /** The payer's attempt (404 for anyone else's, an unknown or a malformed id). */
  async findForPayer(userId: number, paymentId: string): Promise<Payment> {
    if (!isPaymentId(paymentId)) throw new NotFoundError('Payment', paymentId);
    const [row] = await this.db
      .select({ payment: payments, orderNumber: orders.orderNumber })
      .from(payments)
      .leftJoin(orders, eq(orders.id, payments.orderId))
      .where(and(eq(payments.id, paymentId), eq(payments.userId, userId)));
    if (!row) throw new NotFoundError('Payment', paymentId);
    return toPayment(row.payment, row.orderNumber);
  }

  /**
   * Applies a verified event once. In one transaction: the payment's subject (its order) and then the
   * payment are locked, the event id is claimed (a second delivery, even a concurrent one, finds it and
   * changes nothing), then the state moves: a success captures any attempt not yet paid (the purpose may
   * refuse the money, which marks it for refund); a failure settles only a pending attempt, so a late
   * failure never undoes a capture.
   */
  async applyEvent(providerName: string, event: PaymentEvent, now = new Date()): Promise<CallbackResult> {
    const result = await this.db.transaction(async (tx) => {
      const [found] = await tx.select().from(payments).where(eq(payments.id, event.payment_id));
      if (!found || found.provider !== providerName) throw new NotFoundError('Payment', event.payment_id);
      const handler = this.handler(found.purpose);
      await handler.lockSubject(tx, found);
      const [payment] = await tx.select().from(payments).where(eq(payments.id, found.id)).for('update');
      if (!payment) throw new NotFoundError('Payment', event.payment_id);

      const [claimed] = await tx
        .insert(paymentEvents)
        .values({ provider: providerName, eventId: event.event_id, paymentId: payment.id, type: event.type, effect: 'received' })
        .onConflictDoNothing({ target: [paymentEvents.provider, paymentEvents.eventId] })
        .returning({ id: paymentEvents.id });
      if (!claimed) return { duplicate: true, effect: 'duplicate' };

      let outcome: PaidOutcome | undefined;
      let effect: string;
      if (event.type === 'refund.processed' || event.type === 'refund.failed') {
        const settled =
          event.refund_id && this.refundSettled
            ? await this.refundSettled(
                tx,
                {
                  refundId: event.refund_id,
                  paymentId: payment.id,
                  providerName,
                  providerRefundId: event.provider_reference,
                  status: event.type === 'refund.processed' ? 'succeeded' : 'failed',
                  reason: event.type === 'refund.failed' ? (event.failure_reason ?? REFUND_FAILED_REASON) : null,
                },
                now,
              )
            : undefined;
        effect = settled?.effect ?? 'ignored_refund';
        outcome = settled?.afterCommit ? { accepted: true, afterCommit: settled.afterCommit } : undefined;
      } else if (event.type === 'payment.succeeded') {
        if (payment.status === 'paid') {
          effect = 'ignored_paid';
        } else {
          const paid = await this.settle(tx, payment, { status: 'paid', failureReason: null }, event, now);
          outcome = await handler.onPaid(tx, paid, now);
          if (!outcome.accepted) await tx.update(payments).set({ refundStatus: 'due' }).where(eq(payments.id, payment.id));
          effect = outcome.accepted ? 'captured' : 'captured_refund_due';
        }
      } else if (payment.status === 'pending') {
        const failed = await this.settle(tx, payment, { status: 'failed', failureReason: event.failure_reason ?? DECLINED_REASON }, event, now);
        await handler.onFailed(tx, failed, now);
        effect = 'failed';
      } else {
        effect = `ignored_${payment.status}`;
      }
      await tx.update(paymentEvents).set({ effect }).where(eq(paymentEvents.id, claimed.id));
      return { duplicate: false, effect, afterCommit: outcome?.afterCommit };
    });
    if (result.afterCommit) await result.afterCommit().catch(this.options.onAfterCommitError);
    return { duplicate: result.duplicate, effect: result.effect };
  }

  private handler(purpose: string): PaymentPurposeHandler {
    const handler = this.options.handlers[purpose as PaymentPurpose];
    if (!handler) throw new Error(`No handler for payments of purpose ${purpose}`);
    return handler;
  }

  private async settle(
    tx: Queries,
    payment: PaymentRow,
    change: { status: 'paid' | 'failed'; failureReason: string | null },
    event: PaymentEvent,
    now: Date,
  ): Promise<PaymentRow> {
    const [row] = await tx
      .update(payments)
      .set({ ...change, providerReference: event.provider_reference, payUrl: null, settledAt: now })
      .where(eq(payments.id, payment.id))
      .returning();
    return row ?? payment;
  }
}
