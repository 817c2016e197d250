import { relations, sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns';
import { idempotencyKeys } from './idempotency-keys';
import { orders } from './orders';
import { paymentEvents } from './payment-events';
import { users } from './users';

/**
 * One attempt to pay through a provider. `purpose` says what it pays: an `order` (its
 * `order_id`), later a gift card or a gold plan instalment. `attempt` counts the attempts of one order
 * (unique per order), and `idempotency_key_id` is the `Idempotency-Key` that started it (one attempt per
 * key), so a repeated or concurrent request can never start a second attempt. `refund_status` is `due`
 * when the provider captured money the purpose could not take (the pieces were sold meanwhile, or another
 * attempt had paid already).
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey(),
    purpose: text('purpose').notNull(),
    orderId: integer('order_id').references(() => orders.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    attempt: integer('attempt').notNull().default(1),
    idempotencyKeyId: integer('idempotency_key_id').references(() => idempotencyKeys.id),
    method: text('method').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    status: text('status').notNull().default('pending'),
    provider: text('provider').notNull(),
    providerReference: text('provider_reference'),
    payUrl: text('pay_url'),
    returnPath: text('return_path').notNull(),
    failureReason: text('failure_reason'),
    refundStatus: text('refund_status'),
    createdAt: createdAt(),
    settledAt: instant('settled_at'),
  },
  (t) => [
    index('payments_user_idx').on(t.userId),
    unique('payments_order_attempt_unique').on(t.orderId, t.attempt),
    unique('payments_idempotency_key_unique').on(t.idempotencyKeyId),
    check('payments_purpose_known', sql`${t.purpose} in ('order', 'gift_card', 'gold_plan_instalment')`),
    check('payments_order_purpose', sql`(${t.purpose} = 'order') = (${t.orderId} is not null)`),
    check('payments_method_known', sql`${t.method} in ('upi', 'card', 'bank', 'wallet')`),
    check('payments_status_known', sql`${t.status} in ('pending', 'paid', 'failed', 'cancelled')`),
    check('payments_amount_positive', sql`${t.amountMinor} > 0`),
    check('payments_attempt_positive', sql`${t.attempt} >= 1`),
    check('payments_settled', sql`(${t.status} = 'pending') = (${t.settledAt} is null)`),
    check('payments_refund_known', sql`${t.refundStatus} is null or (${t.refundStatus} in ('due', 'refunded') and ${t.status} = 'paid')`),
    check('payments_return_path_relative', sql`${t.returnPath} like '/%' and ${t.returnPath} not like '//%'`),
  ],
);

export const paymentsRelations = relations(payments, ({ one, many }) => ({
  order: one(orders, { fields: [payments.orderId], references: [orders.id] }),
  user: one(users, { fields: [payments.userId], references: [users.id] }),
  events: many(paymentEvents),
}));
