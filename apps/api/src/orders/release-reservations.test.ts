import type { Order } from '@aurelia/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newShopper, seededProducts } from '../cart/cart.test-fixture';
import { checkout, fillCart, firstStore, send, setStock, stockOf } from '../checkout/checkout.test-fixture';
import { orders } from '../db/schema/index';
import { buildTestApp } from '../test/build-test-app';
import { RESERVATION_EXPIRED_NOTE, releaseExpiredReservations } from './release-reservations';

let app: FastifyInstance;
let seeded: Awaited<ReturnType<typeof seededProducts>>;
let storeSlug: string;

beforeAll(async () => {
  ({ app } = await buildTestApp());
  seeded = await seededProducts(app);
  storeSlug = (await firstStore(app)).slug;
});
afterAll(async () => {
  await app?.close();
});

/** A shopper's unpaid card order of `quantity` pieces of product `id`. */
async function unpaidOrder(id: number, quantity: number, method: 'card' | 'cash' = 'card') {
  const shopper = await newShopper(app);
  await fillCart(app, shopper.id, [{ id, quantity }]);
  const placed = await checkout(app, shopper.token, { fulfilment: 'pickup', store: storeSlug, payment_method: method });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  return { token: shopper.token, order: placed.body['data'] as Order };
}

describe('releasing the stock of unpaid orders (fake clock)', () => {
  it('does nothing before reserved_until, then cancels the order and puts its stock back, once', async () => {
    await setStock(app, seeded.scarce.id, 3);
    const { token, order } = await unpaidOrder(seeded.scarce.id, 2);
    expect(await stockOf(app, seeded.scarce.id)).toBe(1);
    const until = new Date(order.reserved_until ?? '');

    expect(await releaseExpiredReservations(app.db, new Date(until.getTime() - 1))).toEqual([]);
    expect(await stockOf(app, seeded.scarce.id)).toBe(1);

    expect(await releaseExpiredReservations(app.db, until)).toEqual([order.order_number]);
    expect(await stockOf(app, seeded.scarce.id)).toBe(3);
    const shown = (await send(app, 'GET', `/orders/${order.order_number}`, { token })).body['data'] as Order;
    expect(shown).toMatchObject({ status: 'cancelled', payment_status: 'cancelled', reserved_until: null });
    expect(shown.timeline.map((event) => event.status)).toEqual(['pending_payment', 'cancelled']);
    expect(shown.timeline[1]?.note).toBe(RESERVATION_EXPIRED_NOTE);

    // Safe to run again, and twice at once: the stock comes back only once.
    const later = new Date(until.getTime() + 60 * 60_000);
    expect(await Promise.all([releaseExpiredReservations(app.db, later), releaseExpiredReservations(app.db, later)])).toEqual([[], []]);
    expect(await stockOf(app, seeded.scarce.id)).toBe(3);
  });

  it('returns only what came from stock for a pre-order, and leaves cash orders alone', async () => {
    await setStock(app, seeded.preorder.id, 1, true);
    const preorder = await unpaidOrder(seeded.preorder.id, 4);
    expect(await stockOf(app, seeded.preorder.id)).toBe(0);
    await setStock(app, seeded.other.id, 5);
    const cash = await unpaidOrder(seeded.other.id, 1, 'cash');
    expect(await stockOf(app, seeded.other.id)).toBe(4);

    const released = await releaseExpiredReservations(app.db, new Date(Date.now() + 24 * 60 * 60_000));
    expect(released).toContain(preorder.order.order_number);
    expect(released).not.toContain(cash.order.order_number);
    expect(await stockOf(app, seeded.preorder.id)).toBe(1);
    expect(await stockOf(app, seeded.other.id)).toBe(4);
    const [row] = await app.db.select({ status: orders.status }).from(orders).where(eq(orders.orderNumber, cash.order.order_number));
    expect(row?.status).toBe('confirmed');
  });

  it('runs on the app’s interval, which stops when the app closes', async () => {
    const { app: ticking } = await buildTestApp({ reservationReleaseIntervalMs: 20 });
    try {
      const products = await seededProducts(ticking);
      const shopper = await newShopper(ticking);
      await fillCart(ticking, shopper.id, [{ id: products.plentiful.id, quantity: 1 }]);
      const store = await firstStore(ticking);
      const placed = await checkout(ticking, shopper.token, { fulfilment: 'pickup', store: store.slug, payment_method: 'card' });
      const number = (placed.body['data'] as Order).order_number;
      await ticking.db.update(orders).set({ reservedUntil: new Date(Date.now() - 1000) }).where(eq(orders.orderNumber, number));
      await expect
        .poll(async () => (await ticking.db.select({ status: orders.status }).from(orders).where(eq(orders.orderNumber, number)))[0]?.status, {
          timeout: 5_000,
        })
        .toBe('cancelled');
    } finally {
      await ticking.close();
    }
  });
});
