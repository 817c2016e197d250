import { and, desc, eq, gt, ne, sql } from 'drizzle-orm';
import { idempotencyKeys, orderItems, orders } from '../db/schema/index';
import type { Queries } from '../db/queries';
import { SAME_SUBMIT_WINDOW } from './shopper-lock';

/**
 * The order that a submit of the same request (same fingerprint, another Idempotency-Key) placed moments ago,
 * to answer again instead of placing a second one; read under the shopper's lock, so the first has committed.
 * With the bag now empty it went with that order (cash, or paid at once); otherwise only an order still
 * waiting for its first payment with exactly the bag's lines counts (a later, different bag is a new order).
 */
export async function orderOfSameSubmit(
  tx: Queries,
  userId: number,
  fingerprint: string,
  bag: readonly { itemId: number; quantity: number }[],
): Promise<number | undefined> {
  const [recent] = await tx
    .select({ id: orders.id, status: orders.status, paymentStatus: orders.paymentStatus })
    .from(orders)
    .innerJoin(idempotencyKeys, eq(idempotencyKeys.orderId, orders.id))
    .where(
      and(
        eq(orders.userId, userId),
        eq(idempotencyKeys.fingerprint, fingerprint),
        ne(orders.status, 'cancelled'),
        gt(orders.createdAt, sql`now() - ${SAME_SUBMIT_WINDOW}`),
      ),
    )
    .orderBy(desc(orders.id))
    .limit(1);
  if (!recent) return undefined;
  if (bag.length === 0) return recent.id;
  if (recent.status !== 'pending_payment' || recent.paymentStatus !== 'pending') return undefined;
  const lines = await tx.select({ productId: orderItems.productId, quantity: orderItems.quantity }).from(orderItems).where(eq(orderItems.orderId, recent.id));
  const key = (pairs: readonly (readonly [number, number])[]) => JSON.stringify([...pairs].sort(([a], [b]) => a - b));
  const same = key(lines.map((line) => [line.productId, line.quantity] as const)) === key(bag.map((line) => [line.itemId, line.quantity] as const));
  return same ? recent.id : undefined;
}
