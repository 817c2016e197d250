import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { Database } from '../db/database';
import { orderEvents, orders } from '../db/schema/index';
import { cancelPendingAttempts, TIMED_OUT_REASON } from '../payments/payment-attempts';
import { releaseOrderStock } from './order-stock';
import { returnGiftCardPart } from './order-gift-card-refund';
import { settleCancelledOrderCoins } from '../carat-coins/order-coins';

export const RESERVATION_EXPIRED_NOTE = 'Payment was not completed in time; the order was cancelled and its pieces released.';
export const RETRY_WINDOW_ENDED_NOTE = 'The payment was declined and not retried in time; the order was cancelled.';

/**
 * Cancels the `pending_payment` orders whose reservation ended at or before `now`, in one transaction:
 * puts back the stock they still hold (none for an order whose payment was declined: that was released at
 * once) and cancels their unanswered payment attempts. The orders are locked first (`FOR UPDATE`): a second
 * run at the same time, or a payment callback, waits, then finds them no longer pending, so stock is
 * never returned twice. What a gift card paid goes back on it, and redeemed carat coins come back. Resolves to the numbers of the orders it cancelled.
 */
export async function releaseExpiredReservations(db: Database, now: Date): Promise<string[]> {
  return db.transaction(async (tx) => {
    const expired = await tx
      .select({
        id: orders.id,
        userId: orders.userId,
        orderNumber: orders.orderNumber,
        paymentStatus: orders.paymentStatus,
        giftCardId: orders.giftCardId,
        giftCardMinor: orders.giftCardMinor,
      })
      .from(orders)
      .where(and(eq(orders.status, 'pending_payment'), lte(orders.reservedUntil, now)))
      .orderBy(asc(orders.id))
      .for('update');
    if (expired.length === 0) return [];
    const ids = expired.map((order) => order.id);
    await tx
      .update(orders)
      .set({ status: 'cancelled', paymentStatus: 'cancelled', updatedAt: now })
      .where(inArray(orders.id, ids));
    await releaseOrderStock(tx, ids);
    await cancelPendingAttempts(tx, ids, TIMED_OUT_REASON, now);
    for (const order of expired) {
      await returnGiftCardPart(tx, order);
      await settleCancelledOrderCoins(tx, order, now);
    }
    await tx.insert(orderEvents).values(
      expired.map((order) => ({
        orderId: order.id,
        status: 'cancelled',
        note: order.paymentStatus === 'failed' ? RETRY_WINDOW_ENDED_NOTE : RESERVATION_EXPIRED_NOTE,
      })),
    );
    return expired.map((order) => order.orderNumber);
  });
}
