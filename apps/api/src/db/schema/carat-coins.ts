import { relations, sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { createdAt, identity, ownedBy } from './columns';
import { orders } from './orders';
import { refunds } from './refunds';
import { users } from './users';

/** The kinds of a coin ledger entry; `returned` gives back the coins of a cancelled order that redeemed them. */
export const COIN_ENTRY_KINDS = ['earned', 'redeemed', 'reversed', 'expired', 'returned'] as const;
export type CoinEntryKind = (typeof COIN_ENTRY_KINDS)[number];

/**
 * A shopper's carat-coin ledger, append-only: the balance is never stored but computed from the
 * entries with libs/domain `coinAccount`, so it cannot drift from its history. Coins are whole and positive.
 * `earned` and `returned` open a lot (`lot_id`) that expires on `expires_on`; `reversed` and `expired` name
 * the lot they take from; `redeemed` spends the soonest-expiring lots first and keeps, in `expires_on`, the
 * soonest expiry it spent (what its coins expire on if they are `returned`). Dates are calendar dates in India.
 * A refund's coin part is `returned` with its `refund_id`, once per refund.
 * The partial unique indexes make each step happen once per order (or per lot), however often a callback,
 * the release task or a page view repeats it.
 */
export const caratCoinEntries = pgTable(
  'carat_coin_entries',
  {
    id: identity(),
    userId: ownedBy('user_id', () => users.id),
    kind: text('kind').notNull(),
    coins: integer('coins').notNull(),
    lotId: uuid('lot_id'),
    orderId: integer('order_id').references(() => orders.id),
    /** The refund that gave these coins back (a refund's coin part); null for a whole cancellation's return. */
    refundId: integer('refund_id').references((): AnyPgColumn => refunds.id),
    onDate: date('on_date', { mode: 'string' }).notNull(),
    expiresOn: date('expires_on', { mode: 'string' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('carat_coin_entries_user_idx').on(t.userId, t.id),
    uniqueIndex('carat_coin_entries_earned_once').on(t.orderId).where(sql`${t.kind} = 'earned'`),
    uniqueIndex('carat_coin_entries_redeemed_once').on(t.orderId).where(sql`${t.kind} = 'redeemed'`),
    uniqueIndex('carat_coin_entries_returned_once').on(t.orderId).where(sql`${t.kind} = 'returned' and ${t.refundId} is null`),
    uniqueIndex('carat_coin_entries_refund_returned_once').on(t.refundId).where(sql`${t.kind} = 'returned'`),
    uniqueIndex('carat_coin_entries_reversed_once').on(t.lotId).where(sql`${t.kind} = 'reversed'`),
    uniqueIndex('carat_coin_entries_expired_once').on(t.lotId).where(sql`${t.kind} = 'expired'`),
    check('carat_coin_entries_kind_known', sql`${t.kind} in ('earned', 'redeemed', 'reversed', 'expired', 'returned')`),
    check('carat_coin_entries_coins_positive', sql`${t.coins} > 0`),
    check(
      'carat_coin_entries_lot_shape',
      sql`(${t.kind} = 'redeemed' and ${t.lotId} is null) or (${t.kind} <> 'redeemed' and ${t.lotId} is not null)`,
    ),
    check(
      'carat_coin_entries_expiry_shape',
      sql`(${t.kind} in ('earned', 'returned', 'redeemed')) = (${t.expiresOn} is not null)`,
    ),
  ],
);

export const caratCoinEntriesRelations = relations(caratCoinEntries, ({ one }) => ({
  user: one(users, { fields: [caratCoinEntries.userId], references: [users.id] }),
  order: one(orders, { fields: [caratCoinEntries.orderId], references: [orders.id] }),
}));
