import type { CheckoutSummary, Order } from '@aurelia/contracts';
import { formatInrMinor, fromMinorUnits, priceCheckout } from '@aurelia/domain';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { newShopper, seededProducts } from '../cart/cart.test-fixture';
import { STORE_CLOSED_MESSAGE } from './checkout-service';
import { KEY_REUSED_MESSAGE } from '../idempotency/idempotency-keys';
import { ORDER_NUMBER_PATTERN } from './order-number';
import { HOME, checkout, fillCart, firstStore, newKey, send, setStock, stockOf } from './checkout.test-fixture';
import { cartItems, mailOutbox, orders } from '../db/schema/index';
import { REPLACED_NOTE } from '../orders/replace-pending-orders';
import { buildTestApp } from '../test/build-test-app';

let app: FastifyInstance;
let seeded: Awaited<ReturnType<typeof seededProducts>>;
let store: Awaited<ReturnType<typeof firstStore>>;

beforeAll(async () => {
  ({ app } = await buildTestApp());
  seeded = await seededProducts(app);
  store = await firstStore(app);
});
afterAll(async () => {
  await app?.close();
});
beforeEach(async () => {
  await app.settings.upsert([
    { key: 'is_store_open', value: 'true' },
    { key: 'shipping_fee_rupees', value: '250' },
    { key: 'shipping_free_above_rupees', value: '25000' },
  ]);
});

/** A new shopper with a saved address and `lines` in the server cart. */
async function shopperWithCart(lines: readonly { id: number; quantity: number }[]) {
  const shopper = await newShopper(app);
  const saved = await send(app, 'POST', '/addresses', { token: shopper.token, body: HOME });
  expect(saved.status, JSON.stringify(saved.body)).toBe(201);
  await fillCart(app, shopper.id, lines);
  return { ...shopper, addressId: (saved.body['data'] as { id: number }).id };
}

const summaryOf = async (token: string, query = '') => {
  const answer = await send(app, 'GET', `/checkout/summary${query}`, { token });
  return { status: answer.status, body: answer.body, data: answer.body['data'] as CheckoutSummary };
};
const orderOf = (body: Record<string, unknown>) => body['data'] as Order;

describe('GET /api/v1/checkout/summary', () => {
  it('prices the server cart exactly as libs/domain priceCheckout does, shipping by the settings', async () => {
    const lines = [
      { id: seeded.plentiful.id, quantity: 2 },
      { id: seeded.other.id, quantity: 1 },
    ];
    const shopper = await shopperWithCart(lines);
    const subtotalMinor = seeded.plentiful.priceMinor * 2 + seeded.other.priceMinor;
    // Free shipping just above this cart, so the fee applies.
    await app.settings.upsert([{ key: 'shipping_free_above_rupees', value: String(fromMinorUnits(subtotalMinor) + 1) }]);
    const expected = priceCheckout({
      lines: [
        { unitPriceMinor: seeded.plentiful.priceMinor, quantity: 2, unitGstMinor: seeded.plentiful.gstMinor },
        { unitPriceMinor: seeded.other.priceMinor, quantity: 1, unitGstMinor: seeded.other.gstMinor },
      ],
      fulfilment: 'delivery',
      shipping: { feeMinor: 25_000, freeFromMinor: subtotalMinor + 100 },
      coins: { requested: 0, balance: 0, terms: { valueMinorPerCoin: 100, maxShareBp: 0 } },
      giftCardBalanceMinor: 0,
    });
    // Whole rupees, its GST the pieces' own as their breakups computed it.
    expect([subtotalMinor % 100, expected.total % 100]).toEqual([0, 0]);
    expect(expected.gstIncluded).toBe(seeded.plentiful.gstMinor * 2 + seeded.other.gstMinor);
    const { status, data } = await summaryOf(shopper.token);
    expect(status).toBe(200);
    expect(data).toMatchObject({
      fulfilment: 'delivery',
      store: null,
      item_count: 3,
      subtotal: fromMinorUnits(expected.subtotal),
      gst_included: fromMinorUnits(expected.gstIncluded),
      shipping: 250,
      total: fromMinorUnits(expected.total),
      shipping_fee: 250,
      store_open: true,
      can_place_order: true,
    });
    expect(data.lines.map((line) => [line.item_id, line.quantity, line.unit_price, line.line_total, line.is_available])).toEqual([
      [seeded.plentiful.id, 2, fromMinorUnits(seeded.plentiful.priceMinor), fromMinorUnits(seeded.plentiful.priceMinor * 2), true],
      [seeded.other.id, 1, fromMinorUnits(seeded.other.priceMinor), fromMinorUnits(seeded.other.priceMinor), true],
    ]);
    expect(data).not.toHaveProperty('coins');
    // A gift card is previewed only by POST /checkout/summary: codes never travel in URLs.
    expect(data.gift_card).toBeNull();
  });

  it('charges no shipping at or above the free threshold, nor for pick-up at a store', async () => {
    const shopper = await shopperWithCart([{ id: seeded.other.id, quantity: 1 }]);
    await app.settings.upsert([{ key: 'shipping_free_above_rupees', value: String(fromMinorUnits(seeded.other.priceMinor)) }]);
    expect((await summaryOf(shopper.token)).data.shipping).toBe(0);
    await app.settings.upsert([{ key: 'shipping_free_above_rupees', value: '1000000000' }]);
    expect((await summaryOf(shopper.token)).data.shipping).toBe(250);
    const pickup = await summaryOf(shopper.token, `?fulfilment=pickup&store=${store.slug}`);
    expect(pickup.data).toMatchObject({ shipping: 0, store: { slug: store.slug, name: store.name }, can_place_order: true });
  });

  it('says which lines cannot be bought now, and that the order cannot be placed', async () => {
    const shopper = await shopperWithCart([
      { id: seeded.soldOut.id, quantity: 1 },
      { id: seeded.preorder.id, quantity: 3 },
    ]);
    const { data } = await summaryOf(shopper.token);
    expect(data.lines.map((line) => [line.item_id, line.is_available])).toEqual([
      [seeded.soldOut.id, false],
      [seeded.preorder.id, true],
    ]);
    expect(data.can_place_order).toBe(false);
  });

  it('answers 422 with a clear message for an empty cart', async () => {
    const shopper = await newShopper(app);
    const { status, body } = await summaryOf(shopper.token);
    expect(status).toBe(422);
    expect(body['message']).toMatch(/cart is empty/);
  });

  it('answers 422 for an unknown fulfilment or store, and 401 without a token', async () => {
    const shopper = await shopperWithCart([{ id: seeded.other.id, quantity: 1 }]);
    expect((await summaryOf(shopper.token, '?fulfilment=drone')).status).toBe(422);
    const unknown = await summaryOf(shopper.token, '?fulfilment=pickup&store=atlantis');
    expect(unknown.status).toBe(422);
    expect(unknown.body['errors']).toHaveProperty('store');
    expect(await send(app, 'GET', '/checkout/summary')).toEqual({ status: 401, body: { message: 'Unauthenticated.' } });
  });
});

describe('POST /api/v1/checkout', () => {
  it('places a card order: priced from the database, stock reserved, pending payment until the reservation ends', async () => {
    const shopper = await shopperWithCart([{ id: seeded.plentiful.id, quantity: 2 }]);
    const before = await stockOf(app, seeded.plentiful.id);
    const summary = (await summaryOf(shopper.token)).data;
    const started = Date.now();
    const { status, body } = await checkout(app, shopper.token, {
      fulfilment: 'delivery',
      address_id: shopper.addressId,
      payment_method: 'card',
      // Whatever prices a client sends are not read.
      total: 1,
      lines: [{ item_id: seeded.plentiful.id, price: 1 }],
    });
    expect(status, JSON.stringify(body)).toBe(201);
    const order = orderOf(body);
    expect(order.order_number).toMatch(ORDER_NUMBER_PATTERN);
    expect(order).toMatchObject({
      status: 'pending_payment',
      payment_status: 'pending',
      payment_method: 'card',
      fulfilment: 'delivery',
      subtotal: summary.subtotal,
      gst_included: summary.gst_included,
      shipping: summary.shipping,
      total: summary.total,
      item_count: 2,
      delivery_address: { name: HOME.name, line1: HOME.line1, pincode: HOME.pincode },
      pickup_store: null,
    });
    expect(order.lines).toEqual([
      expect.objectContaining({
        product_id: seeded.plentiful.id,
        quantity: 2,
        unit_price: fromMinorUnits(seeded.plentiful.priceMinor),
        line_total: fromMinorUnits(seeded.plentiful.priceMinor * 2),
        is_preorder: false,
        price_breakup: expect.objectContaining({ total: fromMinorUnits(seeded.plentiful.priceMinor) }),
      }),
    ]);
    const reservedFor = Date.parse(order.reserved_until ?? '') - started;
    expect(reservedFor).toBeGreaterThan(29 * 60_000);
    expect(reservedFor).toBeLessThanOrEqual(31 * 60_000);
    expect(order.timeline).toEqual([expect.objectContaining({ status: 'pending_payment' })]);
    expect(order).not.toHaveProperty('next_action');
    expect(await stockOf(app, seeded.plentiful.id)).toBe(before - 2);
    expect(order.payment).toMatchObject({ status: 'pending', method: 'card', amount: order.total, pay_url: expect.stringMatching(new RegExp(`^/sandbox-pay/${order.payment?.id}\\?expires=`)) });
    // The cart stays until the payment succeeds.
    const [left] = await app.db.select({ n: count() }).from(cartItems).where(eq(cartItems.userId, shopper.id));
    expect(left?.n).toBe(1);
  });

  it('confirms a cash order for pick-up, with payment due, and empties the cart', async () => {
    const shopper = await shopperWithCart([{ id: seeded.other.id, quantity: 1 }]);
    const { status, body } = await checkout(app, shopper.token, { fulfilment: 'pickup', store: store.slug, payment_method: 'cash' });
    expect(status, JSON.stringify(body)).toBe(201);
    expect(orderOf(body)).toMatchObject({
      status: 'confirmed',
      payment_status: 'due',
      shipping: 0,
      reserved_until: null,
      pickup_store: { slug: store.slug },
      delivery_address: null,
    });
    const [left] = await app.db.select({ n: count() }).from(cartItems).where(eq(cartItems.userId, shopper.id));
    expect(left?.n).toBe(0);
  });

  it('mails a cash order’s confirmation once, with what to pay on delivery; a repeat of the request mails nothing more', async () => {
    const shopper = await shopperWithCart([{ id: seeded.other.id, quantity: 1 }]);
    const key = newKey();
    const body = { fulfilment: 'delivery', address_id: shopper.addressId, payment_method: 'cash' } as const;
    const first = await checkout(app, shopper.token, body, key);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect((await checkout(app, shopper.token, body, key)).status).toBe(200);
    const order = orderOf(first.body);
    const mails = await app.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, shopper.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain(order.order_number);
    expect(mails[0]?.bodyText).toContain(`Please pay ${formatInrMinor(Math.round(order.total * 100))} in cash on delivery.`);
    expect(mails[0]?.bodyText).toContain(`1 × ${seeded.other.name}`);
  });

  it('allows a pre-order beyond stock, taking only what stock there is', async () => {
    await setStock(app, seeded.preorder.id, 1, true);
    const shopper = await shopperWithCart([{ id: seeded.preorder.id, quantity: 3 }]);
    const { status, body } = await checkout(app, shopper.token, { fulfilment: 'delivery', address_id: shopper.addressId, payment_method: 'wallet' });
    expect(status, JSON.stringify(body)).toBe(201);
    expect(orderOf(body).lines[0]).toMatchObject({ quantity: 3, is_preorder: true });
    expect(await stockOf(app, seeded.preorder.id)).toBe(0);
  });

  it('refuses with 409 naming the piece when stock is short, and changes nothing', async () => {
    await setStock(app, seeded.scarce.id, 2);
    const shopper = await shopperWithCart([
      { id: seeded.other.id, quantity: 1 },
      { id: seeded.scarce.id, quantity: 3 },
    ]);
    const otherBefore = await stockOf(app, seeded.other.id);
    const key = newKey();
    const { status, body } = await checkout(app, shopper.token, { fulfilment: 'delivery', address_id: shopper.addressId, payment_method: 'card' }, key);
    expect(status).toBe(409);
    expect(body['message']).toBe(`Only 2 of ${seeded.scarce.name} left; your cart holds 3.`);
    expect(await stockOf(app, seeded.other.id)).toBe(otherBefore);
    expect(await stockOf(app, seeded.scarce.id)).toBe(2);
    const [placed] = await app.db.select({ n: count() }).from(orders).where(eq(orders.userId, shopper.id));
    expect(placed?.n).toBe(0);
    // The key was not used up by the refusal: once the cart is fixed, the same key places the order.
    await app.db.update(cartItems).set({ quantity: 2 }).where(eq(cartItems.itemId, seeded.scarce.id));
    const retried = await checkout(app, shopper.token, { fulfilment: 'delivery', address_id: shopper.addressId, payment_method: 'card' }, key);
    expect(retried.status).toBe(201);
  });

  it('refuses with 422 two of a one-of-a-kind piece, naming it, which the summary shows unavailable, and changes nothing', async () => {
    const shopper = await shopperWithCart([
      { id: seeded.other.id, quantity: 1 },
      { id: seeded.unique.id, quantity: 2 },
    ]);
    const uniqueBefore = await stockOf(app, seeded.unique.id);
    const { data } = await summaryOf(shopper.token);
    expect(data.lines[1]).toMatchObject({ item_id: seeded.unique.id, is_available: false });
    expect(data.can_place_order).toBe(false);
    const { status, body } = await checkout(app, shopper.token, { fulfilment: 'delivery', address_id: shopper.addressId, payment_method: 'card' });
    expect(status, JSON.stringify(body)).toBe(422);
    expect(body['message']).toBe(`${seeded.unique.name} is one of a kind: a bag holds only one.`);
    expect(await stockOf(app, seeded.unique.id)).toBe(uniqueBefore);
    const [placed] = await app.db.select({ n: count() }).from(orders).where(eq(orders.userId, shopper.id));
    expect(placed?.n).toBe(0);
  });

  it('refuses with 409 a cart holding a product gone from the catalogue, which the summary shows unavailable', async () => {
    const shopper = await shopperWithCart([
      { id: seeded.other.id, quantity: 1 },
      { id: 987_654, quantity: 1 },
    ]);
    const { data } = await summaryOf(shopper.token);
    expect(data.lines[1]).toMatchObject({ item_id: 987_654, slug: null, is_available: false, line_total: 0 });
    expect(data).toMatchObject({ subtotal: fromMinorUnits(seeded.other.priceMinor), can_place_order: false });
    const { status, body } = await checkout(app, shopper.token, { fulfilment: 'delivery', address_id: shopper.addressId, payment_method: 'card' });
    expect(status).toBe(409);
    expect(body['message']).toMatch(/no longer sold/);
  });

  it('refuses with 409 while the store is closed', async () => {
    const shopper = await shopperWithCart([{ id: seeded.other.id, quantity: 1 }]);
    await app.settings.upsert([{ key: 'is_store_open', value: 'false' }]);
    const { status, body } = await checkout(app, shopper.token, { fulfilment: 'delivery', address_id: shopper.addressId, payment_method: 'cash' });
    expect(status).toBe(409);
    expect(body['message']).toBe(STORE_CLOSED_MESSAGE);
    expect((await summaryOf(shopper.token)).data).toMatchObject({ store_open: false, can_place_order: false });
  });

  describe('with an Idempotency-Key', () => {
    it('answers a repeat of the same request with the same order (200), reserving stock once', async () => {
      const shopper = await shopperWithCart([{ id: seeded.plentiful.id, quantity: 1 }]);
      const before = await stockOf(app, seeded.plentiful.id);
      const key = newKey();
      const body = { fulfilment: 'delivery', address_id: shopper.addressId, payment_method: 'bank' } as const;
      const first = await checkout(app, shopper.token, body, key);
      const again = await checkout(app, shopper.token, body, key);
      expect([first.status, again.status]).toEqual([201, 200]);
      expect(orderOf(again.body).order_number).toBe(orderOf(first.body).order_number);
      const together = await Promise.all([checkout(app, shopper.token, body, key), checkout(app, shopper.token, body, key)]);
      expect(together.map((answer) => orderOf(answer.body).order_number)).toEqual([orderOf(first.body).order_number, orderOf(first.body).order_number]);
      expect(await stockOf(app, seeded.plentiful.id)).toBe(before - 1);
    });

    it('refuses the same key with a different body (422, saying so)', async () => {
      const shopper = await shopperWithCart([{ id: seeded.plentiful.id, quantity: 1 }]);
      const key = newKey();
      await checkout(app, shopper.token, { fulfilment: 'delivery', address_id: shopper.addressId, payment_method: 'card' }, key);
      const other = await checkout(app, shopper.token, { fulfilment: 'delivery', address_id: shopper.addressId, payment_method: 'cash' }, key);
      expect(other.status).toBe(422);
      expect(other.body['message']).toBe(KEY_REUSED_MESSAGE);
    });

    it('keeps keys per user: two shoppers may send the same key', async () => {
      const key = newKey();
      const asha = await shopperWithCart([{ id: seeded.plentiful.id, quantity: 1 }]);
      const ravi = await shopperWithCart([{ id: seeded.plentiful.id, quantity: 1 }]);
      const a = await checkout(app, asha.token, { fulfilment: 'delivery', address_id: asha.addressId, payment_method: 'card' }, key);
      const r = await checkout(app, ravi.token, { fulfilment: 'delivery', address_id: ravi.addressId, payment_method: 'card' }, key);
      expect([a.status, r.status]).toEqual([201, 201]);
      expect(orderOf(a.body).order_number).not.toBe(orderOf(r.body).order_number);
    });

    it('is required, 8 to 100 characters (422 otherwise)', async () => {
      const shopper = await shopperWithCart([{ id: seeded.plentiful.id, quantity: 1 }]);
      const body = { fulfilment: 'delivery', address_id: shopper.addressId, payment_method: 'card' };
      for (const key of [null, 'short', 'x'.repeat(101)]) {
        const answer = await checkout(app, shopper.token, body, key);
        expect(answer.status, String(key)).toBe(422);
        expect(answer.body['errors']).toHaveProperty('idempotency-key');
      }
    });
  });

  it('answers 422 with field errors for bad input, never a 500', async () => {
    const shopper = await shopperWithCart([{ id: seeded.plentiful.id, quantity: 1 }]);
    const cases: [Record<string, unknown>, string][] = [
      [{ fulfilment: 'delivery', payment_method: 'card' }, 'address_id'],
      [{ fulfilment: 'pickup', payment_method: 'card' }, 'store'],
      [{ fulfilment: 'delivery', address_id: shopper.addressId, payment_method: 'cheque' }, 'payment_method'],
      [{ fulfilment: 'teleport', address_id: shopper.addressId, payment_method: 'card' }, 'fulfilment'],
      [{ fulfilment: 'delivery', address_id: 99_999_999_999, payment_method: 'card' }, 'address_id'],
      [{ fulfilment: 'pickup', store: 'atlantis', payment_method: 'card' }, 'store'],
    ];
    for (const [body, field] of cases) {
      const answer = await checkout(app, shopper.token, body);
      expect(answer.status, JSON.stringify(body)).toBe(422);
      expect(answer.body['errors'], JSON.stringify(body)).toHaveProperty(field);
    }
  });

  it('will not deliver to another shopper’s address (422), nor order an empty cart (422)', async () => {
    const asha = await shopperWithCart([{ id: seeded.plentiful.id, quantity: 1 }]);
    const ravi = await shopperWithCart([]);
    const theft = await checkout(app, ravi.token, { fulfilment: 'delivery', address_id: asha.addressId, payment_method: 'cash' });
    expect(theft.status).toBe(422);
    expect(theft.body['errors']).toHaveProperty('address_id');
    const empty = await checkout(app, ravi.token, { fulfilment: 'delivery', address_id: ravi.addressId, payment_method: 'cash' });
    expect(empty.status).toBe(422);
    expect(empty.body['message']).toMatch(/cart is empty/);
  });

  it('answers 401 without a token', async () => {
    const answer = await checkout(app, undefined, { fulfilment: 'pickup', store: store.slug, payment_method: 'cash' });
    expect(answer).toEqual({ status: 401, body: { message: 'Unauthenticated.' } });
  });
});

describe('GET /api/v1/orders and /orders/{orderNumber}', () => {
  it('lists the shopper’s orders newest first, paginated, and shows one with lines and timeline', async () => {
    const shopper = await shopperWithCart([{ id: seeded.other.id, quantity: 1 }]);
    const numbers: string[] = [];
    // Three visits that each pay another way (the same submit again within moments would be the same order).
    for (const method of ['card', 'bank', 'wallet']) {
      const placed = await checkout(app, shopper.token, { fulfilment: 'delivery', address_id: shopper.addressId, payment_method: method });
      numbers.push(orderOf(placed.body).order_number);
    }
    const page1 = await send(app, 'GET', '/orders?per_page=2', { token: shopper.token });
    expect(page1.status).toBe(200);
    expect((page1.body['data'] as { order_number: string }[]).map((order) => order.order_number)).toEqual([numbers[2], numbers[1]]);
    expect(page1.body['meta']).toEqual({ current_page: 1, last_page: 2, per_page: 2, total: 3 });
    const page2 = await send(app, 'GET', '/orders?per_page=2&page=2', { token: shopper.token });
    expect((page2.body['data'] as { order_number: string }[]).map((order) => order.order_number)).toEqual([numbers[0]]);

    const one = await send(app, 'GET', `/orders/${numbers[0]}`, { token: shopper.token });
    expect(one.status).toBe(200);
    expect(orderOf(one.body)).toMatchObject({ order_number: numbers[0], item_count: 1, lines: [{ product_id: seeded.other.id }] });
    // Each order from the same bag replaced the one before it, still waiting for payment.
    expect(orderOf(one.body).timeline.map((event) => event.status)).toEqual(['pending_payment', 'cancelled']);
    expect(orderOf(one.body).timeline.at(-1)?.note).toBe(REPLACED_NOTE(numbers[1] ?? ''));
  });

  it('never shows another shopper’s order (404), and needs a token (401)', async () => {
    const asha = await shopperWithCart([{ id: seeded.other.id, quantity: 1 }]);
    const ravi = await newShopper(app);
    const placed = await checkout(app, asha.token, { fulfilment: 'pickup', store: store.slug, payment_method: 'cash' });
    const number = orderOf(placed.body).order_number;
    const peek = await send(app, 'GET', `/orders/${number}`, { token: ravi.token });
    expect(peek).toEqual({ status: 404, body: { message: 'Order not found.' } });
    expect((await send(app, 'GET', '/orders', { token: ravi.token })).body['data']).toEqual([]);
    expect((await send(app, 'GET', '/orders/AUR-NOPE', { token: ravi.token })).status).toBe(404);
    expect((await send(app, 'GET', '/orders')).status).toBe(401);
    expect((await send(app, 'GET', `/orders/${number}`)).status).toBe(401);
  });

  it('answers 422 for a bad page', async () => {
    const shopper = await newShopper(app);
    for (const query of ['page=0', 'per_page=51', 'page=abc']) {
      expect((await send(app, 'GET', `/orders?${query}`, { token: shopper.token })).status, query).toBe(422);
    }
  });
});

describe('OpenAPI', () => {
  it('documents the checkout, order and address endpoints', async () => {
    const answer = await app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = Object.keys((answer.json() as { paths: Record<string, unknown> }).paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/v1/checkout/summary',
        '/api/v1/checkout',
        '/api/v1/orders',
        '/api/v1/orders/{orderNumber}',
        '/api/v1/addresses',
        '/api/v1/addresses/{id}',
      ]),
    );
    const placing = (answer.json() as { paths: Record<string, { post: { parameters?: { in: string; name: string; required?: boolean }[]; responses: Record<string, unknown> } }> }).paths['/api/v1/checkout']?.post;
    expect(placing?.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ in: 'header', name: 'idempotency-key', required: true })]));
    expect(Object.keys(placing?.responses ?? {})).toEqual(expect.arrayContaining(['200', '201', '401', '409', '422']));
  });
});
