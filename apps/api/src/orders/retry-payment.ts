import type { ProviderMethod } from '@aurelia/contracts';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { orderEvents, orders } from '../db/schema/index';
import { ConflictError, NotFoundError } from '../errors';
import { readCheckoutSettings } from '../checkout/checkout-settings';
import { claimIdempotencyKey, fingerprintOf, settleIdempotencyKey } from '../idempotency/idempotency-keys';
import { cancelPendingAttempts, orderReturnPath, REPLACED_REASON, startAttempt } from '../payments/payment-attempts';
import { methodName } from '../payments/payment-presenter';
import type { PaymentService } from '../payments/payment-service';
import type { SettingsRepository } from '../settings/settings-plugin';
import { amountDueMinor } from './order-presenter';
import { reserveOrderStock } from './order-stock';

export const ALREADY_PAID_MESSAGE = 'This order is already paid.';
export const CANCELLED_MESSAGE = 'This order was cancelled, so it cannot be paid any more; place a new order instead.';
export const CASH_ORDER_MESSAGE = 'This order is paid in cash on delivery or pick-up.';
export const RETRY_NOTE = (method: string) => `A new payment attempt by ${methodName(method)} was started; the pieces are reserved again.`;

/**
 * `POST /orders/:orderNumber/payments`: a new attempt to pay an unpaid order, once per `key`. In one
 * transaction the key is claimed, the order locked, an unanswered attempt cancelled, stock a decline
 * released taken again (409 naming the piece when it is gone), the reservation renewed and the new
 * attempt opened. 409 for a paid, cancelled or cash order; 404 for anyone else's.
 */
export class PaymentRetryService {
  constructor(
    private readonly db: Database,
    private readonly settings: SettingsRepository,
    private readonly payments: PaymentService,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async retry(userId: number, orderNumber: string, key: string, method: ProviderMethod): Promise<{ orderId: number; replayed: boolean }> {
    const settings = await readCheckoutSettings(this.settings);
    return this.db.transaction(async (tx) => {
      const claim = await claimIdempotencyKey(tx, userId, key, fingerprintOf(['order-payment', orderNumber, method]));
      if (claim.replayOrderId !== undefined) return { orderId: claim.replayOrderId, replayed: true };

      const [order] = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.userId, userId), eq(orders.orderNumber, orderNumber)))
        .for('update');
      if (!order) throw new NotFoundError('Order', orderNumber);
      if (order.paymentMethod === 'cash') throw new ConflictError(CASH_ORDER_MESSAGE);
      if (order.paymentStatus === 'paid' || order.status === 'confirmed') throw new ConflictError(ALREADY_PAID_MESSAGE);
      if (order.status === 'cancelled') throw new ConflictError(CANCELLED_MESSAGE);

      const now = this.now();
      await cancelPendingAttempts(tx, [order.id], REPLACED_REASON, now);
      // A pending order still holds its stock; a declined one released it and must take it again.
      if (order.paymentStatus !== 'pending') await reserveOrderStock(tx, order.id);
      await tx
        .update(orders)
        .set({
          paymentStatus: 'pending',
          paymentMethod: method,
          reservedUntil: new Date(now.getTime() + settings.reservationMs),
          updatedAt: now,
        })
        .where(eq(orders.id, order.id));
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
      return { orderId: order.id, replayed: false };
    });
  }
}
