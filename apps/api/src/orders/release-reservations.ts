import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { Database } from '../db/database';
import { orderEvents, orders } from '../db/schema/index';
import { cancelPendingAttempts, TIMED_OUT_REASON } from '../payments/payment-attempts';
import { releaseOrderStock } from './order-stock';
import type { Queries } from '../db/queries';
import { returnGiftCardPart } from './order-gift-card-refund';
import { settleCancelledOrderCoins } from '../carat-coins/order-coins';

export const RESERVATION_EXPIRED_NOTE = 'Payment was not completed in time; the order was cancelled and its pieces released.';
export const RETRY_WINDOW_ENDED_NOTE = 'The payment was declined and not retried in time; the order was cancelled.';

/** What cancelling an unpaid order needs to know of it. */
export const unpaidOrderColumns = {
  id: orders.id,
  userId: orders.userId,
  orderNumber: orders.orderNumber,
  paymentStatus: orders.paymentStatus,
  giftCardId: orders.giftCardId,
  giftCardMinor: orders.giftCardMinor,
};
export interface UnpaidOrder {
  id: number;
  userId: number;
  orderNumber: string;
  paymentStatus: string;
  giftCardId: number | null;
  giftCardMinor: number;
}

/**
 * Cancels these `pending_payment` orders, locked by the caller: puts back the stock they still hold (none for
 * an order whose payment was declined: that was released at once), cancels their unanswered payment attempts
 * with `reasons.attempt`, gives back what a gift card paid and the carat coins redeemed, and notes why in each
 * order's timeline (unless `reasons.note` is null: the caller notes it).
 */
export async function cancelUnpaidOrders(
  tx: Queries,
  cancelled: readonly UnpaidOrder[],
  reasons: { attempt: string; note: ((order: UnpaidOrder) => string) | null },
  now: Date,
): Promise<void> {
  if (cancelled.length === 0) return;
  const ids = cancelled.map((order) => order.id);
  await tx.update(orders).set({ status: 'cancelled', paymentStatus: 'cancelled', updatedAt: now }).where(inArray(orders.id, ids));
  await releaseOrderStock(tx, ids);
  await cancelPendingAttempts(tx, ids, reasons.attempt, now);
  for (const order of cancelled) {
    await returnGiftCardPart(tx, order);
    await settleCancelledOrderCoins(tx, order, now);
  }
  const { note } = reasons;
  if (note) await tx.insert(orderEvents).values(cancelled.map((order) => ({ orderId: order.id, status: 'cancelled', note: note(order) })));
}

/**
 * Cancels the `pending_payment` orders whose reservation ended at or before `now`, in one transaction
 * (`cancelUnpaidOrders`). The orders are locked first (`FOR UPDATE SKIP LOCKED`): a run in another process at
 * the same time takes the others, an order a payment callback or a checkout holds is left for the next run,
 * and a locked order is found no longer pending once its lock is free, so stock is never returned twice.
 * Resolves to the numbers of the orders it cancelled.
 */
export async function releaseExpiredReservations(db: Database, now: Date): Promise<string[]> {
  return db.transaction(async (tx) => {
    const expired = await tx
      .select(unpaidOrderColumns)
      .from(orders)
      .where(and(eq(orders.status, 'pending_payment'), lte(orders.reservedUntil, now)))
      .orderBy(asc(orders.id))
      .for('update', { skipLocked: true });
    await cancelUnpaidOrders(
      tx,
      expired,
      { attempt: TIMED_OUT_REASON, note: (order) => (order.paymentStatus === 'failed' ? RETRY_WINDOW_ENDED_NOTE : RESERVATION_EXPIRED_NOTE) },
      now,
    );
    return expired.map((order) => order.orderNumber);
  });
}
