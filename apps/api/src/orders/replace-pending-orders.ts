import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import { orderEvents, orderItems, orders } from '../db/schema/index';
import type { Queries } from '../db/queries';
import { cancelUnpaidOrders, unpaidOrderColumns, type UnpaidOrder } from './release-reservations';

export const REPLACED_ATTEMPT_REASON = 'The order was replaced by a later order from the same bag.';
export const REPLACED_NOTE = (orderNumber: string) =>
  `Replaced by order ${orderNumber}, placed from the same bag before this one was paid; the order was cancelled and its pieces went to the new one.`;

/**
 * An order waiting for payment is replaced when the shopper places another from the same bag (back from the
 * payment page, or a change of address or method): otherwise both would hold the same pieces and both could
 * be paid. Locks the user's `pending_payment` orders (`FOR UPDATE`, before any product: the order payment
 * callbacks lock in the same order) and cancels those whose every piece is in the bag (`cartProductIds`),
 * putting back their stock, gift card amount and coins for the new order. Resolves to the replaced orders;
 * once the new order exists, `markReplaced` links them to it.
 */
export async function cancelOrdersReplacedByBag(tx: Queries, userId: number, cartProductIds: readonly number[], now: Date): Promise<UnpaidOrder[]> {
  const waiting = await tx
    .select(unpaidOrderColumns)
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.status, 'pending_payment')))
    .orderBy(asc(orders.id))
    .for('update');
  if (waiting.length === 0) return [];
  const outside = await tx
    .select({ orderId: orderItems.orderId })
    .from(orderItems)
    .where(and(inArray(orderItems.orderId, waiting.map((order) => order.id)), notInArray(orderItems.productId, [...cartProductIds])));
  const keep = new Set(outside.map((row) => row.orderId));
  const replaced = waiting.filter((order) => !keep.has(order.id));
  await cancelUnpaidOrders(tx, replaced, { attempt: REPLACED_ATTEMPT_REASON, note: null }, now);
  return replaced;
}

/** Links the replaced orders to the order that replaced them, and says so in their timelines. */
export async function markReplaced(tx: Queries, replaced: readonly UnpaidOrder[], by: { id: number; orderNumber: string }): Promise<void> {
  if (replaced.length === 0) return;
  await tx.update(orders).set({ replacedByOrderId: by.id }).where(inArray(orders.id, replaced.map((order) => order.id)));
  await tx.insert(orderEvents).values(replaced.map((order) => ({ orderId: order.id, status: 'cancelled', note: REPLACED_NOTE(by.orderNumber) })));
}
