import { SEARCH_RATE_LIMIT } from '@aurelia/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_BUSY, SEARCH_TIMEOUT_MS, SearchTimeoutError, withSearchDeadline } from './search-deadline';
import type { DatabaseConnection } from '../db/database';
import { buildTestApp } from '../test/build-test-app';

let app: FastifyInstance;
let connection: DatabaseConnection;
let address = 0;
/** Each test searches from addresses of its own, so the per-address count starts at zero. */
const nextAddress = () => `192.0.2.${++address}`;

const search = (q: string, remoteAddress: string) =>
  app.inject({ method: 'GET', url: `/api/v1/products?per_page=12&q=${encodeURIComponent(q)}`, remoteAddress });

beforeAll(async () => {
  ({ app, connection } = await buildTestApp({ poolSize: 6 }));
});
afterAll(async () => {
  await app?.close();
});

/**
 * Keeps the products out of reach for `ms`: on PostgreSQL a transaction holds an exclusive lock on the table;
 * on PGlite, which runs one transaction at a time, any open transaction does.
 */
async function holdProducts(ms: number): Promise<{ held: Promise<void> }> {
  let locked!: () => void;
  const taken = new Promise<void>((resolve) => (locked = resolve));
  const held = connection.db.transaction(async (tx) => {
    if (connection.kind === 'postgres') await tx.execute(sql`lock table products in access exclusive mode`);
    locked();
    await new Promise((resolve) => setTimeout(resolve, ms));
  });
  await taken;
  return { held };
}

describe(`at most ${SEARCH_RATE_LIMIT.max} searches a minute from one address`, () => {
  it('answers 429 with Retry-After and the rate-limit headers past the limit; listings and other addresses go on', async () => {
    const from = nextAddress();
    for (let n = 0; n < SEARCH_RATE_LIMIT.max; n++) {
      const answer = await search(`rnig${n}`, from);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.headers['x-ratelimit-limit']).toBe(String(SEARCH_RATE_LIMIT.max));
    }
    const limited = await search('daimond', from);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.headers['x-ratelimit-remaining']).toBe('0');
    expect(Object.keys(limited.json())).toEqual(['message']);

    // A listing without search, or with a blank one, is not a search: not counted, not refused.
    const listing = await app.inject({ method: 'GET', url: '/api/v1/products?per_page=12', remoteAddress: from });
    expect(listing.statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/v1/products?q=%20%20', remoteAddress: from })).statusCode).toBe(200);
    expect((await search('daimond', nextAddress())).statusCode).toBe(200);
  });
});

describe(`a search gets ${SEARCH_TIMEOUT_MS} ms of database time`, () => {
  it('fails with SearchTimeoutError past its time: a statement cancelled on PostgreSQL, a search left waiting on PGlite', async () => {
    let ran = false;
    const { held } = await holdProducts(1_000);
    const started = performance.now();
    await expect(
      withSearchDeadline(connection.db, 200, async (tx) => {
        ran = true;
        return tx.execute(sql`select count(*) from products`);
      }),
    ).rejects.toBeInstanceOf(SearchTimeoutError);
    const waited = performance.now() - started;
    await held;
    if (connection.kind === 'postgres') expect(waited).toBeLessThan(900);
    else expect(ran).toBe(false);
  });

  it('runs a search in time as usual, its setting gone with its transaction', async () => {
    const timeoutOf = (result: unknown) => (result as { rows: { timeout: string }[] }).rows[0]?.timeout;
    const setting = sql`select current_setting('statement_timeout') as timeout`;
    expect(timeoutOf(await withSearchDeadline(connection.db, 1_000, (tx) => tx.execute(setting)))).not.toBe('0');
    expect(timeoutOf(await connection.db.execute(setting))).toBe('0');
  });

  it('answers 503 with Retry-After when the database cannot answer a search in time, and searches again once it can', async () => {
    // The words are known before the database is held: only the search's own statements wait.
    expect((await search('diamond', nextAddress())).statusCode).toBe(200);
    const { held } = await holdProducts(SEARCH_TIMEOUT_MS + 500);
    const answer = await search('diamond', nextAddress());
    await held;
    expect(answer.statusCode, answer.body).toBe(503);
    expect(answer.headers['retry-after']).toBe(String(SEARCH_BUSY.retryAfterSeconds));
    expect(answer.json()).toEqual({ message: SEARCH_BUSY.message });
    expect((await search('diamond', nextAddress())).statusCode).toBe(200);
  });
});
