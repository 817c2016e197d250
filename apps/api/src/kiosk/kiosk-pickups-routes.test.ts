import { kioskPickupListResponseSchema, kioskPickupResponseSchema, type Order } from '@aurelia/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newShopper, seededProducts } from '../cart/cart.test-fixture';
import { checkout, fillCart, newKey, send } from '../checkout/checkout.test-fixture';
import { auditLog, orderEvents, orders, stores, users } from '../db/schema/index';
import { required } from '../required';
import { DEMO_KIOSK_STAFF } from '../seed/seed-database';
import { userIdByEmail } from '../test/appointment-helpers';
import { buildTestApp } from '../test/build-test-app';
import { openCounterSession, type CounterSession } from '../test/counter-session';

let app: FastifyInstance;
/** Anjali at a Bandra kiosk, Kavya at a kiosk of the second store. */
let anjali: CounterSession;
let kavya: CounterSession;
let anjaliId: number;
let productId: number;
const storeSlugs: string[] = [];

beforeAll(async () => {
  ({ app } = await buildTestApp());
  const [, anjaliStaff, , kavyaStaff] = DEMO_KIOSK_STAFF;
  anjaliId = await userIdByEmail(app, anjaliStaff.email);
  anjali = await openCounterSession(app, anjaliId);
  kavya = await openCounterSession(app, await userIdByEmail(app, kavyaStaff.email));
  productId = (await seededProducts(app)).plentiful.id;
  for (const email of [anjaliStaff.email, kavyaStaff.email]) {
    const [row] = await app.db.select({ slug: stores.slug }).from(users).innerJoin(stores, eq(stores.id, users.storeId)).where(eq(users.email, email));
    storeSlugs.push(required(row, email).slug);
  }
});
afterAll(async () => {
  await app?.close();
});

/** A new shopper's pick-up order at a store, paid in cash at the counter unless `paid` (online, settled). */
async function pickupOrder({ store = storeSlugs[0] ?? '', paid = false, quantity = 1 } = {}) {
  const shopper = await newShopper(app);
  await fillCart(app, shopper.id, [{ id: productId, quantity }]);
  const placed = await checkout(app, shopper.token, { fulfilment: 'pickup', store, payment_method: paid ? 'card' : 'cash' });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  const order = (placed.body as { data: Order }).data;
  if (paid) await app.db.update(orders).set({ status: 'confirmed', paymentStatus: 'paid' }).where(eq(orders.orderNumber, order.order_number));
  const [user] = await app.db.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, shopper.id));
  return { order, shopper: required(user, 'the shopper') };
}

const list = (session: CounterSession | null, q?: string) =>
  send(app, 'GET', `/kiosk/pickups${q === undefined ? '' : `?q=${encodeURIComponent(q)}`}`, { headers: session?.headers ?? {} });
const ready = (session: CounterSession, orderNumber: string, key?: string) =>
  send(app, 'POST', `/kiosk/pickups/${orderNumber}/ready`, { headers: { ...session.headers, ...(key ? { 'idempotency-key': key } : {}) } });
const collect = (session: CounterSession, orderNumber: string, body: Record<string, unknown>, key?: string) =>
  send(app, 'POST', `/kiosk/pickups/${orderNumber}/collect`, { headers: { ...session.headers, ...(key ? { 'idempotency-key': key } : {}) }, body });

async function rowOf(orderNumber: string) {
  const [row] = await app.db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
  return required(row, orderNumber);
}
async function eventsOf(orderNumber: string) {
  const row = await rowOf(orderNumber);
  return app.db.select().from(orderEvents).where(eq(orderEvents.orderId, row.id));
}

describe('GET /api/v1/kiosk/pickups', () => {
  it('answers only a staff session at a kiosk: 401 without one, 403 with a web sign-in', async () => {
    expect((await list(null)).status).toBe(401);
    const shopper = await newShopper(app);
    expect((await send(app, 'GET', '/kiosk/pickups', { token: shopper.token })).status).toBe(403);
  });

  it('lists the store’s confirmed and ready pick-ups with the cash to take, and no other store’s', async () => {
    const cash = await pickupOrder();
    const paid = await pickupOrder({ paid: true });
    const elsewhere = await pickupOrder({ store: storeSlugs[1] ?? '' });
    const response = await list(anjali);
    expect(response.status).toBe(200);
    const { data } = kioskPickupListResponseSchema.parse(response.body);
    const numbers = data.map((pickup) => pickup.order_number);
    expect(numbers).toEqual(expect.arrayContaining([cash.order.order_number, paid.order.order_number]));
    expect(numbers).not.toContain(elsewhere.order.order_number);
    const cashRow = required(data.find((pickup) => pickup.order_number === cash.order.order_number), 'the cash order');
    expect(cashRow).toMatchObject({ status: 'confirmed', payment_method: 'cash', payment_status: 'due', cash_due: cash.order.amount_due, customer: { name: cash.shopper.name } });
    expect(cashRow.pieces).toEqual([{ name: expect.any(String), quantity: 1 }]);
    expect(data.find((pickup) => pickup.order_number === paid.order.order_number)?.cash_due).toBe(0);
    const kavyas = kioskPickupListResponseSchema.parse((await list(kavya)).body).data.map((pickup) => pickup.order_number);
    expect(kavyas).toContain(elsewhere.order.order_number);
    expect(kavyas).not.toContain(cash.order.order_number);
  });

  it('finds an order by any part of its number or the shopper’s name, and by the phone’s digits', async () => {
    const { order, shopper } = await pickupOrder();
    const found = async (q: string) => kioskPickupListResponseSchema.parse((await list(anjali, q)).body).data.map((pickup) => pickup.order_number);
    expect(await found(order.order_number.slice(-5).toLowerCase())).toEqual([order.order_number]);
    expect(await found(shopper.name.toUpperCase())).toContain(order.order_number);
    expect(await found('+91 98765 43210')).toContain(order.order_number);
    expect(await found('no such shopper %')).toEqual([]);
  });
});

describe('POST /api/v1/kiosk/pickups/:orderNumber/ready and …/collect', () => {
  it('makes an order ready, then hands it over taking the cash, each step an event and an audit row naming the staff member', async () => {
    const { order } = await pickupOrder();
    const made = await ready(anjali, order.order_number);
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(kioskPickupResponseSchema.parse(made.body).data).toMatchObject({ status: 'ready_for_pickup', cash_due: order.amount_due });

    const handed = await collect(anjali, order.order_number, { cash_taken: true });
    expect(handed.status, JSON.stringify(handed.body)).toBe(200);
    expect(kioskPickupResponseSchema.parse(handed.body).data).toMatchObject({ status: 'collected', payment_status: 'paid', cash_due: 0 });
    const row = await rowOf(order.order_number);
    expect(row.arrivedAt).not.toBeNull();
    const events = await eventsOf(order.order_number);
    expect(events.filter((event) => event.kind === 'status').map((event) => [event.status, event.actorUserId])).toEqual(
      expect.arrayContaining([
        ['ready_for_pickup', anjaliId],
        ['collected', anjaliId],
      ]),
    );
    const audits = await app.db.select().from(auditLog).where(and(eq(auditLog.subject, `order:${order.order_number}`), eq(auditLog.actorUserId, anjaliId)));
    expect(audits.map((audit) => audit.action).sort()).toEqual(['order.collected', 'order.ready_for_pickup']);
    expect(audits.find((audit) => audit.action === 'order.collected')?.after).toMatchObject({ via: 'kiosk', status: 'collected', payment_status: 'paid' });
  });

  it('refuses a cash order handed over without the cash taken (422) and changes nothing', async () => {
    const { order } = await pickupOrder();
    expect((await ready(anjali, order.order_number)).status).toBe(200);
    for (const body of [{}, { cash_taken: false }]) {
      const refused = await collect(anjali, order.order_number, body);
      expect(refused.status).toBe(422);
      expect(JSON.stringify(refused.body)).toMatch(/cash/i);
    }
    expect(await rowOf(order.order_number)).toMatchObject({ status: 'ready_for_pickup', paymentStatus: 'due', arrivedAt: null });
  });

  it('hands over an order paid online without cash_taken', async () => {
    const { order } = await pickupOrder({ paid: true });
    expect((await ready(anjali, order.order_number)).status).toBe(200);
    const handed = await collect(anjali, order.order_number, {});
    expect(handed.status).toBe(200);
    expect(kioskPickupResponseSchema.parse(handed.body).data).toMatchObject({ status: 'collected', payment_status: 'paid' });
  });

  it('answers 409 for a step the order cannot take now, and 404 for another store’s order or an unknown number', async () => {
    const { order } = await pickupOrder();
    const early = await collect(anjali, order.order_number, { cash_taken: true });
    expect(early.status).toBe(409);
    expect(early.body.message).toMatch(/confirmed/i);

    const elsewhere = await pickupOrder({ store: storeSlugs[1] ?? '' });
    const other = await ready(anjali, elsewhere.order.order_number);
    const unknown = await ready(anjali, 'AUR-NOSUCH99');
    expect(other.status).toBe(404);
    expect(unknown.status).toBe(404);
    expect(other.body.message).toBe(unknown.body.message);
    expect((await rowOf(elsewhere.order.order_number)).status).toBe('confirmed');
  });

  it('acts once for a request resent with the same Idempotency-Key, answering the first result again', async () => {
    const { order } = await pickupOrder();
    expect((await ready(anjali, order.order_number)).status).toBe(200);
    const key = newKey();
    const first = await collect(anjali, order.order_number, { cash_taken: true }, key);
    const again = await collect(anjali, order.order_number, { cash_taken: true }, key);
    expect(first.status).toBe(200);
    expect(again).toEqual(first);
    expect((await eventsOf(order.order_number)).filter((event) => event.status === 'collected')).toHaveLength(1);
    // Without the key, the same request is a new one, which the order can no longer take.
    expect((await collect(anjali, order.order_number, { cash_taken: true })).status).toBe(409);
  });

  it('lets one of two counters handing the same order over at once win: one 200, one 409, one event', async () => {
    const { order } = await pickupOrder();
    expect((await ready(anjali, order.order_number)).status).toBe(200);
    const rahul = await openCounterSession(app, await userIdByEmail(app, DEMO_KIOSK_STAFF[0].email));
    const answers = await Promise.all([collect(anjali, order.order_number, { cash_taken: true }, newKey()), collect(rahul, order.order_number, { cash_taken: true }, newKey())]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect((await eventsOf(order.order_number)).filter((event) => event.status === 'collected')).toHaveLength(1);
    expect(await rowOf(order.order_number)).toMatchObject({ status: 'collected', paymentStatus: 'paid' });
  });
});

