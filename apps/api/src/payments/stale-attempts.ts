import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { giftCards, payments } from '../db/schema/index';
import { TIMED_OUT_REASON } from './payment-attempts';

/**
 * How old an unanswered gift-card or gold-plan attempt may get before it is closed (orders' attempts close
 * with their reservation instead). Measured on the database's clock, the one `created_at` is written with.
 */
export const STALE_ATTEMPT_AFTER = sql`interval '30 minutes'`;

/** At most this many attempts per run: a backlog is worked off over several runs, in short transactions. */
const BATCH = 500;

/**
 * Closes the gift-card and gold-plan instalment attempts the provider has not answered for
 * {@link STALE_ATTEMPT_AFTER}: the attempt is cancelled with {@link TIMED_OUT_REASON} (what the shopper's
 * payment and transaction pages show), and a gift card still waiting for it is cancelled. An instalment stays
 * payable with a new attempt. Rows are taken with `FOR UPDATE SKIP LOCKED`, so runs in several processes
 * share the work and a callback holding an attempt is never waited for; a capture arriving later is handled
 * as for any cancelled attempt (a gift card is still issued; an instalment paid twice is refunded).
 */
export async function expireStaleAttempts(db: Database, now: Date): Promise<{ giftCards: number; instalments: number }> {
  return db.transaction(async (tx) => {
    const stale = await tx
      .select({ id: payments.id, purpose: payments.purpose })
      .from(payments)
      .where(
        and(
          eq(payments.status, 'pending'),
          inArray(payments.purpose, ['gift_card', 'gold_plan_instalment']),
          lte(payments.createdAt, sql`now() - ${STALE_ATTEMPT_AFTER}`),
        ),
      )
      .orderBy(asc(payments.createdAt))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    if (stale.length === 0) return { giftCards: 0, instalments: 0 };
    await tx
      .update(payments)
      .set({ status: 'cancelled', failureReason: TIMED_OUT_REASON, payUrl: null, settledAt: now })
      .where(inArray(payments.id, stale.map((attempt) => attempt.id)));
    const cardAttempts = stale.filter((attempt) => attempt.purpose === 'gift_card').map((attempt) => attempt.id);
    if (cardAttempts.length > 0) {
      await tx
        .update(giftCards)
        .set({ status: 'cancelled' })
        .where(and(inArray(giftCards.paymentId, cardAttempts), eq(giftCards.status, 'pending_payment')));
    }
    return { giftCards: cardAttempts.length, instalments: stale.length - cardAttempts.length };
  });
}
