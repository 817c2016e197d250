import { relations, sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, identity, instant, ownedBy } from './columns';
import { idempotencyKeys } from './idempotency-keys';
import { orders } from './orders';
import { payments } from './payments';
import { stores } from './stores';
import { users } from './users';

/**
 * A gift card (issued at the counter or bought on the web). The code is never stored: only its SHA-256
 * hash (to find the card) and its last four characters (to show it masked). A card bought on the web has
 * no code until its payment is captured. `balance_minor` only moves through `gift_card_transactions`,
 * row-locked, so it never goes below zero however many checkouts use the card at once.
 */
export const giftCards = pgTable(
  'gift_cards',
  {
    id: identity(),
    codeHash: text('code_hash').unique(),
    codeLast4: text('code_last4'),
    design: text('design').notNull(),
    status: text('status').notNull(),
    initialMinor: bigint('initial_minor', { mode: 'number' }).notNull(),
    balanceMinor: bigint('balance_minor', { mode: 'number' }).notNull(),
    recipientName: text('recipient_name').notNull(),
    recipientEmail: text('recipient_email').notNull(),
    message: text('message'),
    source: text('source').notNull(),
    purchaserUserId: integer('purchaser_user_id').references(() => users.id, { onDelete: 'set null' }),
    issuedByStaffId: integer('issued_by_staff_id').references(() => users.id, { onDelete: 'set null' }),
    paymentId: uuid('payment_id')
      .unique()
      .references(() => payments.id),
    idempotencyKeyId: integer('idempotency_key_id')
      .unique()
      .references(() => idempotencyKeys.id),
    counterPaymentMethod: text('counter_payment_method'),
    counterPaymentReference: text('counter_payment_reference'),
    issuedStoreId: integer('issued_store_id').references(() => stores.id),
    // Paid through the payment sandbox (a web purchase, or a gold plan's instalments): no money ever moved.
    fundedBySandbox: boolean('funded_by_sandbox').notNull().default(false),
    createdAt: createdAt(),
    activatedAt: instant('activated_at'),
  },
  (t) => [
    index('gift_cards_purchaser_idx').on(t.purchaserUserId),
    index('gift_cards_recipient_idx').on(sql`lower(${t.recipientEmail})`),
    check('gift_cards_design_known', sql`${t.design} in ('plum', 'gold', 'ivory')`),
    check('gift_cards_status_known', sql`${t.status} in ('pending_payment', 'active', 'cancelled', 'spent')`),
    check('gift_cards_source_known', sql`${t.source} in ('web', 'counter', 'gold_plan')`),
    check('gift_cards_initial_positive', sql`${t.initialMinor} > 0`),
    check('gift_cards_balance_within', sql`${t.balanceMinor} >= 0 and ${t.balanceMinor} <= ${t.initialMinor}`),
    check('gift_cards_code_when_usable', sql`(${t.status} in ('active', 'spent')) = (${t.codeHash} is not null)`),
    check('gift_cards_counter_payment_known', sql`${t.counterPaymentMethod} is null or ${t.counterPaymentMethod} in ('cash', 'card_terminal')`),
    check(
      'gift_cards_counter_sale_recorded',
      sql`(${t.source} = 'counter') = (${t.counterPaymentMethod} is not null and ${t.issuedStoreId} is not null)`,
    ),
  ],
);

/**
 * The ledger of a gift card: issued, redeemed (at checkout or at the counter) and refunded (an order that
 * used it was cancelled). Amounts are positive; `balance_after_minor` is the card's balance after the entry.
 */
export const giftCardTransactions = pgTable(
  'gift_card_transactions',
  {
    id: identity(),
    giftCardId: ownedBy('gift_card_id', () => giftCards.id),
    kind: text('kind').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    balanceAfterMinor: bigint('balance_after_minor', { mode: 'number' }).notNull(),
    orderId: integer('order_id').references(() => orders.id),
    reference: text('reference'),
    staffUserId: integer('staff_user_id').references(() => users.id, { onDelete: 'set null' }),
    staffName: text('staff_name'),
    storeId: integer('store_id').references(() => stores.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('gift_card_transactions_card_idx').on(t.giftCardId, t.id),
    check('gift_card_transactions_kind_known', sql`${t.kind} in ('issue', 'redeem', 'refund')`),
    check('gift_card_transactions_amount_positive', sql`${t.amountMinor} > 0`),
    check('gift_card_transactions_balance_after', sql`${t.balanceAfterMinor} >= 0`),
  ],
);

export const giftCardsRelations = relations(giftCards, ({ many }) => ({
  transactions: many(giftCardTransactions),
}));
