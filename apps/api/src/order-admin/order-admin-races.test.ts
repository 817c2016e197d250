import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderEvents } from '../db/schema/index';
import { authClient } from '../test/auth-test-client';
import { buildTestApp } from '../test/build-test-app';
import { backOfficeUser, placedOrder, shopper } from './order-admin.test-fixture';

/** Rounds of each race: the order row lock, not luck, must decide every one. */
const ROUNDS = 5;

let app: FastifyInstance;
let call: ReturnType<typeof authClient>;
let first: { token: string };
let second: { token: string };
let customerId: number;

beforeAll(async () => {
  ({ app } = await buildTestApp({ poolSize: 10 }));
  call = authClient(app);
  first = await backOfficeUser(app, 'admin');
  second = await backOfficeUser(app, 'admin');
  customerId = (await shopper(app)).id;
});
afterAll(async () => {
  await app?.close();
});

const statusEvents = (orderId: number, status: string) =>
  app.db.select().from(orderEvents).where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.status, status), eq(orderEvents.kind, 'status')));

describe(`order steps racing on ${process.env['TEST_DATABASE_URL'] ? 'PostgreSQL' : 'PGlite'}`, () => {
  it.each(Array.from({ length: ROUNDS }, (_, i) => i + 1))('two staff shipping the same order at once: one 200, one 409, one event (round %i)', async () => {
    const order = await placedOrder(app, customerId, { status: 'packed', paymentMethod: 'card' });
    const ship = (token: string, number: string) =>
      call('POST', `/back-office/orders/${order.orderNumber}/transitions`, { token, body: { to: 'shipped', carrier: 'Delhivery', tracking_number: number } });
    const answers = await Promise.all([ship(first.token, 'DL-1'), ship(second.token, 'DL-2')]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await statusEvents(order.id, 'shipped')).toHaveLength(1);
  });

  it.each(Array.from({ length: ROUNDS }, (_, i) => i + 1))('packing racing a bulk pack of the same order: packed once, one event (round %i)', async () => {
    const order = await placedOrder(app, customerId, { paymentMethod: 'card' });
    const [single, bulk] = await Promise.all([
      call('POST', `/back-office/orders/${order.orderNumber}/transitions`, { token: first.token, body: { to: 'packed' } }),
      call('POST', '/back-office/orders/bulk-pack', { token: second.token, body: { order_numbers: [order.orderNumber] } }),
    ]);
    expect(bulk.status).toBe(200);
    const bulkPacked = (bulk.body['packed'] as string[]).length;
    expect([single.status === 200 ? 1 : 0, bulkPacked]).toContainEqual(1);
    expect((single.status === 200 ? 1 : 0) + bulkPacked).toBe(1);
    if (single.status !== 200) expect(single.status).toBe(409);
    expect(await statusEvents(order.id, 'packed')).toHaveLength(1);
  });
});
