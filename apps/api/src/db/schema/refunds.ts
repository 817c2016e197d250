import { relations, sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { createdAt, identity, instant, kept } from './columns';
import { orderReturns } from './order-returns';
import { orders } from './orders';

/**
 * Money given back on an order, in paise, split among the ways it was paid (libs/domain `splitRefund`):
 * the provider, the gift card, carat coins (`coins` of them, worth `coins_minor`). A refund is `pending`
 * while the provider is asked, then `succeeded` (the order's `refunded_minor` grows, a credit note is
 * numbered) or `failed` (the order is as it was; a retry reuses this row, so the provider, asked again with
 * the same refund id, cannot pay twice). `return_id` names the return whose received pieces it pays for.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: identity(),
    orderId: kept('order_id', () => orders.id),
    returnId: integer('return_id').references((): AnyPgColumn => orderReturns.id),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    providerMinor: bigint('provider_minor', { mode: 'number' }).notNull().default(0),
    giftCardMinor: bigint('gift_card_minor', { mode: 'number' }).notNull().default(0),
    coins: integer('coins').notNull().default(0),
    coinsMinor: bigint('coins_minor', { mode: 'number' }).notNull().default(0),
    status: text('status').notNull().default('pending'),
    reason: text('reason').notNull(),
    /** The provider's id of the refund once it answered; the provider is asked with this row's id as its key. */
    providerRefundId: text('provider_refund_id'),
    failureReason: text('failure_reason'),
    attempts: integer('attempts').notNull().default(0),
    /** The GST credit note against the order's invoice, numbered when the refund succeeds. */
    creditNoteNumber: text('credit_note_number').unique(),
    /** Staff who issued it; null when the shopper's own cancellation did. No foreign key: it outlives them. */
    actorUserId: integer('actor_user_id'),
    createdAt: createdAt(),
    settledAt: instant('settled_at'),
  },
  (t) => [
    index('refunds_order_idx').on(t.orderId, t.id),
    check('refunds_status_known', sql`${t.status} in ('pending', 'succeeded', 'failed')`),
    check('refunds_amount_positive', sql`${t.amountMinor} > 0`),
    check(
      'refunds_parts_add_up',
      sql`${t.providerMinor} >= 0 and ${t.giftCardMinor} >= 0 and ${t.coinsMinor} >= 0 and ${t.coins} >= 0 and ${t.amountMinor} = ${t.providerMinor} + ${t.giftCardMinor} + ${t.coinsMinor}`,
    ),
    check('refunds_credit_note_when_succeeded', sql`${t.creditNoteNumber} is null or ${t.status} = 'succeeded'`),
  ],
);

export const refundsRelations = relations(refunds, ({ one }) => ({
  order: one(orders, { fields: [refunds.orderId], references: [orders.id] }),
  orderReturn: one(orderReturns, { fields: [refunds.returnId], references: [orderReturns.id] }),
}));
