import type { GiftCardPurchaseResponse, Order } from '@aurelia/contracts';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newShopper, seededProducts } from '../cart/cart.test-fixture';
import { caratCoinEntries, giftCards, idempotencyKeys, orders, paymentEvents, payments } from '../db/schema/index';
import { callbackEvent, postCallback } from '../payments/payments.test-fixture';
import { buildTestApp } from '../test/build-test-app';
import { checkout, fillCart, firstStore, newKey, send, stockOf } from './checkout.test-fixture';

/** Submits of one bag at once, each with a key of its own (two tabs, a client that makes a key per click). */
const SUBMITS = 10;

let app: FastifyInstance;
let secret: string;
let storeSlug: string;
let seeded: Awaited<ReturnType<typeof seededProducts>>;

beforeAll(async () => {
  // Enough PostgreSQL connections for the ten submits to really run side by side.
  const built = await buildTestApp({ poolSize: SUBMITS + 2 });
  app = built.app;
  secret = built.config.paymentWebhookSecret;
  storeSlug = (await firstStore(app)).slug;
  seeded = await seededProducts(app);
});
afterAll(async () => {
  await app?.close();
});

/** What a plain 409 or a success looks like; anything else fails the test with its body. */
function expectOneOutcome(answers: { status: number; body: Record<string, unknown> }[]): Order[] {
  for (const answer of answers) {
    expect([200, 201, 409], JSON.stringify(answer.body)).toContain(answer.status);
    if (answer.status === 409) expect(answer.body['message']).toEqual(expect.any(String));
  }
  expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
  return answers.filter((answer) => answer.status < 300).map((answer) => answer.body['data'] as Order);
}

describe(`${SUBMITS} submits of the same bag at once, each with its own Idempotency-Key`, () => {
  it.each(['cash', 'card'] as const)('%s: one order; for card one payment attempt, one capture and one coin credit', async (method) => {
    const shopper = await newShopper(app);
    await fillCart(app, shopper.id, [{ id: seeded.plentiful.id, quantity: 1 }]);
    const before = await stockOf(app, seeded.plentiful.id);
    const body = { fulfilment: 'pickup', store: storeSlug, payment_method: method };

    const answers = await Promise.all(Array.from({ length: SUBMITS }, () => checkout(app, shopper.token, body)));
    const placed = expectOneOutcome(answers);
    expect(new Set(placed.map((order) => order.order_number)).size).toBe(1);
    const [placedOrders] = await app.db.select({ n: count() }).from(orders).where(eq(orders.userId, shopper.id));
    expect(placedOrders?.n).toBe(1);
    expect(await stockOf(app, seeded.plentiful.id)).toBe(before - 1);
    const keys = await app.db.select({ orderId: idempotencyKeys.orderId }).from(idempotencyKeys).where(eq(idempotencyKeys.userId, shopper.id));
    expect(keys.every((key) => key.orderId !== null)).toBe(true);

    const attempts = await app.db.select({ id: payments.id }).from(payments).where(eq(payments.userId, shopper.id));
    expect(attempts).toHaveLength(method === 'card' ? 1 : 0);
    // The provider captures every attempt any answer offered: only one exists, so one capture, one credit.
    const offered = [...new Set(placed.flatMap((order) => (order.payment ? [order.payment.id] : [])))];
    for (const paymentId of offered) expect((await postCallback(app, secret, callbackEvent(paymentId, 'paid'))).status).toBe(200);
    if (method === 'card') {
      const [captures] = await app.db
        .select({ n: count() })
        .from(paymentEvents)
        .where(and(inArray(paymentEvents.paymentId, attempts.map((attempt) => attempt.id)), eq(paymentEvents.effect, 'captured')));
      expect(captures?.n).toBe(1);
    }
    const [credits] = await app.db
      .select({ n: count() })
      .from(caratCoinEntries)
      .where(and(eq(caratCoinEntries.userId, shopper.id), eq(caratCoinEntries.kind, 'earned')));
    expect(credits?.n).toBe(method === 'card' ? 1 : 0);
  });

  it('a gift card bought 10 times at once: one card, one payment attempt', async () => {
    const shopper = await newShopper(app);
    const body = { design: 'gold', amount: 5000, recipient_name: 'Meera Iyer', recipient_email: `meera-${shopper.id}@example.com`, payment_method: 'card' };
    const answers = await Promise.all(
      Array.from({ length: SUBMITS }, () => send(app, 'POST', '/giftcards/checkout', { token: shopper.token, body, headers: { 'idempotency-key': newKey() } })),
    );
    for (const answer of answers) expect([200, 201], JSON.stringify(answer.body)).toContain(answer.status);
    const cards = new Set(answers.map((answer) => (answer.body['data'] as GiftCardPurchaseResponse['data']).gift_card.id));
    expect(cards.size).toBe(1);
    const [rows] = await app.db.select({ n: count() }).from(giftCards).where(eq(giftCards.purchaserUserId, shopper.id));
    expect(rows?.n).toBe(1);
    const [attempts] = await app.db.select({ n: count() }).from(payments).where(eq(payments.userId, shopper.id));
    expect(attempts?.n).toBe(1);
  });
});
