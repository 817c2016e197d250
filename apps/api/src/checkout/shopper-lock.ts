import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';

/**
 * The first key of the shopper's advisory lock (`pg_advisory_xact_lock(int, int)`); the second is the user
 * id. Any constant works as long as nothing else locks under it.
 */
const SHOPPER_WRITES_LOCK = 0x5348_4f50;

/**
 * Serialises one shopper's money-moving writes (placing an order, buying a gift card, paying an instalment):
 * taken first in the transaction, it makes a second submit of the same bag from another tab or with another
 * Idempotency-Key wait until the first commits, then read the bag and the orders as the first left them.
 * Released at commit or rollback. Works on PGlite as on PostgreSQL.
 */
export async function lockShopperWrites(tx: Pick<Database, 'execute'>, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${SHOPPER_WRITES_LOCK}, ${userId})`);
}

/**
 * How long a second submit of the same request (same body, another key) is taken for the first one again:
 * two tabs or a client that makes a key per click, not a shopper coming back later to place a new order.
 */
export const SAME_SUBMIT_WINDOW = sql`interval '2 minutes'`;
