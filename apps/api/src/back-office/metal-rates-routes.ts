import { backOfficeRateEndpoints, METAL_RATE_CHANGES_LISTED, type MetalRate, type MetalRateChange } from '@aurelia/contracts';
import {
  fromMinorUnits,
  LARGE_RATE_CHANGE_PERCENT,
  PURITY_KEYS,
  PURITY_TITLES,
  rateChangeProblem,
  reasonProblem,
  repricedAt,
  toMinorUnits,
  type PurityKey,
} from '@aurelia/domain';
import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffActor } from '../auth/auth-plugin';
import type { Database } from '../db/database';
import { attributes, metalRates, productAttributes, products, users } from '../db/schema/index';
import { ValidationError } from '../errors';
import { routeOptions } from '../http/route-options';
import { requestReplay } from '../idempotency/request-replay';
import { recordAudit } from '../kiosk/audit';
import { requireRight } from './back-office-access';

const tags = ['back office'];

/** How many pieces one re-pricing statement updates. */
const REPRICE_BATCH = 5_000;

/** The first key of the advisory lock rate changes take (`pg_advisory_xact_lock(int, int)`); the second is 0. */
const METAL_RATES_LOCK = 0x6d_72_74;

type Reader = Pick<Database, 'select' | 'selectDistinctOn' | 'execute'>;
type RateRow = typeof metalRates.$inferSelect;

const RATE_PROBLEMS = {
  out_of_range: 'Enter a rate between ₹100 and ₹1,00,000 a gram.',
  unchanged: 'That is the rate in force already.',
  large_change: `That moves the rate by more than ${LARGE_RATE_CHANGE_PERCENT}%: check it, and confirm to set it.`,
} as const;

/** The pieces of a purity: those the catalogue's `purity` facet names it for. */
const ofPurity = (purity: PurityKey) =>
  sql`${products.id} in (select ${productAttributes.productId} from ${productAttributes} join ${attributes} on ${attributes.id} = ${productAttributes.attributeId} where ${attributes.group} = 'purity' and ${attributes.name} = ${purity})`;

/** Each purity's latest rate row (the rate in force). */
async function latestRates(db: Reader): Promise<Map<string, RateRow>> {
  const rows = await db.selectDistinctOn([metalRates.purity]).from(metalRates).orderBy(metalRates.purity, desc(metalRates.id));
  return new Map(rows.map((row) => [row.purity, row]));
}

async function ratesInForce(db: Reader): Promise<MetalRate[]> {
  const [latest, counts] = await Promise.all([
    latestRates(db),
    db
      .select({ purity: attributes.name, pieces: sql<number>`count(*)::integer` })
      .from(productAttributes)
      .innerJoin(attributes, eq(attributes.id, productAttributes.attributeId))
      .where(eq(attributes.group, 'purity'))
      .groupBy(attributes.name),
  ]);
  const pieces = new Map(counts.map((row) => [row.purity, row.pieces]));
  return PURITY_KEYS.map((purity) => {
    const row = latest.get(purity);
    return {
      purity,
      title: PURITY_TITLES[purity],
      rate_per_gram: row ? fromMinorUnits(row.rateMinor) : null,
      set_at: row ? row.createdAt.toISOString() : null,
      pieces: pieces.get(purity) ?? 0,
    };
  });
}

function toChange(row: RateRow, setBy: { id: number; name: string } | null): MetalRateChange {
  return {
    id: row.id,
    purity: row.purity as PurityKey,
    rate_per_gram: fromMinorUnits(row.rateMinor),
    previous_rate_per_gram: row.previousRateMinor === null ? null : fromMinorUnits(row.previousRateMinor),
    set_at: row.createdAt.toISOString(),
    set_by: setBy,
    reason: row.reason,
    pieces_repriced: row.piecesRepriced,
  };
}

async function latestChanges(db: Reader): Promise<MetalRateChange[]> {
  const rows = await db
    .select({ rate: metalRates, userId: users.id, userName: users.name })
    .from(metalRates)
    .leftJoin(users, eq(users.id, metalRates.actorUserId))
    .orderBy(desc(metalRates.id))
    .limit(METAL_RATE_CHANGES_LISTED);
  return rows.map(({ rate, userId, userName }) => toChange(rate, userId !== null && userName !== null ? { id: userId, name: userName } : null));
}

/**
 * The day's metal rates: each purity's rate per gram in force, from which every piece of it is priced. Setting a
 * rate re-prices the purity's pieces in the same transaction as the rate's row and its audit record, so a shopper
 * never sees a piece priced at a rate that is not in force; orders keep the prices they were placed at.
 */
export const backOfficeMetalRateRoutes: FastifyPluginAsyncZod = async (app) => {
  const { getMetalRates, setMetalRate } = backOfficeRateEndpoints;
  const replay = requestReplay(app.db);

  app.route({
    ...routeOptions(app, getMetalRates, { tags }),
    handler: async (request) => {
      requireRight(staffActor(request), 'rates.view');
      const [rates, changes] = await Promise.all([ratesInForce(app.db), latestChanges(app.db)]);
      return { data: { rates, changes } };
    },
  });

  app.route({
    ...routeOptions(app, setMetalRate, {
      tags,
      description:
        'Sets the rate per gram of a purity (rupees, at most 2 decimals, ₹100 to ₹1,00,000) and re-prices every piece of ' +
        'it from its weight, making charge and stones (libs/domain computePriceBreakup), in one transaction with the ' +
        `rate's row and an audit record (action \`rates.set\`, subject \`rate:<purity>\`). A move of more than ${LARGE_RATE_CHANGE_PERCENT}% ` +
        'from the rate in force is refused (422 at `rate_per_gram`) unless `confirm_large_change` is true; the rate in ' +
        'force again is 422 too. `reason` (3 to 500 characters) is required. Changes are made one at a time, so two ' +
        'sent together are both kept, in the order they were made. Managers may read the rates but not set them (403).',
      authBeforeValidation: true,
      preValidation: async (request) => requireRight(staffActor(request), 'rates.set'),
      preHandler: [replay.preHandler],
      onSend: replay.onSend,
    }),
    handler: async (request, reply) => {
      const actor = staffActor(request);
      requireRight(actor, 'rates.set');
      const { purity, rate_per_gram: rupees, reason, confirm_large_change: confirmed } = request.body;
      const reasonError = reasonProblem(reason);
      const rateMinor = toMinorUnits(rupees);
      const change = await app.db.transaction(async (tx) => {
        // One change at a time: the second of two sent together sees the first's rate as the one in force.
        await tx.execute(sql`select pg_advisory_xact_lock(${METAL_RATES_LOCK}, 0)`);
        const current = (await latestRates(tx)).get(purity) ?? null;
        const rateError = rateChangeProblem(current?.rateMinor ?? null, rateMinor, confirmed === true);
        if (rateError || reasonError) {
          throw new ValidationError({ ...(rateError ? { rate_per_gram: [RATE_PROBLEMS[rateError]] } : {}), ...(reasonError ? { reason: [reasonError] } : {}) });
        }
        const pieces = await tx
          .select({ id: products.id, metalWeightMg: products.metalWeightMg, makingChargeMinor: products.makingChargeMinor, stoneValueMinor: products.stoneValueMinor })
          .from(products)
          .where(ofPurity(purity))
          .orderBy(products.id)
          .for('update');
        // In batches: a statement takes at most 65,535 parameters, three a piece.
        for (let start = 0; start < pieces.length; start += REPRICE_BATCH) {
          const priced = sql.join(
            pieces.slice(start, start + REPRICE_BATCH).map((piece) => {
              const breakup = repricedAt(piece, rateMinor);
              return sql`(${piece.id}::integer, ${breakup.gst}::bigint, ${breakup.total}::bigint)`;
            }),
            sql`, `,
          );
          await tx.execute(
            sql`update ${products} set metal_rate_minor = ${rateMinor}, gst_minor = v.gst, price_minor = v.price, updated_at = now() from (values ${priced}) as v(id, gst, price) where ${products.id} = v.id`,
          );
        }
        const [row] = await tx
          .insert(metalRates)
          .values({ purity, rateMinor, previousRateMinor: current?.rateMinor ?? null, actorUserId: actor.userId, reason: (reason ?? '').trim(), piecesRepriced: pieces.length })
          .returning();
        if (!row) throw new Error('the rate was not kept');
        await recordAudit(tx, {
          actorUserId: actor.userId,
          storeId: null,
          action: 'rates.set',
          subject: `rate:${purity}`,
          reason: row.reason,
          before: { rate_per_gram: current ? fromMinorUnits(current.rateMinor) : null },
          after: { rate_per_gram: rupees, pieces_repriced: pieces.length },
        });
        return toChange(row, { id: actor.userId, name: actor.name });
      });
      return reply.code(201).send({ data: { change, rates: await ratesInForce(app.db) } });
    },
  });
};

