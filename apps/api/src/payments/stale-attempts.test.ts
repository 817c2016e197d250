import type { GiftCardPurchaseResponse, GoldPlanSubscription, GoldPlanTransaction, Order } from '@aurelia/contracts';
import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { freezeClock } from '../test/appointment-helpers';
import { newShopper, seededProducts } from '../cart/cart.test-fixture';
import { checkout, fillCart, firstStore, newKey, send, setStock, stockOf } from '../checkout/checkout.test-fixture';
import { giftCards, orderEvents, orders, payments } from '../db/schema/index';
import { releaseExpiredReservations } from '../orders/release-reservations';
import { buildTestApp, TEST_TODAY } from '../test/build-test-app';
import { TIMED_OUT_REASON } from './payment-attempts';
import { expireStaleAttempts } from './stale-attempts';

let app: FastifyInstance;

beforeAll(async () => {
  // Two sweeps at once need a connection each on PostgreSQL.
  ({ app } = await buildTestApp({ poolSize: 6 }));
});
afterAll(async () => {
  await app?.close();
});
afterEach(() => {
  vi.useRealTimers();
});

/** Dates an attempt back by `minutes` (the sweeper reads the database's clock). */
async function age(paymentId: string, minutes: number) {
  await app.db
    .update(payments)
    .set({ createdAt: sql`${payments.createdAt} - make_interval(mins => ${minutes})` })
    .where(eq(payments.id, paymentId));
}

/** Two sweeps at once, as two API processes would run them; their results added up. */
async function sweepTwiceAtOnce() {
  const runs = await Promise.all([expireStaleAttempts(app.db, new Date()), expireStaleAttempts(app.db, new Date())]);
  return { giftCards: runs[0].giftCards + runs[1].giftCards, instalments: runs[0].instalments + runs[1].instalments };
}

describe('the sweeper closes payment attempts left unanswered', () => {
  it('cancels a gift card purchase whose attempt is 30 minutes old, once, and leaves a fresh one alone', async () => {
    const shopper = await newShopper(app);
    const buy = () =>
      send(app, 'POST', '/giftcards/checkout', {
        token: shopper.token,
        body: { design: 'gold', amount: 5000, recipient_name: 'Meera Iyer', recipient_email: `meera-${newKey()}@example.com`, payment_method: 'card' },
        headers: { 'idempotency-key': newKey() },
      });
    const [stale, fresh] = (await Promise.all([buy(), buy()])).map((answer) => answer.body['data'] as GiftCardPurchaseResponse['data']);
    await age(stale?.payment.id ?? '', 31);

    expect(await sweepTwiceAtOnce()).toEqual({ giftCards: 1, instalments: 0 });
    const rows = await app.db.select().from(payments).where(inArray(payments.id, [stale?.payment.id ?? '', fresh?.payment.id ?? '']));
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(stale?.payment.id ?? '')).toMatchObject({ status: 'cancelled', failureReason: TIMED_OUT_REASON, payUrl: null });
    expect(byId.get(fresh?.payment.id ?? '')).toMatchObject({ status: 'pending' });
    const [card] = await app.db.select({ status: giftCards.status }).from(giftCards).where(eq(giftCards.id, stale?.gift_card.id ?? 0));
    expect(card?.status).toBe('cancelled');
    expect(await sweepTwiceAtOnce()).toEqual({ giftCards: 0, instalments: 0 });
  });

  it('closes a stale instalment attempt, and the instalment can be paid with a new one', async () => {
    freezeClock(new Date(`${TEST_TODAY}T06:30:00.000Z`));
    const shopper = await newShopper(app);
    const joined = await send(app, 'POST', '/gold-plan/subscribe', {
      token: shopper.token,
      body: { plan: 'swarna-10-plus-1', instalment_amount: 1500 },
      headers: { 'idempotency-key': newKey() },
    });
    expect(joined.status, JSON.stringify(joined.body)).toBe(201);
    const instalment = (joined.body['data'] as GoldPlanSubscription).schedule[0]?.uuid ?? '';
    const pay = () => send(app, 'POST', `/gold-plan/payments/${instalment}/pay`, { token: shopper.token, body: { payment_method: 'card' }, headers: { 'idempotency-key': newKey() } });
    const first = await pay();
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const [attempt] = await app.db.select({ id: payments.id }).from(payments).where(eq(payments.userId, shopper.id));
    await age(attempt?.id ?? '', 31);

    expect(await sweepTwiceAtOnce()).toEqual({ giftCards: 0, instalments: 1 });
    const [closed] = await app.db.select().from(payments).where(eq(payments.id, attempt?.id ?? ''));
    expect(closed).toMatchObject({ status: 'cancelled', failureReason: TIMED_OUT_REASON });
    const again = await pay();
    expect(again.status, JSON.stringify(again.body)).toBe(201);
    expect((again.body['data'] as GoldPlanTransaction).transaction_number).not.toBe((first.body['data'] as GoldPlanTransaction).transaction_number);
  });
});

describe('releasing expired reservations from several processes at once', () => {
  it('cancels each expired order once, with one line in its history, and returns its stock once', async () => {
    const product = (await seededProducts(app)).plentiful;
    await setStock(app, product.id, 20);
    const store = await firstStore(app);
    const numbers: string[] = [];
    for (let i = 0; i < 6; i++) {
      const shopper = await newShopper(app);
      await fillCart(app, shopper.id, [{ id: product.id, quantity: 1 }]);
      const placed = await checkout(app, shopper.token, { fulfilment: 'pickup', store: store.slug, payment_method: 'card' });
      expect(placed.status, JSON.stringify(placed.body)).toBe(201);
      numbers.push((placed.body['data'] as Order).order_number);
    }
    expect(await stockOf(app, product.id)).toBe(14);
    const later = new Date(Date.now() + 24 * 60 * 60_000);

    const runs = await Promise.all([releaseExpiredReservations(app.db, later), releaseExpiredReservations(app.db, later), releaseExpiredReservations(app.db, later)]);
    const released = runs.flat();
    expect(released.filter((number) => numbers.includes(number)).sort()).toEqual([...numbers].sort());
    expect(new Set(released).size).toBe(released.length);
    expect(await stockOf(app, product.id)).toBe(20);
    const events = await app.db
      .select({ orderId: orderEvents.orderId })
      .from(orderEvents)
      .innerJoin(orders, eq(orders.id, orderEvents.orderId))
      .where(sql`${orders.orderNumber} in ${numbers} and ${orderEvents.status} = 'cancelled'`);
    expect(events).toHaveLength(numbers.length);
  });
});
