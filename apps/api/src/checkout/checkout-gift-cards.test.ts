import type { CheckoutSummary, Order } from '@aurelia/contracts';
import { formatInrMinor, fromMinorUnits } from '@aurelia/domain';
import { asc, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { newShopper, seededProducts } from '../cart/cart.test-fixture';
import { checkout, fillCart, firstStore, send, stockOf } from './checkout.test-fixture';
import { cartItems, giftCards, giftCardTransactions, mailOutbox, orderEvents, orders } from '../db/schema/index';
import { activeGiftCard } from '../gift-cards/gift-cards.test-fixture';
import { UNKNOWN_GIFT_CARD_MESSAGE } from '../gift-cards/gift-card-service';
import { GIFT_CARD_SPENT_MESSAGE } from '../gift-cards/order-gift-cards';
import { REFUND_GIFT_CARD_RETURNED_NOTE } from '../orders/order-payment-handler';
import { releaseExpiredReservations } from '../orders/release-reservations';
import { callbackEvent, postCallback } from '../payments/payments.test-fixture';
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

const activeCard = (balanceMinor: number, initialMinor = balanceMinor) => activeGiftCard(app, balanceMinor, initialMinor);

const balanceOf = async (cardId: number) => (await app.db.select().from(giftCards).where(eq(giftCards.id, cardId)))[0];
const ledgerOf = (cardId: number) =>
  app.db.select().from(giftCardTransactions).where(eq(giftCardTransactions.giftCardId, cardId)).orderBy(asc(giftCardTransactions.id));

/** A new shopper with one `productId` in the server cart, placing a pick-up order with a gift card. */
async function orderWithCard(code: string, method: 'card' | 'cash' = 'card', productId = seeded.other.id) {
  const shopper = await newShopper(app);
  await fillCart(app, shopper.id, [{ id: productId, quantity: 1 }]);
  const placed = await checkout(app, shopper.token, { fulfilment: 'pickup', store: store.slug, payment_method: method, gift_card_code: code });
  return { shopper, status: placed.status, body: placed.body, order: placed.body['data'] as Order };
}

describe('paying part of an order with a gift card', () => {
  it('takes the card’s balance off the total; the provider is asked for the rest; the payment confirms the order', async () => {
    const card = await activeCard(2_000_00);
    const { status, body, order, shopper } = await orderWithCard(card.code.toLowerCase());
    expect(status, JSON.stringify(body)).toBe(201);
    const value = fromMinorUnits(seeded.other.priceMinor);
    expect(order).toMatchObject({ status: 'pending_payment', total: value, gift_card: 2000, amount_due: value - 2000 });
    expect(order.payment).toMatchObject({ status: 'pending', amount: value - 2000 });
    expect(order.timeline[0]?.note).toBe('Order placed; ₹2,000 paid by gift card; the pieces are reserved while payment is completed.');
    expect(await balanceOf(card.id)).toMatchObject({ balanceMinor: 0, status: 'spent' });
    const [entry] = await ledgerOf(card.id);
    const [row] = await app.db.select().from(orders).where(eq(orders.orderNumber, order.order_number));
    expect(entry).toMatchObject({ kind: 'redeem', amountMinor: 2_000_00, balanceAfterMinor: 0, orderId: row?.id, reference: `Order ${order.order_number}` });

    expect((await postCallback(app, secret, callbackEvent(order.payment?.id ?? '', 'paid'))).status).toBe(200);
    const paid = (await send(app, 'GET', `/orders/${order.order_number}`, { token: shopper.token })).body['data'] as Order;
    expect(paid).toMatchObject({ status: 'confirmed', payment_status: 'paid', gift_card: 2000, amount_due: value - 2000 });
  });

  it('confirms and pays an order the card covers in full at once, keeping the rest on the card and emptying the cart', async () => {
    const card = await activeCard(seeded.other.priceMinor + 500_00, seeded.other.priceMinor + 1_000_00);
    const stockBefore = await stockOf(app, seeded.other.id);
    const { status, order, shopper } = await orderWithCard(card.code);
    expect(status).toBe(201);
    expect(order).toMatchObject({ status: 'confirmed', payment_status: 'paid', amount_due: 0, reserved_until: null, payment: null, can_retry_payment: false });
    expect(order.gift_card).toBe(order.total);
    expect(await balanceOf(card.id)).toMatchObject({ balanceMinor: 500_00, status: 'active' });
    expect(await stockOf(app, seeded.other.id)).toBe(stockBefore - 1);
    const [left] = await app.db.select({ n: count() }).from(cartItems).where(eq(cartItems.userId, shopper.id));
    expect(left?.n).toBe(0);
    const mails = await app.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, shopper.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.bodyText).toContain(`order ${order.order_number} is paid and confirmed`);
    expect(mails[0]?.bodyText).toContain(`Paid by gift card: ${formatInrMinor(seeded.other.priceMinor)}`);
  });

  it('with cash, leaves the rest due on pick-up, and the confirmation mail says how much', async () => {
    const card = await activeCard(1_000_00);
    const { order, shopper } = await orderWithCard(card.code, 'cash');
    expect(order).toMatchObject({ status: 'confirmed', payment_status: 'due', gift_card: 1000 });
    expect(order.timeline[0]?.note).toMatch(/^Order placed; ₹1,000 paid by gift card; pay the rest, ₹[\d,.]+, in cash on pick-up\.$/);
    const [mail] = await app.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, shopper.email));
    expect(mail?.bodyText).toContain('Paid by gift card: ₹1,000');
    expect(mail?.bodyText).toContain(`To pay in cash on pick-up: ${formatInrMinor(seeded.other.priceMinor - 1_000_00)}`);
  });

  it('refuses an unknown code and a spent card on the field, changing nothing', async () => {
    const stockBefore = await stockOf(app, seeded.other.id);
    const unknown = await orderWithCard('3467-9ACD-EFGH-JKMN');
    expect(unknown.status).toBe(422);
    expect(unknown.body['errors']).toEqual({ gift_card_code: [UNKNOWN_GIFT_CARD_MESSAGE] });
    const spent = await activeCard(0, 1_000_00);
    const empty = await orderWithCard(spent.code);
    expect([empty.status, empty.body['errors']]).toEqual([422, { gift_card_code: [GIFT_CARD_SPENT_MESSAGE] }]);
    expect(await stockOf(app, seeded.other.id)).toBe(stockBefore);
  });
});

describe('a cancelled order that a gift card paid part of', () => {
  it('puts the amount back on the card when the reservation ends unpaid', async () => {
    const card = await activeCard(3_000_00);
    const { order } = await orderWithCard(card.code);
    expect(await balanceOf(card.id)).toMatchObject({ balanceMinor: 0 });
    const cancelled = await releaseExpiredReservations(app.db, new Date(Date.parse(order.reserved_until ?? '') + 1000));
    expect(cancelled).toContain(order.order_number);
    expect(await balanceOf(card.id)).toMatchObject({ balanceMinor: 3_000_00, status: 'active' });
    expect((await ledgerOf(card.id)).map((entry) => [entry.kind, entry.amountMinor, entry.balanceAfterMinor])).toEqual([
      ['redeem', 3_000_00, 0],
      ['refund', 3_000_00, 3_000_00],
    ]);

    // A capture arriving afterwards does not revive the order (its card was paid back): it is refunded.
    const late = await postCallback(app, secret, callbackEvent(order.payment?.id ?? '', 'paid'));
    expect(late.status).toBe(200);
    const [row] = await app.db.select().from(orders).where(eq(orders.orderNumber, order.order_number));
    expect(row).toMatchObject({ status: 'cancelled' });
    const notes = await app.db.select({ note: orderEvents.note }).from(orderEvents).where(eq(orderEvents.orderId, row?.id ?? 0)).orderBy(asc(orderEvents.id));
    expect(notes.at(-1)?.note).toBe(REFUND_GIFT_CARD_RETURNED_NOTE(order.payment?.amount ? Math.round(order.payment.amount * 100) : 0));
    expect(await balanceOf(card.id)).toMatchObject({ balanceMinor: 3_000_00 });
  });
});

describe('one card at several checkouts at once', () => {
  it('is spent once: the first order takes it, the others are refused', async () => {
    const card = await activeCard(1_000_00);
    const placed = await Promise.all(Array.from({ length: 5 }, () => orderWithCard(card.code, 'card', seeded.plentiful.id)));
    expect(placed.map((attempt) => attempt.status).sort()).toEqual([201, 422, 422, 422, 422]);
    expect(await balanceOf(card.id)).toMatchObject({ balanceMinor: 0, status: 'spent' });
    expect(await ledgerOf(card.id)).toHaveLength(1);
  });
});

describe('wrong codes at checkout', () => {
  it('count towards the balance check’s limit', async () => {
    const shopper = await newShopper(app);
    await fillCart(app, shopper.id, [{ id: seeded.other.id, quantity: 1 }]);
    const answers: number[] = [];
    for (let guess = 0; guess < 11; guess += 1) {
      const placed = await checkout(app, shopper.token, { fulfilment: 'pickup', store: store.slug, payment_method: 'card', gift_card_code: `3467-9ACD-EFGH-J${'KMNPQRTWXY4'[guess]}3` });
      answers.push(placed.status);
    }
    expect(answers).toEqual([...Array.from({ length: 10 }, () => 422), 429]);
    expect((await send(app, 'POST', '/giftcards/balance', { token: shopper.token, body: { code: '3467-9ACD-EFGH-JKM6' } })).status).toBe(429);
  });
});

describe('previewing a gift card in the checkout summary (POST /checkout/summary)', () => {
  /** A new shopper with one `other` product in the server cart. */
  async function shopperWithPiece() {
    const shopper = await newShopper(app);
    await fillCart(app, shopper.id, [{ id: seeded.other.id, quantity: 1 }]);
    return shopper;
  }
  const preview = (token: string, body: Record<string, unknown>) => send(app, 'POST', '/checkout/summary', { token, body });
  const value = () => fromMinorUnits(seeded.other.priceMinor);

  it('shows what a card holding less than the order pays and what is left to pay, spending nothing', async () => {
    const card = await activeCard(2_000_00);
    const shopper = await shopperWithPiece();
    const { status, body } = await preview(shopper.token, { fulfilment: 'pickup', store: store.slug, gift_card_code: card.code.toLowerCase() });
    expect(status, JSON.stringify(body)).toBe(200);
    const summary = body['data'] as CheckoutSummary;
    expect(summary.gift_card).toEqual({
      masked_code: expect.stringMatching(/^••••-••••-••••-[0-9A-Z]{4}$/),
      last4: card.code.replace(/-/g, '').slice(-4),
      balance: 2000,
      applied: 2000,
      balance_after: 0,
    });
    expect(summary).toMatchObject({ subtotal: value(), shipping: 0, total: value() - 2000 });
    expect(await balanceOf(card.id)).toMatchObject({ balanceMinor: 2_000_00, status: 'active' });
    expect(await ledgerOf(card.id)).toHaveLength(0);
  });

  it('shows a card covering the whole order paying it all, the rest staying on the card, after the coins', async () => {
    const card = await activeCard(seeded.other.priceMinor + 500_00);
    const shopper = await shopperWithPiece();
    const { status, body } = await preview(shopper.token, { fulfilment: 'pickup', store: store.slug, coins: 0, gift_card_code: card.code });
    expect(status).toBe(200);
    const summary = body['data'] as CheckoutSummary;
    expect(summary.gift_card).toMatchObject({ balance: fromMinorUnits(seeded.other.priceMinor + 500_00), applied: value(), balance_after: 500 });
    expect(summary.total).toBe(0);
    // The order placed with the same choices takes what the preview said.
    const placed = await checkout(app, shopper.token, { fulfilment: 'pickup', store: store.slug, payment_method: 'card', gift_card_code: card.code });
    expect(placed.body['data']).toMatchObject({ gift_card: value(), amount_due: 0, payment_status: 'paid' });
  });

  it('answers gift_card null without a code, and GET keeps answering the summary without a card', async () => {
    const shopper = await shopperWithPiece();
    const posted = await preview(shopper.token, { fulfilment: 'pickup', store: store.slug });
    const got = await send(app, 'GET', `/checkout/summary?fulfilment=pickup&store=${store.slug}`, { token: shopper.token });
    expect([posted.status, got.status]).toEqual([200, 200]);
    expect((posted.body['data'] as CheckoutSummary).gift_card).toBeNull();
    expect(got.body['data']).toEqual(posted.body['data']);
    expect(got.body['data']).toMatchObject({ gift_card: null, total: value() });
  });

  it('refuses a spent card on the field with the message placing the order gives', async () => {
    const spent = await activeCard(0, 1_000_00);
    const shopper = await shopperWithPiece();
    const { status, body } = await preview(shopper.token, { fulfilment: 'pickup', store: store.slug, gift_card_code: spent.code });
    expect([status, body['errors']]).toEqual([422, { gift_card_code: [GIFT_CARD_SPENT_MESSAGE] }]);
  });

  it('counts an unknown code as a wrong guess, with the checkout’s, up to the 429', async () => {
    const shopper = await shopperWithPiece();
    const wrong = (guess: number) => `3467-9ACD-EFGH-${'KMNPQRTWXY'[guess]}K3M`;
    const first = await preview(shopper.token, { fulfilment: 'pickup', store: store.slug, gift_card_code: wrong(0) });
    expect([first.status, first.body['errors']]).toEqual([422, { gift_card_code: [UNKNOWN_GIFT_CARD_MESSAGE] }]);
    for (let guess = 1; guess < 5; guess += 1) {
      expect((await preview(shopper.token, { fulfilment: 'pickup', store: store.slug, gift_card_code: wrong(guess) })).status).toBe(422);
    }
    for (let guess = 5; guess < 10; guess += 1) {
      const placed = await checkout(app, shopper.token, { fulfilment: 'pickup', store: store.slug, payment_method: 'card', gift_card_code: wrong(guess) });
      expect(placed.status).toBe(422);
    }
    const card = await activeCard(1_000_00);
    const limited = await app.inject({
      method: 'POST',
      url: '/api/v1/checkout/summary',
      headers: { authorization: `Bearer ${shopper.token}` },
      payload: { fulfilment: 'pickup', store: store.slug, gift_card_code: card.code },
    });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('prices only the caller’s own cart: another shopper’s card preview never sees it', async () => {
    const card = await activeCard(2_000_00);
    const owner = await shopperWithPiece();
    const stranger = await newShopper(app);
    const refused = await preview(stranger.token, { fulfilment: 'pickup', store: store.slug, gift_card_code: card.code });
    expect(refused.status).toBe(422);
    expect(Object.keys((refused.body['errors'] as Record<string, unknown>) ?? {})).toEqual(['cart']);
    await fillCart(app, stranger.id, [{ id: seeded.plentiful.id, quantity: 2 }]);
    const own = (await preview(stranger.token, { fulfilment: 'pickup', store: store.slug, gift_card_code: card.code })).body['data'] as CheckoutSummary;
    expect(own.lines.map((line) => [line.item_id, line.quantity])).toEqual([[seeded.plentiful.id, 2]]);
    const owners = (await preview(owner.token, { fulfilment: 'pickup', store: store.slug })).body['data'] as CheckoutSummary;
    expect(owners.lines.map((line) => [line.item_id, line.quantity])).toEqual([[seeded.other.id, 1]]);
  });

  it('needs a signed-in shopper and refuses a malformed body by its fields', async () => {
    expect((await preview('', { gift_card_code: 'x' })).status).toBe(401);
    const shopper = await shopperWithPiece();
    const bad = await preview(shopper.token, { fulfilment: 'drone', coins: -1, gift_card_code: '   ' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body['errors'] as Record<string, unknown>).sort()).toEqual(['coins', 'fulfilment', 'gift_card_code']);
  });
});
