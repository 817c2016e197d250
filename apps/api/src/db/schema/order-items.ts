import { relations, sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { identity, ownedBy } from './columns';
import { orders } from './orders';

/** The price breakup of a product as it was sold, in paise (libs/domain `computePriceBreakup`). */
export interface PriceBreakupSnapshot {
  metalWeightMg: number;
  metalRateMinor: number;
  metalValueMinor: number;
  makingChargeMinor: number;
  stoneValueMinor: number;
  subtotalMinor: number;
  gstMinor: number;
  /** What brought subtotal + GST to the whole rupee; absent from lines sold before prices were whole rupees. */
  roundOffMinor?: number;
  totalMinor: number;
}

/**
 * A line of an order: the product as it was sold (no foreign key, so the line outlives the product).
 * `reserved_quantity` is what was taken from stock: all of `quantity`, or less for a pre-order beyond stock;
 * releasing the order puts exactly that back.
 */
export const orderItems = pgTable(
  'order_items',
  {
    id: identity(),
    orderId: ownedBy('order_id', () => orders.id),
    productId: integer('product_id').notNull(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    unitPriceMinor: bigint('unit_price_minor', { mode: 'number' }).notNull(),
    quantity: integer('quantity').notNull(),
    reservedQuantity: integer('reserved_quantity').notNull(),
    lineTotalMinor: bigint('line_total_minor', { mode: 'number' }).notNull(),
    isPreorder: boolean('is_preorder').notNull().default(false),
    priceBreakup: jsonb('price_breakup').$type<PriceBreakupSnapshot>().notNull(),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    check('order_items_quantity_positive', sql`${t.quantity} > 0`),
    check('order_items_reserved_within_quantity', sql`${t.reservedQuantity} >= 0 and ${t.reservedQuantity} <= ${t.quantity}`),
    check('order_items_line_total', sql`${t.lineTotalMinor} = ${t.unitPriceMinor} * ${t.quantity}`),
  ],
);

export const orderItemsRelations = relations(orderItems, ({ one }) => ({
  order: one(orders, { fields: [orderItems.orderId], references: [orders.id] }),
}));
