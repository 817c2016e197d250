import type { Order } from '@aurelia/contracts';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { newShopper, seededProducts } from '../cart/cart.test-fixture';
import { checkout, fillCart, firstStore, stockOf } from './checkout.test-fixture';
import { cartItems, giftCards, orders } from '../db/schema/index';
import { activeGiftCard } from '../gift-cards/gift-cards.test-fixture';
import { REFUND_REPLACED_NOTE } from '../orders/order-payment-handler';
import { REPLACED_ATTEMPT_REASON, REPLACED_NOTE } from '../orders/replace-pending-orders';
import { callbackEvent, orderNow, paymentRow, postCallback } from '../payments/payments.test-fixture';
import { buildTestApp } from '../test/build-test-app';

let app: FastifyInstance;
let secret: string;
let seeded: Awaited<ReturnType<typeof seededProducts>>;
let store: Awaited<ReturnType<typeof firstStore>>;

beforeAll(async () => {
  const built = await buildTestApp();
  app = built.app;
  secret = built.config.paymentWebhookSecret;
  seeded = await seededProducts(app);
  store = await firstStore(app);
});
afterAll(async () => {
  await app?.close();
});
beforeEach(async () => {
  await app.settings.upsert([{ key: 'is_store_open', value: 'true' }]);
});

/**
 * Places a pick-up order from the shopper's bag, with a fresh Idempotency-Key (a new visit to checkout), and
 * dates it some minutes back: the next visit comes later (the same submit again within moments is the same
 * order, see same-bag-submits.test.ts).
 */
async function place(token: string, extra: { payment_method?: 'card' | 'cash'; gift_card_code?: string } = {}): Promise<Order> {
  const placed = await checkout(app, token, { fulfilment: 'pickup', store: store.slug, payment_method: 'card', ...extra });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  const order = placed.body['data'] as Order;
  await app.db.update(orders).set({ createdAt: sql`${orders.createdAt} - interval '5 minutes'` }).where(eq(orders.orderNumber, order.order_number));
  return order;
}

describe('placing an order again from the same bag while the first waits for payment', () => {
  it('replaces the first: it is cancelled, saying by which order, its attempt closed, and the pieces are held once', async () => {
    const shopper = await newShopper(app);
    await fillCart(app, shopper.id, [{ id: seeded.plentiful.id, quantity: 2 }]);
    const before = await stockOf(app, seeded.plentiful.id);
    const first = await place(shopper.token);
    const second = await place(shopper.token);

    expect(second.order_number).not.toBe(first.order_number);
    expect(second).toMatchObject({ status: 'pending_payment', payment_status: 'pending' });
    const replaced = await orderNow(app, shopper.token, first.order_number);
    expect(replaced).toMatchObject({ status: 'cancelled', payment_status: 'cancelled', payment: { status: 'cancelled', pay_url: null } });
    expect(replaced.timeline.at(-1)).toMatchObject({ status: 'cancelled', note: REPLACED_NOTE(second.order_number) });
    expect(await paymentRow(app, first.payment?.id ?? '')).toMatchObject({ status: 'cancelled', failureReason: REPLACED_ATTEMPT_REASON });
    expect(await stockOf(app, seeded.plentiful.id)).toBe(before - 2);
  });

  it('refunds a late payment of the replaced order instead of selling its pieces twice', async () => {
    const shopper = await newShopper(app);
    await fillCart(app, shopper.id, [{ id: seeded.plentiful.id, quantity: 1 }]);
    const before = await stockOf(app, seeded.plentiful.id);
    const first = await place(shopper.token);
    const second = await place(shopper.token);

    const late = await postCallback(app, secret, callbackEvent(first.payment?.id ?? '', 'paid'));
    expect(late.status, JSON.stringify(late.body)).toBe(200);
    const replaced = await orderNow(app, shopper.token, first.order_number);
    expect(replaced.status).toBe('cancelled');
    expect(replaced.timeline.at(-1)?.note).toBe(REFUND_REPLACED_NOTE(Math.round(first.total * 100)));
    expect(await orderNow(app, shopper.token, second.order_number)).toMatchObject({ status: 'pending_payment' });
    expect(await stockOf(app, seeded.plentiful.id)).toBe(before - 1);
    // The bag stays for the order that is still to be paid.
    expect(await app.db.select().from(cartItems).where(eq(cartItems.userId, shopper.id))).toHaveLength(1);
  });

  it('gives the gift card amount back first, so the new order (here paid in cash) can use the same card', async () => {
    const card = await activeGiftCard(app, 1_000_00);
    const shopper = await newShopper(app);
    await fillCart(app, shopper.id, [{ id: seeded.other.id, quantity: 1 }]);
    const first = await place(shopper.token, { gift_card_code: card.code });
    const second = await place(shopper.token, { gift_card_code: card.code, payment_method: 'cash' });

    expect([first.gift_card, second.gift_card]).toEqual([1000, 1000]);
    expect(second).toMatchObject({ status: 'confirmed', payment_status: 'due' });
    const [row] = await app.db.select().from(giftCards).where(eq(giftCards.id, card.id));
    expect(row?.balanceMinor).toBe(0);
    expect((await orderNow(app, shopper.token, first.order_number)).status).toBe('cancelled');
  });

  it('keeps an order holding a piece that is no longer in the bag: that is another purchase', async () => {
    const shopper = await newShopper(app);
    await fillCart(app, shopper.id, [{ id: seeded.plentiful.id, quantity: 1 }]);
    const first = await place(shopper.token);
    await app.db.delete(cartItems).where(eq(cartItems.userId, shopper.id));
    await fillCart(app, shopper.id, [{ id: seeded.other.id, quantity: 1 }]);
    await place(shopper.token);
    expect((await orderNow(app, shopper.token, first.order_number)).status).toBe('pending_payment');
  });

  it('leaves other shoppers’ orders alone', async () => {
    const asha = await newShopper(app);
    const ravi = await newShopper(app);
    await fillCart(app, asha.id, [{ id: seeded.plentiful.id, quantity: 1 }]);
    await fillCart(app, ravi.id, [{ id: seeded.plentiful.id, quantity: 1 }]);
    const ashas = await place(asha.token);
    await place(ravi.token);
    expect((await orderNow(app, asha.token, ashas.order_number)).status).toBe('pending_payment');
  });
});
