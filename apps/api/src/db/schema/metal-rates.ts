import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, identity } from './columns';

/**
 * Every rate per gram the shop has set for a purity (`24K`, `Pt 950`: the catalogue's purity facet), newest last;
 * the rate in force is a purity's latest row. Setting one re-prices the purity's pieces in the same transaction
 * (`products.metal_rate_minor` and the price made from it), so the pieces never disagree with the rate in force;
 * orders keep the prices they were placed at. Rows are never changed: the history is the audit of who moved the
 * price of gold, when and why. `actor_user_id` is a plain integer, as the audit log's, so a row outlives the account.
 */
export const metalRates = pgTable(
  'metal_rates',
  {
    id: identity(),
    purity: text('purity').notNull(),
    rateMinor: bigint('rate_minor', { mode: 'number' }).notNull(),
    previousRateMinor: bigint('previous_rate_minor', { mode: 'number' }),
    actorUserId: integer('actor_user_id'),
    reason: text('reason').notNull(),
    piecesRepriced: integer('pieces_repriced').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('metal_rates_purity_idx').on(t.purity, t.id),
    check('metal_rates_rate_positive', sql`${t.rateMinor} > 0`),
    check('metal_rates_pieces_non_negative', sql`${t.piecesRepriced} >= 0`),
  ],
);
