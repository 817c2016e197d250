import type { Order, OrderImage, OrderListResponse } from '@aurelia/contracts';
import { pageMeta } from '@aurelia/domain';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database';
import { orderEvents, orderItems, orderReturnItems, orderReturns, orders, payments, productImages, refunds } from '../db/schema/index';
import { NotFoundError } from '../errors';
import { toPayment } from '../payments/payment-presenter';
import { readReturnWindowDays } from '../refunds/return-window';
import { toOrder, toOrderSummary, type OrderCare } from './order-presenter';

/** How many pieces' pictures an order shows in the list. */
export const ORDER_THUMBNAILS = 3;

/** Reading a shopper's orders; another user's order is never found. */
export class OrderRepository {
  constructor(private readonly db: Database) {}

  /** A page of the user's orders, newest first. */
  async list(userId: number, page: number, perPage: number): Promise<OrderListResponse> {
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(orders)
        .where(eq(orders.userId, userId))
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(perPage)
        .offset((page - 1) * perPage),
      this.db.select({ value: count() }).from(orders).where(eq(orders.userId, userId)),
    ]);
    const totalCount = total?.value ?? 0;
    const items = rows.length === 0 ? [] : await this.db
      .select({ orderId: orderItems.orderId, productId: orderItems.productId })
      .from(orderItems)
      .where(inArray(orderItems.orderId, rows.map((row) => row.id)))
      .orderBy(asc(orderItems.id));
    const images = await this.firstImages(items.map((item) => item.productId));
    return {
      data: rows.map((row) => ({
        ...toOrderSummary(row),
        thumbnails: items
          .filter((item) => item.orderId === row.id)
          .flatMap((item) => images.get(item.productId) ?? [])
          .slice(0, ORDER_THUMBNAILS),
      })),
      meta: pageMeta(page, perPage, totalCount),
    };
  }

  /** The user's order with this number (404 for anyone else's or an unknown one). */
  async findByNumber(userId: number, orderNumber: string): Promise<Order> {
    const [row] = await this.db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, userId), eq(orders.orderNumber, orderNumber)));
    if (!row) throw new NotFoundError('Order', orderNumber);
    return this.withDetails(row);
  }

  /** An order by id, as the one who placed it sees it. */
  async findById(id: number): Promise<Order> {
    const [row] = await this.db.select().from(orders).where(eq(orders.id, id));
    if (!row) throw new NotFoundError('Order', id);
    return this.withDetails(row);
  }

  private async withDetails(row: typeof orders.$inferSelect): Promise<Order> {
    const [items, events, [latest], care] = await Promise.all([
      this.db.select().from(orderItems).where(eq(orderItems.orderId, row.id)).orderBy(asc(orderItems.id)),
      this.db.select().from(orderEvents).where(eq(orderEvents.orderId, row.id)).orderBy(asc(orderEvents.createdAt), asc(orderEvents.id)),
      this.db.select().from(payments).where(eq(payments.orderId, row.id)).orderBy(desc(payments.attempt)).limit(1),
      this.careOf(row.id),
    ]);
    const order = toOrder(row, items, events, latest ? toPayment(latest, row.orderNumber) : null, new Date(), latest?.attempt ?? 0, care);
    const images = await this.firstImages(items.map((item) => item.productId));
    return { ...order, lines: order.lines.map((line) => ({ ...line, image: images.get(line.product_id) ?? null })) };
  }

  /** The order's returns with their lines, its refunds, oldest first, and the return window in force. */
  private async careOf(orderId: number): Promise<OrderCare> {
    const [returned, refunded, returnWindowDays] = await Promise.all([
      this.db.select().from(orderReturns).where(eq(orderReturns.orderId, orderId)).orderBy(asc(orderReturns.id)),
      this.db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.id)),
      readReturnWindowDays(this.db),
    ]);
    const asked = returned.length === 0 ? [] : await this.db
      .select()
      .from(orderReturnItems)
      .where(inArray(orderReturnItems.returnId, returned.map((row) => row.id)))
      .orderBy(asc(orderReturnItems.id));
    return {
      returns: returned.map((row) => ({ row, items: asked.filter((item) => item.returnId === row.id) })),
      refunds: refunded,
      returnWindowDays,
    };
  }

  /** Each product's first picture (a piece sold since then keeps its images; a deleted product has none). */
  private async firstImages(productIds: readonly number[]): Promise<Map<number, OrderImage>> {
    const images = new Map<number, OrderImage>();
    if (productIds.length === 0) return images;
    const rows = await this.db
      .select({ productId: productImages.productId, path: productImages.path, alt: productImages.alt })
      .from(productImages)
      .where(inArray(productImages.productId, [...new Set(productIds)]))
      .orderBy(asc(productImages.position), asc(productImages.id));
    for (const row of rows) if (!images.has(row.productId)) images.set(row.productId, { url: row.path, alt: row.alt });
    return images;
  }
}
