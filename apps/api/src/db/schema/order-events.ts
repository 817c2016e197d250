import { relations, sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
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
    /** `status`: the order entered `status`; `refund`, `return`, `payment`: money or pieces moved, the status unchanged. */
    kind: text('kind').notNull().default('status'),
    /** The staff member who took the step (no foreign key: the timeline outlives them); null for the shopper or the shop. */
    actorUserId: integer('actor_user_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_events_order_idx').on(t.orderId, t.id),
    check('order_events_kind_known', sql`${t.kind} in ('status', 'refund', 'return', 'payment')`),
  ],
);

export const orderEventsRelations = relations(orderEvents, ({ one }) => ({
  order: one(orders, { fields: [orderEvents.orderId], references: [orders.id] }),
}));
