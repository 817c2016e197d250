import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, orderEvents, orders } from '../db/schema/index';
import { required } from '../required';
import { authClient, type Answer } from '../test/auth-test-client';
import { buildTestApp } from '../test/build-test-app';
import { backOfficeUser, placedOrder, seededStores, shopper } from './order-admin.test-fixture';

let app: FastifyInstance;
let call: ReturnType<typeof authClient>;
type Store = Awaited<ReturnType<typeof seededStores>>[number];
let store0: Store;
let store1: Store;
let admin: { id: number; token: string };
let manager0: { id: number; token: string };
let counter0: { id: number; token: string };
let shopToken: string;
let customer: { id: number; email: string; name: string };

beforeAll(async () => {
  ({ app } = await buildTestApp());
  call = authClient(app);
  [store0, store1] = (await seededStores(app)) as [Store, Store];
  admin = await backOfficeUser(app, 'admin');
  manager0 = await backOfficeUser(app, 'manager', store0.id);
  counter0 = await backOfficeUser(app, 'staff', store0.id);
  customer = await shopper(app, { name: 'Zoya Fernandes', email: `zoya_100%.${Date.now()}@aurelia.test`, phone: '9123456780' });
  shopToken = await app.issueToken(customer.id);
});
afterAll(async () => {
  await app?.close();
});

const get = (path: string, token?: string) => call('GET', path, token ? { token } : {});
const post = (path: string, token: string | undefined, body: unknown = {}) => call('POST', path, { ...(token ? { token } : {}), body });
const step = (orderNumber: string, token: string | undefined, body: Record<string, unknown>) => post(`/back-office/orders/${orderNumber}/transitions`, token, body);
const numbers = (answer: Answer) => (answer.body['data'] as { order_number: string }[]).map((row) => row.order_number);

async function eventsOf(orderId: number) {
  return app.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.id));
}
async function rowOf(orderId: number) {
  const [row] = await app.db.select().from(orders).where(eq(orders.id, orderId));
  return required(row, `order ${orderId}`);
}
async function mailTo(email: string) {
  await app.afterReplySettled();
  const outbox = await get(`/dev/outbox?to=${encodeURIComponent(email)}`);
  return outbox.body['data'] as { subject: string; text: string }[];
}

describe('GET /back-office/orders', () => {
  let pickup0: { orderNumber: string };
  let pickup1: { orderNumber: string };
  let delivery: { orderNumber: string };

  beforeAll(async () => {
    pickup0 = await placedOrder(app, customer.id, { store: store0, createdAt: new Date('2026-03-10T20:00:00Z'), totalMinor: 3_000_000 });
    pickup1 = await placedOrder(app, customer.id, { store: store1, createdAt: new Date('2026-03-11T05:00:00Z'), status: 'ready_for_pickup', totalMinor: 1_000_000 });
    delivery = await placedOrder(app, customer.id, { paymentMethod: 'card', createdAt: new Date('2026-03-12T05:00:00Z'), totalMinor: 2_000_000 });
  });

  const mine = (answer: Answer) => numbers(answer).filter((n) => [pickup0, pickup1, delivery].some((o) => o.orderNumber === n));

  it('needs a back-office token of an admin or staff: 401 without one, 403 for a shop token', async () => {
    expect((await get('/back-office/orders')).status).toBe(401);
    expect((await get('/back-office/orders', shopToken)).status).toBe(403);
    expect((await get('/back-office/orders', await app.issueToken(customer.id, 'back_office'))).status).toBe(403);
  });

  it('shows the admin every order, and a manager only their store’s pick-up orders', async () => {
    const q = `q=${encodeURIComponent('zoya fernandes')}&per_page=100`;
    const all = await get(`/back-office/orders?${q}`, admin.token);
    expect(all.status).toBe(200);
    expect(mine(all).sort()).toEqual([pickup0, pickup1, delivery].map((o) => o.orderNumber).sort());
    const managers = await get(`/back-office/orders?${q}`, manager0.token);
    expect(mine(managers)).toEqual([pickup0.orderNumber]);
    expect((managers.body['meta'] as { total: number }).total).toBe(1);
    const row = (managers.body['data'] as Record<string, unknown>[])[0];
    expect(row).toMatchObject({
      order_number: pickup0.orderNumber,
      customer: { name: 'Zoya Fernandes', email: customer.email, phone: '9123456780' },
      status: 'confirmed',
      payment_status: 'due',
      payment_method: 'cash',
      fulfilment: 'pickup',
      store: store0.name,
      total: 30000,
      refunded: 0,
      item_count: 2,
    });
  });

  it('filters by status (one or several), store, India days, payment method and fulfilment', async () => {
    const base = `/back-office/orders?q=${encodeURIComponent('ZOYA')}`;
    expect(mine(await get(`${base}&status=ready_for_pickup`, admin.token))).toEqual([pickup1.orderNumber]);
    expect(mine(await get(`${base}&status=ready_for_pickup&status=confirmed&sort=created_at&direction=asc`, admin.token))).toEqual([
      pickup0.orderNumber,
      pickup1.orderNumber,
      delivery.orderNumber,
    ]);
    expect(mine(await get(`${base}&store=${store1.slug}`, admin.token))).toEqual([pickup1.orderNumber]);
    expect(mine(await get(`${base}&payment_method=card`, admin.token))).toEqual([delivery.orderNumber]);
    expect(mine(await get(`${base}&fulfilment=pickup&direction=asc`, admin.token))).toEqual([pickup0.orderNumber, pickup1.orderNumber]);
    // 20:00 UTC on the 10th is 01:30 on the 11th in India.
    expect(mine(await get(`${base}&from=2026-03-11&to=2026-03-11&direction=asc`, admin.token))).toEqual([pickup0.orderNumber, pickup1.orderNumber]);
    expect(mine(await get(`${base}&to=2026-03-10`, admin.token))).toEqual([]);
  });

  it('searches by order number, email and phone, taking % and _ literally', async () => {
    expect(mine(await get(`/back-office/orders?q=${pickup1.orderNumber.toLowerCase()}`, admin.token))).toEqual([pickup1.orderNumber]);
    expect(mine(await get(`/back-office/orders?q=${encodeURIComponent('_100%')}`, admin.token))).toHaveLength(3);
    expect(mine(await get(`/back-office/orders?q=${encodeURIComponent('zoya%fernandes')}`, admin.token))).toEqual([]);
    expect(mine(await get(`/back-office/orders?q=${encodeURIComponent('+91 91234 56780')}`, admin.token))).toHaveLength(3);
  });

  it('sorts by total and status and pages with a total count; refuses a page over 100', async () => {
    const byTotal = await get(`/back-office/orders?q=zoya&sort=total&direction=asc`, admin.token);
    expect(mine(byTotal)).toEqual([pickup1.orderNumber, delivery.orderNumber, pickup0.orderNumber]);
    const byStatus = await get(`/back-office/orders?q=zoya&sort=status&direction=desc`, admin.token);
    expect(mine(byStatus)[0]).toBe(pickup1.orderNumber);
    const page2 = await get(`/back-office/orders?q=zoya&sort=total&direction=asc&per_page=1&page=2`, admin.token);
    expect(numbers(page2)).toEqual([delivery.orderNumber]);
    expect(page2.body['meta']).toMatchObject({ current_page: 2, per_page: 1, last_page: 3, total: 3 });
    expect((await get('/back-office/orders?per_page=101', admin.token)).status).toBe(422);
    expect((await get('/back-office/orders?status=lost', admin.token)).status).toBe(422);
  });
});

describe('GET /back-office/orders/:orderNumber', () => {
  it('answers 404 for another store’s pick-up order and a delivery order, as for a missing one', async () => {
    const other = await placedOrder(app, customer.id, { store: store1 });
    const delivery = await placedOrder(app, customer.id);
    const missing = await get('/back-office/orders/AUR-NOSUCH', manager0.token);
    expect(missing.status).toBe(404);
    for (const order of [other, delivery]) {
      const answer = await get(`/back-office/orders/${order.orderNumber}`, manager0.token);
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual(missing.body);
    }
    expect((await get(`/back-office/orders/${other.orderNumber}`, admin.token)).status).toBe(200);
    expect((await get(`/back-office/orders/${other.orderNumber}`)).status).toBe(401);
    expect((await get(`/back-office/orders/${other.orderNumber}`, shopToken)).status).toBe(403);
    expect((await get(`/back-office/orders/${'A'.repeat(41)}`, admin.token)).status).toBe(422);
  });

  it('gives the order with its customer and the actions the caller may take now', async () => {
    const order = await placedOrder(app, customer.id, { store: store0 });
    const asManager = await get(`/back-office/orders/${order.orderNumber}`, manager0.token);
    expect(asManager.status).toBe(200);
    const data = asManager.body['data'] as Record<string, unknown>;
    expect(data).toMatchObject({
      order_number: order.orderNumber,
      customer: { id: customer.id, name: 'Zoya Fernandes', email: customer.email },
      lines: [expect.objectContaining({ quantity: 2 })],
      refunds: [],
      returns: [],
      audit: [],
      arrived_at: null,
      actions: {
        transitions: [{ to: 'ready_for_pickup', label: 'Ready for pick-up', needs_shipment: false }],
        cancel: true,
        refund: null,
        record_cash: { amount: 20000 },
      },
    });
    const asCounter = (await get(`/back-office/orders/${order.orderNumber}`, counter0.token)).body['data'] as { actions: Record<string, unknown> } | undefined;
    // Counter staff (if the back office lets them in) may prepare and take cash, not cancel.
    if (asCounter) expect(asCounter.actions).toMatchObject({ cancel: false, record_cash: { amount: 20000 } });

    const paid = await placedOrder(app, customer.id, { paymentMethod: 'card' });
    const asAdmin = (await get(`/back-office/orders/${paid.orderNumber}`, admin.token)).body['data'] as { actions: Record<string, unknown> };
    expect(asAdmin.actions).toEqual({
      transitions: [{ to: 'packed', label: 'Packed', needs_shipment: false }],
      cancel: true,
      refund: { refundable: 20000 },
      record_cash: null,
    });
  });
});

describe('refunds on the order page', () => {
  it('shows each refund with its reason, and offers what is left to refund', async () => {
    const order = await placedOrder(app, customer.id, { paymentMethod: 'card' });
    const refund = await post(`/back-office/orders/${order.orderNumber}/refunds`, admin.token, { amount: 50, reason: 'Scratch on the clasp' });
    expect(refund.status).toBe(201);
    const data = (await get(`/back-office/orders/${order.orderNumber}`, admin.token)).body['data'] as Record<string, unknown>;
    expect(data['refunds']).toEqual([expect.objectContaining({ amount: 50, status: 'succeeded', reason: 'Scratch on the clasp', attempts: 1 })]);
    expect(data['refunded']).toBe(50);
    expect(data['actions']).toMatchObject({ refund: { refundable: 19950 } });
    const listed = await get(`/back-office/orders?q=${order.orderNumber}`, admin.token);
    expect(listed.body['data']).toEqual([expect.objectContaining({ order_number: order.orderNumber, refunded: 50 })]);
  });
});

describe('POST /back-office/orders/:orderNumber/transitions', () => {
  it('takes a delivery order to packed, shipped and delivered: events, audit, cash paid on delivery, mails', async () => {
    const order = await placedOrder(app, customer.id);
    const packed = await step(order.orderNumber, admin.token, { to: 'packed' });
    expect(packed.status).toBe(200);
    expect((packed.body['data'] as { actions: { transitions: unknown[] } }).actions.transitions).toEqual([{ to: 'shipped', label: 'Shipped', needs_shipment: true }]);

    const noCarrier = await step(order.orderNumber, admin.token, { to: 'shipped', tracking_number: 'BD123' });
    expect(noCarrier.status).toBe(422);
    expect(noCarrier.body.errors).toHaveProperty('carrier');
    const plainHttp = await step(order.orderNumber, admin.token, { to: 'shipped', carrier: 'BlueDart', tracking_number: 'BD123', tracking_url: 'http://track.example/BD123' });
    expect(plainHttp.status).toBe(422);
    expect(plainHttp.body.errors).toHaveProperty('tracking_url');
    expect((await rowOf(order.id)).status).toBe('packed');

    const early = await step(order.orderNumber, admin.token, { to: 'delivered' });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('This order is packed; it cannot be marked delivered now.');

    const shipped = await step(order.orderNumber, admin.token, {
      to: 'shipped',
      carrier: ' BlueDart ',
      tracking_number: 'BD123456',
      tracking_url: 'https://track.example/BD123456',
    });
    expect(shipped.status).toBe(200);
    expect((shipped.body['data'] as Record<string, unknown>)['shipment']).toEqual({ carrier: 'BlueDart', tracking_number: 'BD123456', tracking_url: 'https://track.example/BD123456' });

    const delivered = await step(order.orderNumber, admin.token, { to: 'delivered' });
    expect(delivered.status).toBe(200);
    const data = delivered.body['data'] as Record<string, unknown> & { events: { kind: string; status: string; actor: { id: number } | null }[]; audit: { action: string; before: unknown; after: unknown }[] };
    expect(data).toMatchObject({ status: 'delivered', payment_status: 'paid', actions: { transitions: [], record_cash: null, cancel: false } });
    expect(data['arrived_at']).toEqual(expect.any(String));
    expect(data.events.filter((e) => e.kind === 'status').map((e) => [e.status, e.actor?.id])).toEqual([
      ['packed', admin.id],
      ['shipped', admin.id],
      ['delivered', admin.id],
    ]);
    expect(data.audit.map((entry) => entry.action)).toEqual(['order.packed', 'order.shipped', 'order.delivered']);
    expect(data.audit[2]).toMatchObject({ before: { status: 'shipped', payment_status: 'due' }, after: { status: 'delivered', payment_status: 'paid', cash_taken: 2_000_000 } });

    const mail = await mailTo(customer.email);
    const shippedMail = mail.find((m) => m.subject.includes(order.orderNumber) && m.subject.includes('on its way'));
    expect(shippedMail?.text).toContain('BlueDart, tracking number BD123456');
    expect(shippedMail?.text).toContain('https://track.example/BD123456');
    expect(mail.some((m) => m.subject.includes(order.orderNumber) && m.subject.includes('was delivered'))).toBe(true);
    expect(mail.some((m) => m.subject.includes(order.orderNumber) && /packed/i.test(m.subject))).toBe(false);
  });

  it('takes a pick-up order to ready (mailing the store) and collected (cash paid) for its store’s manager', async () => {
    const order = await placedOrder(app, customer.id, { store: store0 });
    expect((await step(order.orderNumber, manager0.token, { to: 'packed' })).status).toBe(409);
    const ready = await step(order.orderNumber, manager0.token, { to: 'ready_for_pickup' });
    expect(ready.status).toBe(200);
    const mail = await mailTo(customer.email);
    expect(mail.find((m) => m.subject.includes(order.orderNumber) && m.subject.includes('ready for pick-up'))?.text).toContain(store0.name);
    const collected = await step(order.orderNumber, manager0.token, { to: 'collected' });
    expect(collected.body['data']).toMatchObject({ status: 'collected', payment_status: 'paid' });
    expect((await rowOf(order.id)).arrivedAt).not.toBeNull();
  });

  it('answers 401, 403 for a shop token, 404 out of reach, 409 for a step not allowed now, 422 for an unknown status', async () => {
    const other = await placedOrder(app, customer.id, { store: store1 });
    expect((await step(other.orderNumber, undefined, { to: 'ready_for_pickup' })).status).toBe(401);
    expect((await step(other.orderNumber, shopToken, { to: 'ready_for_pickup' })).status).toBe(403);
    expect((await step(other.orderNumber, manager0.token, { to: 'ready_for_pickup' })).status).toBe(404);
    expect((await step('AUR-NOSUCH', admin.token, { to: 'packed' })).status).toBe(404);
    expect((await step(other.orderNumber, admin.token, { to: 'collected' })).status).toBe(409);
    expect((await step(other.orderNumber, admin.token, { to: 'cancelled' })).status).toBe(409);
    expect((await step(other.orderNumber, admin.token, { to: 'lost' })).status).toBe(422);
    expect(await eventsOf(other.id)).toEqual([]);
    expect((await rowOf(other.id)).status).toBe('confirmed');
  });
});

describe('POST /back-office/orders/:orderNumber/cash', () => {
  it('marks the cash due paid, with a payment event and an audit record', async () => {
    const order = await placedOrder(app, customer.id, { store: store0 });
    expect((await post(`/back-office/orders/${order.orderNumber}/cash`, undefined)).status).toBe(401);
    expect((await post(`/back-office/orders/${order.orderNumber}/cash`, shopToken)).status).toBe(403);
    const answer = await post(`/back-office/orders/${order.orderNumber}/cash`, manager0.token);
    expect(answer.status).toBe(200);
    expect(answer.body['data']).toMatchObject({ status: 'confirmed', payment_status: 'paid', actions: { record_cash: null } });
    expect((await eventsOf(order.id)).map((e) => [e.kind, e.status, e.actorUserId])).toEqual([['payment', 'confirmed', manager0.id]]);
    const audit = await app.db.select().from(auditLog).where(and(eq(auditLog.subject, `order:${order.orderNumber}`), eq(auditLog.action, 'order.cash')));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorUserId: manager0.id, storeId: store0.id, before: { payment_status: 'due' } });

    const again = await post(`/back-office/orders/${order.orderNumber}/cash`, manager0.token);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('No cash is due on this order.');
  });

  it('answers 404 out of reach, 422 for a malformed number and 409 for an order not paid in cash', async () => {
    const other = await placedOrder(app, customer.id, { store: store1 });
    expect((await post(`/back-office/orders/${other.orderNumber}/cash`, manager0.token)).status).toBe(404);
    expect((await post(`/back-office/orders/${'A'.repeat(41)}/cash`, admin.token)).status).toBe(422);
    const card = await placedOrder(app, customer.id, { paymentMethod: 'card' });
    expect((await post(`/back-office/orders/${card.orderNumber}/cash`, admin.token)).status).toBe(409);
    const cancelled = await placedOrder(app, customer.id, { status: 'cancelled' });
    expect((await post(`/back-office/orders/${cancelled.orderNumber}/cash`, admin.token)).status).toBe(409);
  });
});

describe('POST /back-office/orders/bulk-pack', () => {
  it('packs each order on its own and lists those refused with why', async () => {
    const a = await placedOrder(app, customer.id);
    const b = await placedOrder(app, customer.id, { status: 'packed' });
    const c = await placedOrder(app, customer.id);
    const pickup = await placedOrder(app, customer.id, { store: store0 });
    const answer = await post('/back-office/orders/bulk-pack', admin.token, { order_numbers: [a.orderNumber, b.orderNumber, 'AUR-NOSUCH', pickup.orderNumber, c.orderNumber] });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      packed: [a.orderNumber, c.orderNumber],
      refused: [
        { order_number: b.orderNumber, message: 'This order is packed; it cannot be marked packed now.' },
        { order_number: 'AUR-NOSUCH', message: 'Order not found.' },
        { order_number: pickup.orderNumber, message: 'This order is confirmed; it cannot be marked packed now.' },
      ],
    });
    expect((await rowOf(a.id)).status).toBe('packed');
    expect((await rowOf(c.id)).status).toBe('packed');
  });

  it('refuses a manager the delivery orders as not found; 401, 403, 422 over 100 orders', async () => {
    const delivery = await placedOrder(app, customer.id);
    const answer = await post('/back-office/orders/bulk-pack', manager0.token, { order_numbers: [delivery.orderNumber] });
    expect(answer.body).toEqual({ packed: [], refused: [{ order_number: delivery.orderNumber, message: 'Order not found.' }] });
    expect((await post('/back-office/orders/bulk-pack', undefined, { order_numbers: ['x'] })).status).toBe(401);
    expect((await post('/back-office/orders/bulk-pack', shopToken, { order_numbers: ['x'] })).status).toBe(403);
    expect((await post('/back-office/orders/bulk-pack', counter0.token, { order_numbers: ['x'] })).status).toBe(403);
    const many = Array.from({ length: 101 }, (_, i) => `AUR-${i}`);
    expect((await post('/back-office/orders/bulk-pack', admin.token, { order_numbers: many })).status).toBe(422);
    expect((await post('/back-office/orders/bulk-pack', admin.token, { order_numbers: [] })).status).toBe(422);
  });
});
