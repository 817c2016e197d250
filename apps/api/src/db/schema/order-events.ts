import { relations } from 'drizzle-orm';
import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, identity, ownedBy } from './columns';
import { orders } from './orders';

/** The timeline of an order: one row per status it entered, with a note for the shopper. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: identity(),
    orderId: ownedBy('order_id', () => orders.id),
    status: text('status').notNull(),
    note: text('note').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.id)],
);

export const orderEventsRelations = relations(orderEvents, ({ one }) => ({
  order: one(orders, { fields: [orderEvents.orderId], references: [orders.id] }),
}));
