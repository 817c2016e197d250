import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Queries } from '../db/queries';
import { orderItems, products } from '../db/schema/index';
import { ConflictError } from '../errors';
import { isAvailable, shortStockMessage } from '../checkout/checkout-pricing';

/**
 * Puts back into stock what the lines of these orders hold (`reserved_quantity`) and sets it to 0, so a
 * second release of the same order returns nothing. Products are updated in id order (no deadlock with
 * checkout, which locks them in the same order). Call it with the orders locked.
 */
export async function releaseOrderStock(tx: Queries, orderIds: readonly number[]): Promise<void> {
  if (orderIds.length === 0) return;
  const held = await tx
    .select({ productId: orderItems.productId, quantity: sql<number>`sum(${orderItems.reservedQuantity})`.mapWith(Number) })
    .from(orderItems)
    .where(and(inArray(orderItems.orderId, [...orderIds]), gt(orderItems.reservedQuantity, 0)))
    .groupBy(orderItems.productId)
    .orderBy(asc(orderItems.productId));
  for (const { productId, quantity } of held) {
    await tx
      .update(products)
      .set({ stock: sql`${products.stock} + ${quantity}` })
      .where(eq(products.id, productId));
  }
  if (held.length > 0) {
    await tx
      .update(orderItems)
      .set({ reservedQuantity: 0 })
      .where(and(inArray(orderItems.orderId, [...orderIds]), gt(orderItems.reservedQuantity, 0)));
  }
}

/**
 * Takes the stock of an order whose reservation was released, again, by checkout's rule: the products
 * are locked (`FOR UPDATE`, id order), a piece short of stock that cannot be pre-ordered refuses the whole
 * order with a 409 naming it (nothing is taken), a pre-orderable one takes what stock there is. Call it
 * with the order locked and its lines holding nothing.
 */
export async function reserveOrderStock(tx: Queries, orderId: number): Promise<void> {
  const lines = await tx
    .select({ id: orderItems.id, productId: orderItems.productId, name: orderItems.name, quantity: orderItems.quantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.productId), asc(orderItems.id));
  const locked = await tx
    .select({ id: products.id, name: products.name, stock: products.stock, isPreorderable: products.isPreorderable })
    .from(products)
    .where(inArray(products.id, [...new Set(lines.map((line) => line.productId))]))
    .orderBy(asc(products.id))
    .for('update');
  const stock = new Map(locked.map((product) => [product.id, { ...product }]));
  const taking = lines.map((line) => {
    const product = stock.get(line.productId);
    if (!product) throw new ConflictError(`${line.name} is no longer sold.`);
    if (!isAvailable(product, line.quantity)) throw new ConflictError(shortStockMessage(product, line.quantity, 'order'));
    const fromStock = Math.min(product.stock, line.quantity);
    product.stock -= fromStock;
    return { line, fromStock };
  });
  for (const { line, fromStock } of taking) {
    if (fromStock > 0) {
      await tx
        .update(products)
        .set({ stock: sql`${products.stock} - ${fromStock}` })
        .where(eq(products.id, line.productId));
    }
    await tx
      .update(orderItems)
      .set({ reservedQuantity: fromStock, isPreorder: fromStock < line.quantity })
      .where(eq(orderItems.id, line.id));
  }
}
