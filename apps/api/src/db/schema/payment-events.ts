import { relations } from 'drizzle-orm';
import { index, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { identity, instant } from './columns';
import { payments } from './payments';

/**
 * Every provider callback that was verified and handled, by the provider's event id: a second delivery
 * of the same event finds its row and has no effect. `effect` says what the event did (for support).
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: identity(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id),
    type: text('type').notNull(),
    effect: text('effect').notNull(),
    receivedAt: instant('received_at').notNull().defaultNow(),
  },
  (t) => [unique('payment_events_provider_event_unique').on(t.provider, t.eventId), index('payment_events_payment_idx').on(t.paymentId)],
);

export const paymentEventsRelations = relations(paymentEvents, ({ one }) => ({
  payment: one(payments, { fields: [paymentEvents.paymentId], references: [payments.id] }),
}));
