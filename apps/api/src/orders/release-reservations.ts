import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { orderEvents, orderItems, orders, products } from '../db/schema/index';

export const RESERVATION_EXPIRED_NOTE = 'Payment was not completed in time; the order was cancelled and its pieces released.';

/**
 * Cancels the `pending_payment` orders whose reservation ended at or before `now` and puts the stock they
 * took back, in one transaction. The update that cancels them also claims them: a second run at the same
 * time waits, then finds them no longer pending, so stock is never returned twice.
 * Resolves to the numbers of the orders it cancelled.
 */
export async function releaseExpiredReservations(db: Database, now: Date): Promise<string[]> {
  return db.transaction(async (tx) => {
    const expired = await tx
      .update(orders)
      .set({ status: 'cancelled', paymentStatus: 'cancelled', updatedAt: now })
      .where(and(eq(orders.status, 'pending_payment'), lte(orders.reservedUntil, now)))
      .returning({ id: orders.id, orderNumber: orders.orderNumber });
    if (expired.length === 0) return [];
    const ids = expired.map((order) => order.id);
    const taken = await tx
      .select({ productId: orderItems.productId, quantity: sql<number>`sum(${orderItems.reservedQuantity})`.mapWith(Number) })
      .from(orderItems)
      .where(inArray(orderItems.orderId, ids))
      .groupBy(orderItems.productId)
      .orderBy(asc(orderItems.productId));
    for (const { productId, quantity } of taken) {
      if (quantity <= 0) continue;
      await tx
        .update(products)
        .set({ stock: sql`${products.stock} + ${quantity}` })
        .where(eq(products.id, productId));
    }
    await tx.insert(orderEvents).values(ids.map((orderId) => ({ orderId, status: 'cancelled', note: RESERVATION_EXPIRED_NOTE })));
    return expired.map((order) => order.orderNumber);
  });
}
