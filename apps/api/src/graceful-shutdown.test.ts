import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from './app';
import { newShopper, seededProducts } from './cart/cart.test-fixture';
import { fillCart, firstStore, newKey, setStock } from './checkout/checkout.test-fixture';
import { startApiProcess, urlOf, type ApiProcess } from './test/api-process';
import { openTestDatabase, testConfig } from './test/build-test-app';

const serverUrl = process.env['TEST_DATABASE_URL'] || undefined;
if (!serverUrl) console.info('graceful shutdown: skipped (TEST_DATABASE_URL is unset; the API process runs on PostgreSQL)');

const SHOPPERS = 12;

describe.skipIf(!serverUrl)('SIGTERM while checkouts are in flight (the real API process)', () => {
  let app: FastifyInstance;
  let api: ApiProcess | undefined;
  let url: string;

  beforeAll(async () => {
    const connection = await openTestDatabase({ seeded: true, poolSize: 2 });
    app = await buildApp(testConfig(), { database: connection });
    url = await urlOf(connection, serverUrl ?? '');
    // At info, the process logs each request it receives and, on the signal, how many it is finishing.
    api = await startApiProcess(url, { LOG_LEVEL: 'info' });
  });
  afterAll(async () => {
    await api?.stop();
    await app?.close();
  });

  it('finishes every checkout it had started (none answers 5xx), then exits 0', async () => {
    const running = api as ApiProcess;
    const product = (await seededProducts(app)).plentiful;
    await setStock(app, product.id, 100);
    const store = await firstStore(app);
    const shoppers = await Promise.all(Array.from({ length: SHOPPERS }, () => newShopper(app)));
    for (const shopper of shoppers) await fillCart(app, shopper.id, [{ id: product.id, quantity: 1 }]);

    // Hold the product's row: every checkout then waits inside its transaction, in flight when the signal comes.
    const holder = new pg.Client({ connectionString: url });
    await holder.connect();
    await holder.query('begin');
    await holder.query('select id from products where id = $1 for update', [product.id]);
    let signalledAt = 0;
    const answers = Promise.all(
      shoppers.map(async (shopper, i) => {
        try {
          const response = await fetch(`${running.origin}/api/v1/checkout`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${shopper.token}`, 'idempotency-key': newKey() },
            body: JSON.stringify({ fulfilment: 'pickup', store: store.slug, payment_method: i % 2 === 0 ? 'card' : 'cash' }),
          });
          return { status: response.status, at: Date.now(), body: await response.text() };
        } catch (error) {
          // A connection cut before the answer: what a shutdown must never do to a request in flight.
          return { status: 0, at: Date.now(), body: String((error as Error).cause ?? error) };
        }
      }),
    );
    const received = () => running.output().split('\n').filter((line) => line.includes('incoming request') && line.includes('/api/v1/checkout')).length;
    await vi.waitFor(() => expect(received()).toBe(SHOPPERS), { timeout: 30_000, interval: 50 });
    signalledAt = Date.now();
    running.child.kill('SIGTERM');
    // The process has taken the signal, with every checkout still waiting on the row, before the row is let go.
    await vi.waitFor(() => expect(running.output()).toContain(`SIGTERM: finishing ${SHOPPERS} requests in flight, then closing`), { timeout: 30_000, interval: 50 });
    await holder.query('commit');
    await holder.end();

    const settled = await answers;
    const code = await running.exited;
    expect(settled.filter((answer) => answer.status >= 500 || answer.status === 0), running.output()).toEqual([]);
    expect(settled.map((answer) => answer.status)).toEqual(Array(SHOPPERS).fill(201));
    // They were in flight: every answer came after the signal.
    expect(settled.every((answer) => answer.at > signalledAt)).toBe(true);
    expect(code, running.output()).toBe(0);
  });
});
