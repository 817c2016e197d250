import type { ProviderMethod } from '@aurelia/contracts';
import { mayStartPaymentAttempt, orderStands, PAYMENT_ATTEMPTS_EXHAUSTED_MESSAGE, type OrderLifeStatus } from '@aurelia/domain';
import { and, eq, max } from 'drizzle-orm';
import type { Database } from '../db/database';
import { idempotencyKeys, orderEvents, orders, payments } from '../db/schema/index';
import { ConflictError, NotFoundError } from '../errors';
import { claimIdempotencyKey, fingerprintOf, settleIdempotencyKey } from '../idempotency/idempotency-keys';
import { cancelPendingAttempts, orderReturnPath, REPLACED_REASON, startAttempt, TIMED_OUT_REASON } from '../payments/payment-attempts';
import { methodName } from '../payments/payment-presenter';
import type { PaymentService } from '../payments/payment-service';
import { amountDueMinor } from './order-presenter';
import { reserveOrderStock } from './order-stock';
import { cancelUnpaidOrders, RESERVATION_EXPIRED_NOTE, RETRY_WINDOW_ENDED_NOTE } from './release-reservations';

export const ALREADY_PAID_MESSAGE = 'This order is already paid.';
export const CANCELLED_MESSAGE = 'This order was cancelled, so it cannot be paid any more; place a new order instead.';
export const CASH_ORDER_MESSAGE = 'This order is paid in cash on delivery or pick-up.';
export const RESERVATION_ENDED_MESSAGE =
  'The time to pay for this order has ended, so it was cancelled and its pieces released; place a new order instead.';
export const RETRY_NOTE = (method: string) =>
  `A new payment attempt by ${methodName(method)} was started; the pieces stay reserved until the original reservation ends.`;

/**
 * `POST /orders/:orderNumber/payments`: a new attempt to pay an unpaid order, once per `key`. In one
 * transaction the key is claimed, the order locked, an unanswered attempt cancelled, stock a decline
 * released taken again (409 naming the piece when it is gone) until the reservation's first end (a retry
 * never extends it) and the new attempt opened. 409 for a paid, cancelled or cash order, past
 * `MAX_PAYMENT_ATTEMPTS_PER_ORDER` attempts, and once the reservation has ended (the order is
 * cancelled then, as the release task would); 404 for anyone else's.
 */
export class PaymentRetryService {
  constructor(
    private readonly db: Database,
    private readonly payments: PaymentService,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async retry(userId: number, orderNumber: string, key: string, method: ProviderMethod): Promise<{ orderId: number; replayed: boolean }> {
    const outcome = await this.db.transaction(async (tx) => {
      const claim = await claimIdempotencyKey(tx, userId, key, fingerprintOf(['order-payment', orderNumber, method]));
      if (claim.replayOrderId !== undefined) return { orderId: claim.replayOrderId, replayed: true, ended: false };

      const [order] = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.userId, userId), eq(orders.orderNumber, orderNumber)))
        .for('update');
      if (!order) throw new NotFoundError('Order', orderNumber);
      if (order.paymentMethod === 'cash') throw new ConflictError(CASH_ORDER_MESSAGE);
      if (order.paymentStatus === 'paid' || orderStands(order.status as OrderLifeStatus)) throw new ConflictError(ALREADY_PAID_MESSAGE);
      if (order.status === 'cancelled') throw new ConflictError(CANCELLED_MESSAGE);

      const now = this.now();
      if (order.reservedUntil !== null && order.reservedUntil.getTime() <= now.getTime()) {
        // Committed before the 409: the pieces go back now, not at the release task's next run.
        await cancelUnpaidOrders(
          tx,
          [order],
          { attempt: TIMED_OUT_REASON, note: (ended) => (ended.paymentStatus === 'failed' ? RETRY_WINDOW_ENDED_NOTE : RESERVATION_EXPIRED_NOTE) },
          now,
        );
        await tx.delete(idempotencyKeys).where(eq(idempotencyKeys.id, claim.claimedId));
        return { orderId: order.id, replayed: false, ended: true };
      }
      const [latest] = await tx.select({ attempt: max(payments.attempt) }).from(payments).where(eq(payments.orderId, order.id));
      if (!mayStartPaymentAttempt(latest?.attempt ?? 0)) throw new ConflictError(PAYMENT_ATTEMPTS_EXHAUSTED_MESSAGE);

      await cancelPendingAttempts(tx, [order.id], REPLACED_REASON, now);
      // A pending order still holds its stock; a declined one released it and must take it again.
      if (order.paymentStatus !== 'pending') await reserveOrderStock(tx, order.id);
      await tx.update(orders).set({ paymentStatus: 'pending', paymentMethod: method, updatedAt: now }).where(eq(orders.id, order.id));
      await startAttempt(tx, this.payments.defaultProvider(), {
        purpose: 'order',
        userId,
        orderId: order.id,
        method,
        amountMinor: amountDueMinor(order),
        idempotencyKeyId: claim.claimedId,
        returnPath: orderReturnPath,
      });
      await tx.insert(orderEvents).values({ orderId: order.id, status: 'pending_payment', note: RETRY_NOTE(method) });
      await settleIdempotencyKey(tx, claim.claimedId, order.id);
      return { orderId: order.id, replayed: false, ended: false };
    });
    if (outcome.ended) throw new ConflictError(RESERVATION_ENDED_MESSAGE);
    return { orderId: outcome.orderId, replayed: outcome.replayed };
  }
}
