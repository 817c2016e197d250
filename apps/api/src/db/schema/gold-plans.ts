import type { GoldPlanTerms } from '@aurelia/domain';
import { relations, sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, jsonb, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, identity, instant, ownedBy } from './columns';
import { giftCards } from './gift-cards';
import { idempotencyKeys } from './idempotency-keys';
import { payments } from './payments';
import { users } from './users';

/**
 * A gold purchase plan on offer: the scheme's rules, in the units of libs/domain `GoldPlanTerms`.
 * A subscription copies the terms when it starts, so changing a plan here never changes a running one.
 */
export const goldPlans = pgTable(
  'gold_plans',
  {
    id: identity(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    instalmentCount: integer('instalment_count').notNull(),
    minInstalmentMinor: bigint('min_instalment_minor', { mode: 'number' }).notNull(),
    maxInstalmentMinor: bigint('max_instalment_minor', { mode: 'number' }).notNull(),
    stepMinor: bigint('step_minor', { mode: 'number' }).notNull(),
    graceDays: integer('grace_days').notNull(),
    bonusShareBp: integer('bonus_share_bp').notNull(),
    redeemWindowDays: integer('redeem_window_days').notNull(),
    earlyClosureMinInstalments: integer('early_closure_min_instalments').notNull(),
    /** Whether new subscriptions may start; running ones go on either way. */
    offered: boolean('offered').notNull().default(true),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    check('gold_plans_instalments_positive', sql`${t.instalmentCount} between 1 and 60`),
    check('gold_plans_amounts', sql`${t.minInstalmentMinor} > 0 and ${t.maxInstalmentMinor} >= ${t.minInstalmentMinor} and ${t.stepMinor} > 0`),
    check('gold_plans_days', sql`${t.graceDays} >= 0 and ${t.redeemWindowDays} >= 0`),
    check('gold_plans_bonus_share', sql`${t.bonusShareBp} between 0 and 100000`),
    check('gold_plans_early_closure', sql`${t.earlyClosureMinInstalments} between 0 and ${t.instalmentCount}`),
  ],
);

/**
 * The scheme rules a subscription runs on, copied from its plan at the start: the fields of libs/domain
 * `GoldPlanTerms` that stored JSON holds, named here so that a field the domain type gains is not assumed of it.
 */
export type GoldPlanTermsSnapshot = Pick<
  GoldPlanTerms,
  | 'instalmentCount'
  | 'minInstalmentMinor'
  | 'maxInstalmentMinor'
  | 'stepMinor'
  | 'graceDays'
  | 'bonusShareBp'
  | 'redeemWindowDays'
  | 'earlyClosureMinInstalments'
>;

/**
 * A shopper's subscription to a plan: a fixed monthly instalment from `started_on` (a calendar date in
 * India). `status` is what the shopper did with it: `active` until its value is taken, `redeemed` when the
 * matured value (paid + bonus) became a gift card, `closed_early` when the paid amount did. Whether it is
 * matured or lapsed is worked out from the dates (libs/domain `planStanding`), never stored.
 */
export const goldPlanSubscriptions = pgTable(
  'gold_plan_subscriptions',
  {
    id: identity(),
    uuid: uuid('uuid').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    planId: integer('plan_id')
      .notNull()
      .references(() => goldPlans.id),
    terms: jsonb('terms').$type<GoldPlanTermsSnapshot>().notNull(),
    instalmentMinor: bigint('instalment_minor', { mode: 'number' }).notNull(),
    startedOn: date('started_on', { mode: 'string' }).notNull(),
    status: text('status').notNull().default('active'),
    idempotencyKeyId: integer('idempotency_key_id')
      .unique()
      .references(() => idempotencyKeys.id),
    /** The gift card its value was paid out as (once: unique). */
    giftCardId: integer('gift_card_id')
      .unique()
      .references(() => giftCards.id),
    closedAt: instant('closed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('gold_plan_subscriptions_user_idx').on(t.userId, t.id),
    check('gold_plan_subscriptions_status_known', sql`${t.status} in ('active', 'redeemed', 'closed_early')`),
    check('gold_plan_subscriptions_instalment_positive', sql`${t.instalmentMinor} > 0`),
    check('gold_plan_subscriptions_paid_out', sql`(${t.status} = 'active') = (${t.giftCardId} is null and ${t.closedAt} is null)`),
  ],
);

/**
 * One instalment of a subscription (all of them are written when it starts), with its own UUID for the
 * payment page. `paid_on` is the day in India it was captured and `payment_id` the attempt that paid it:
 * one column, so an instalment can only ever be paid by one capture (a second one is refunded).
 */
export const goldPlanInstalments = pgTable(
  'gold_plan_instalments',
  {
    id: identity(),
    uuid: uuid('uuid').notNull().unique(),
    subscriptionId: ownedBy('subscription_id', () => goldPlanSubscriptions.id),
    number: integer('number').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    paidOn: date('paid_on', { mode: 'string' }),
    paymentId: uuid('payment_id')
      .unique()
      .references(() => payments.id),
  },
  (t) => [
    unique('gold_plan_instalments_number_unique').on(t.subscriptionId, t.number),
    check('gold_plan_instalments_number_positive', sql`${t.number} >= 1`),
    check('gold_plan_instalments_amount_positive', sql`${t.amountMinor} > 0`),
    check('gold_plan_instalments_paid', sql`(${t.paidOn} is null) = (${t.paymentId} is null)`),
  ],
);

/**
 * One attempt to pay an instalment: the shopper-facing transaction number (`GPT-…`) and the provider
 * payment behind it. Every pay request that starts an attempt writes one.
 */
export const goldPlanTransactions = pgTable(
  'gold_plan_transactions',
  {
    id: identity(),
    transactionNumber: text('transaction_number').notNull().unique(),
    instalmentId: ownedBy('instalment_id', () => goldPlanInstalments.id),
    paymentId: uuid('payment_id')
      .notNull()
      .unique()
      .references(() => payments.id),
    createdAt: createdAt(),
  },
  (t) => [index('gold_plan_transactions_instalment_idx').on(t.instalmentId, t.id)],
);

export const goldPlanSubscriptionsRelations = relations(goldPlanSubscriptions, ({ one, many }) => ({
  plan: one(goldPlans, { fields: [goldPlanSubscriptions.planId], references: [goldPlans.id] }),
  user: one(users, { fields: [goldPlanSubscriptions.userId], references: [users.id] }),
  instalments: many(goldPlanInstalments),
}));

export const goldPlanInstalmentsRelations = relations(goldPlanInstalments, ({ one, many }) => ({
  subscription: one(goldPlanSubscriptions, { fields: [goldPlanInstalments.subscriptionId], references: [goldPlanSubscriptions.id] }),
  transactions: many(goldPlanTransactions),
}));

export const goldPlanTransactionsRelations = relations(goldPlanTransactions, ({ one }) => ({
  instalment: one(goldPlanInstalments, { fields: [goldPlanTransactions.instalmentId], references: [goldPlanInstalments.id] }),
  payment: one(payments, { fields: [goldPlanTransactions.paymentId], references: [payments.id] }),
}));


