import { randomUUID } from 'node:crypto';
import { coinAccount, type CalendarDate, type CoinAccount, type CoinLedgerEntry } from '@aurelia/domain';
import { and, asc, eq } from 'drizzle-orm';
import { requireVerifiedEmail } from '../auth/verified-email';
import { caratCoinEntries, users } from '../db/schema/index';
import type { Queries } from '../db/queries';
import { required } from '../required';

export type CoinEntryRow = typeof caratCoinEntries.$inferSelect;

/** A stored entry as libs/domain reads it: coins `returned` from a cancelled order are a lot like earned ones. */
export function toLedgerEntry(row: CoinEntryRow): CoinLedgerEntry {
  const on = row.onDate;
  switch (row.kind) {
    case 'earned':
    case 'returned':
      return { kind: 'earned', lotId: required(row.lotId, 'a lot id'), coins: row.coins, on, expiresOn: required(row.expiresOn, 'a lot expiry') };
    case 'redeemed':
      return { kind: 'redeemed', coins: row.coins, on };
    case 'reversed':
      return { kind: 'reversed', lotId: required(row.lotId, 'a lot id'), coins: row.coins, on };
    case 'expired':
      return { kind: 'expired', lotId: required(row.lotId, 'a lot id'), coins: row.coins, on };
    default:
      throw new Error(`Unknown carat coin entry kind ${row.kind}`);
  }
}

/** Whether the user's address is proven: until it is, the account earns and spends no coins. */
async function isVerified(tx: Queries, userId: number): Promise<boolean> {
  const [row] = await tx.select({ verifiedAt: users.emailVerifiedAt }).from(users).where(eq(users.id, userId));
  return Boolean(row?.verifiedAt);
}

/**
 * Locks the user's coin account for the rest of the transaction (`FOR NO KEY UPDATE` on the user row, which
 * still lets other transactions insert rows that reference the user), so two redemptions never spend the same
 * coins. Lock it after any product rows (checkout's order), never before. 403 `VERIFY_EMAIL_FIRST` for an
 * account whose address is not proven: it spends no coins.
 */
export async function lockCoinAccount(tx: Queries, userId: number): Promise<void> {
  const [row] = await tx.select({ id: users.id, verifiedAt: users.emailVerifiedAt }).from(users).where(eq(users.id, userId)).for('no key update');
  requireVerifiedEmail({ emailVerifiedAt: required(row, `user ${userId}`).verifiedAt });
}

/**
 * The user's coins on `today`, computed from the whole ledger, after writing the expiries that have fallen
 * due since it was last read (lazily: there is no expiry job; the unique index on an expired lot makes a
 * second writer a no-op). Resolves to the account and the ledger rows, oldest first; an account whose address
 * is not proven holds none.
 */
export async function readCoinAccount(tx: Queries, userId: number, today: CalendarDate): Promise<{ account: CoinAccount; rows: CoinEntryRow[] }> {
  if (!(await isVerified(tx, userId))) return { account: coinAccount([], today), rows: [] };
  const rows = await tx.select().from(caratCoinEntries).where(eq(caratCoinEntries.userId, userId)).orderBy(asc(caratCoinEntries.id));
  const account = coinAccount(rows.map(toLedgerEntry), today);
  if (account.dueExpiries.length === 0) return { account, rows };
  const written = await tx
    .insert(caratCoinEntries)
    .values(account.dueExpiries.map((due) => ({ userId, kind: 'expired', coins: due.coins, lotId: due.lotId, onDate: due.on })))
    .onConflictDoNothing()
    .returning();
  return { account: { ...account, dueExpiries: [] }, rows: [...rows, ...written] };
}

/**
 * Writes the `earned` lot of a paid order (once: a repeated capture writes nothing); nothing for an account
 * whose address is not proven. Resolves to the coins written.
 */
export async function creditEarnedCoins(
  tx: Queries,
  entry: { userId: number; orderId: number; coins: number; on: CalendarDate; expiresOn: CalendarDate },
): Promise<number> {
  if (entry.coins <= 0 || !(await isVerified(tx, entry.userId))) return 0;
  await tx
    .insert(caratCoinEntries)
    .values({ userId: entry.userId, orderId: entry.orderId, kind: 'earned', coins: entry.coins, lotId: randomUUID(), onDate: entry.on, expiresOn: entry.expiresOn })
    .onConflictDoNothing();
  return entry.coins;
}

/**
 * Writes the `redeemed` entry of an order, with the account locked and `coins` already capped to its
 * balance. It keeps the soonest expiry among the lots it spends: coins given back later expire then.
 */
export async function debitRedeemedCoins(
  tx: Queries,
  entry: { userId: number; orderId: number; coins: number; on: CalendarDate; account: CoinAccount },
): Promise<void> {
  if (entry.coins <= 0) return;
  const soonest = required(entry.account.lots[0], 'a lot to redeem from').expiresOn;
  await tx
    .insert(caratCoinEntries)
    .values({ userId: entry.userId, orderId: entry.orderId, kind: 'redeemed', coins: entry.coins, onDate: entry.on, expiresOn: soonest });
}

/**
 * What cancelling an order does to coins: the coins it redeemed come back (a `returned` lot expiring when the
 * spent coins would have) and the coins it earned are taken back (`reversed`, from their own lot first, then
 * from others if they were spent). Each happens once per order, however often a cancellation is repeated.
 */
export async function settleCoinsOfCancelledOrder(tx: Queries, order: { id: number; userId: number }, today: CalendarDate): Promise<void> {
  const entries = await tx
    .select()
    .from(caratCoinEntries)
    .where(and(eq(caratCoinEntries.orderId, order.id), eq(caratCoinEntries.userId, order.userId)));
  const redeemed = entries.find((entry) => entry.kind === 'redeemed');
  const earned = entries.find((entry) => entry.kind === 'earned');
  const ofOrder = { userId: order.userId, orderId: order.id, onDate: today };
  const settling = [
    ...(redeemed
      ? [{ ...ofOrder, kind: 'returned', coins: redeemed.coins, lotId: randomUUID(), expiresOn: required(redeemed.expiresOn, 'the expiry of redeemed coins') }]
      : []),
    ...(earned ? [{ ...ofOrder, kind: 'reversed', coins: earned.coins, lotId: earned.lotId }] : []),
  ];
  if (settling.length > 0) await tx.insert(caratCoinEntries).values(settling).onConflictDoNothing();
}
