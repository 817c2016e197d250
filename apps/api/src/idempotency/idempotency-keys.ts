import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Queries } from '../db/queries';
import { idempotencyKeys } from '../db/schema/index';
import { ValidationError } from '../errors';
import { required } from '../required';

export const KEY_REUSED_MESSAGE = 'This Idempotency-Key was already used for another request: send a new key.';

/** The 422 for a key sent again with another request. */
export const keyReused = () => new ValidationError({ 'idempotency-key': [KEY_REUSED_MESSAGE] }, KEY_REUSED_MESSAGE);

/** A fingerprint of what makes two requests "the same", from their canonical parts. */
export const fingerprintOf = (parts: readonly unknown[]) => createHash('sha256').update(JSON.stringify(parts)).digest('hex');

export type IdempotencyKeyRow = typeof idempotencyKeys.$inferSelect;

/** A fresh claim of a key to work under, or the earlier request's row (same fingerprint) to answer again. */
export type KeyOutcome = { claimedId: number; earlier?: undefined } | { claimedId?: undefined; earlier: IdempotencyKeyRow };

/**
 * Claims a user's `Idempotency-Key`. Inside the transaction that does the work, an insert that meets another
 * request's claim waits for that transaction to end: after a commit the earlier row is answered (a replay),
 * after a rollback the claim succeeds. Outside one (`request-replay.ts`), the earlier row may still be
 * unanswered. The same key with another `fingerprint` is a 422.
 */
export async function claimOrFindKey(tx: Queries, userId: number, key: string, fingerprint: string): Promise<KeyOutcome> {
  const [claimed] = await tx
    .insert(idempotencyKeys)
    .values({ userId, key, fingerprint })
    .onConflictDoNothing({ target: [idempotencyKeys.userId, idempotencyKeys.key] })
    .returning({ id: idempotencyKeys.id });
  if (claimed) return { claimedId: claimed.id };
  const [earlier] = await tx
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  if (!earlier || earlier.fingerprint !== fingerprint) throw keyReused();
  return { earlier };
}

/** What a key claim for an order found: a fresh claim to work under, or the order the first request answered. */
export type KeyClaim = { claimedId: number; replayOrderId?: undefined } | { claimedId?: undefined; replayOrderId: number };

/** `claimOrFindKey` for an order: a replay answers the order the first request placed. */
export async function claimIdempotencyKey(tx: Queries, userId: number, key: string, fingerprint: string): Promise<KeyClaim> {
  const outcome = await claimOrFindKey(tx, userId, key, fingerprint);
  if (outcome.claimedId !== undefined) return { claimedId: outcome.claimedId };
  return { replayOrderId: required(outcome.earlier.orderId, 'the order of an idempotency key') };
}

/** Records the order a claimed key's request answered, for its replays. */
export async function settleIdempotencyKey(tx: Queries, claimedId: number, orderId: number): Promise<void> {
  await tx.update(idempotencyKeys).set({ orderId }).where(eq(idempotencyKeys.id, claimedId));
}
