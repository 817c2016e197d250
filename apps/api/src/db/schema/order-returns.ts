import { relations, sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { createdAt, identity, instant, kept, ownedBy } from './columns';
import { orderItems } from './order-items';
import { orders } from './orders';
import { refunds } from './refunds';

/**
 * A shopper's request to send pieces back: `requested` with a reason, `received` when staff have the parcel
 * and decided each unit (restock, or not when damaged), `closed` once refunded, or `declined` with a reason.
 */
export const orderReturns = pgTable(
  'order_returns',
  {
    id: identity(),
    orderId: kept('order_id', () => orders.id),
    status: text('status').notNull().default('requested'),
    reason: text('reason').notNull(),
    /** Why staff declined it, or what they noted on receiving it. */
    staffNote: text('staff_note'),
    receivedAt: instant('received_at'),
    receivedByUserId: integer('received_by_user_id'),
    closedAt: instant('closed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_returns_order_idx').on(t.orderId, t.id),
    index('order_returns_status_idx').on(t.status),
    check('order_returns_status_known', sql`${t.status} in ('requested', 'received', 'closed', 'declined')`),
    check('order_returns_received', sql`${t.status} = 'requested' or ${t.status} = 'declined' or ${t.receivedAt} is not null`),
  ],
);

/**
 * The units of one order line a return asks for, how many arrived and how many of those went back to stock;
 * the refund for the return is capped at what the received units are worth (libs/domain `valueOfReturnedUnits`).
 */
export const orderReturnItems = pgTable(
  'order_return_items',
  {
    id: identity(),
    returnId: ownedBy('return_id', () => orderReturns.id),
    orderItemId: kept('order_item_id', () => orderItems.id),
    quantity: integer('quantity').notNull(),
    receivedQuantity: integer('received_quantity').notNull().default(0),
    restockedQuantity: integer('restocked_quantity').notNull().default(0),
  },
  (t) => [
    unique('order_return_items_line_unique').on(t.returnId, t.orderItemId),
    check('order_return_items_quantity_positive', sql`${t.quantity} > 0`),
    check(
      'order_return_items_received_within',
      sql`${t.receivedQuantity} >= 0 and ${t.receivedQuantity} <= ${t.quantity} and ${t.restockedQuantity} >= 0 and ${t.restockedQuantity} <= ${t.receivedQuantity}`,
    ),
  ],
);

export const orderReturnsRelations = relations(orderReturns, ({ one, many }) => ({
  order: one(orders, { fields: [orderReturns.orderId], references: [orders.id] }),
  items: many(orderReturnItems),
  refunds: many(refunds),
}));

export const orderReturnItemsRelations = relations(orderReturnItems, ({ one }) => ({
  orderReturn: one(orderReturns, { fields: [orderReturnItems.returnId], references: [orderReturns.id] }),
  orderItem: one(orderItems, { fields: [orderReturnItems.orderItemId], references: [orderItems.id] }),
}));
