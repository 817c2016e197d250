import { randomUUID } from 'node:crypto';
import type { CheckoutSummary, CoinAccount, Order } from '@aurelia/contracts';
import { addMonths, coinsEarned, formatInrMinor, fromMinorUnits, indiaDate } from '@aurelia/domain';
import { and, eq, gt, gte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { findProduct, newShopper, type TestProduct } from '../cart/cart.test-fixture';
import { settleCancelledOrderCoins } from './order-coins';
import { checkout, fillCart, firstStore, newKey, send, setStock } from '../checkout/checkout.test-fixture';
import { VERIFY_EMAIL_FIRST } from '../auth/verified-email';
import { caratCoinEntries, mailOutbox, orders, products, users } from '../db/schema/index';
import { activeGiftCard } from '../gift-cards/gift-cards.test-fixture';
import { releaseExpiredReservations } from '../orders/release-reservations';
import { callbackEvent, postCallback } from '../payments/payments.test-fixture';
import { required } from '../required';
import { buildTestApp } from '../test/build-test-app';

/** The seeded terms (settings-data.ts): 1 coin per ₹100, 2 on studded pieces, ₹1 a coin, 10 %, 12 months. */
const TERMS = { coinsPer100: 1, studdedCoinsPer100: 2, expiryMonths: 12 };

let app: FastifyInstance;
let secret: string;
let storeSlug: string;
let plain: TestProduct;
let studded: TestProduct;

beforeAll(async () => {
  const built = await buildTestApp({ poolSize: 20 });
  app = built.app;
  secret = built.config.paymentWebhookSecret;
  storeSlug = (await firstStore(app)).slug;
  const sellable = and(eq(products.isPreorderable, false), gte(products.stock, 5));
  plain = await findProduct(app, and(sellable, eq(products.stoneValueMinor, 0)), 'a plain metal piece');
  studded = await findProduct(app, and(sellable, gt(products.stoneValueMinor, 0)), 'a studded piece');
});
afterAll(async () => {
  await app?.close();
});
beforeEach(async () => {
  await app.settings.upsert([
    { key: 'is_store_open', value: 'true' },
    { key: 'disabled_routes', value: '' },
  ]);
  await setStock(app, plain.id, 200);
  await setStock(app, studded.id, 200);
});

const today = () => indiaDate(new Date());

/** Gives a shopper a lot of coins directly in the ledger (as an earlier order would have). */
async function grantCoins(userId: number, coins: number, on = today(), expiresOn = addMonths(today(), 12)) {
  await app.db.insert(caratCoinEntries).values({ userId, kind: 'earned', coins, lotId: randomUUID(), onDate: on, expiresOn });
}

async function coinsOf(token: string): Promise<CoinAccount> {
  const answer = await send(app, 'GET', '/carat-coins', { token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body['data'] as CoinAccount;
}

async function summaryOf(token: string, coins: number | string): Promise<CheckoutSummary> {
  const answer = await send(app, 'GET', `/checkout/summary?fulfilment=pickup&store=${storeSlug}&coins=${coins}`, { token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body['data'] as CheckoutSummary;
}

/** A pick-up order of one `product` by `shopper`, with the extra body fields given. */
async function placeOrder(shopper: { id: number; token: string }, product: TestProduct, extra: Record<string, unknown> = {}, method = 'card') {
  await fillCart(app, shopper.id, [{ id: product.id, quantity: 1 }]);
  const placed = await checkout(app, shopper.token, { fulfilment: 'pickup', store: storeSlug, payment_method: method, ...extra });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  return placed.body['data'] as Order;
}

/** Approves an order's payment with a signed callback, as the sandbox does. */
async function capture(order: Order) {
  const answer = await postCallback(app, secret, callbackEvent(required(order.payment, 'a payment').id, 'paid'));
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

const orderRow = async (orderNumber: string) =>
  required((await app.db.select().from(orders).where(eq(orders.orderNumber, orderNumber)))[0], orderNumber);

describe('earning carat coins when an order is paid', () => {
  it('earns at the plain rate per ₹100 paid once the payment is captured, not before; the page shows it', async () => {
    const shopper = await newShopper(app);
    const order = await placeOrder(shopper, plain);
    expect((await coinsOf(shopper.token)).balance).toBe(0);

    await capture(order);
    const expected = coinsEarned([{ amountMinor: plain.priceMinor, studded: false }], plain.priceMinor, TERMS);
    expect(expected).toBe(Math.floor(plain.priceMinor / 10_000));
    const account = await coinsOf(shopper.token);
    expect(account.balance).toBe(expected);
    expect(account.balance_value).toBe(expected);
    expect(account.next_expiry).toEqual({ coins: expected, on: addMonths(today(), 12) });
    expect(account.entries).toEqual([
      expect.objectContaining({ kind: 'earned', coins: expected, order_number: order.order_number, on: today(), expires_on: addMonths(today(), 12) }),
    ]);
    expect(account.terms).toEqual({ coins_per_100_rupees: 1, studded_coins_per_100_rupees: 2, coin_value: 1, max_redeem_percent: 10, expiry_months: 12 });

    // A second capture of the same order (a replayed or duplicate callback) earns nothing more.
    await postCallback(app, secret, callbackEvent(required(order.payment, 'a payment').id, 'paid'));
    expect((await coinsOf(shopper.token)).balance).toBe(expected);
  });

  it('earns studded pieces (a stone value in their price) at the studded rate', async () => {
    const shopper = await newShopper(app);
    await capture(await placeOrder(shopper, studded));
    expect((await coinsOf(shopper.token)).balance).toBe(Math.floor((studded.priceMinor * 2) / 10_000));
  });

  it('earns nothing on what a gift card paid', async () => {
    const card = await activeGiftCard(app, 2_000_00);
    const shopper = await newShopper(app);
    const order = await placeOrder(shopper, plain, { gift_card_code: card.code });
    expect(order.gift_card).toBe(2000);
    await capture(order);
    expect((await coinsOf(shopper.token)).balance).toBe(Math.floor((plain.priceMinor - 2_000_00) / 10_000));
  });

  it('takes the earned coins back when a paid order is cancelled (once, however often it is settled)', async () => {
    const shopper = await newShopper(app);
    const order = await placeOrder(shopper, plain);
    await capture(order);
    const earned = (await coinsOf(shopper.token)).balance;
    expect(earned).toBeGreaterThan(0);
    const row = await orderRow(order.order_number);
    // No route cancels a paid order yet; the helper every cancellation path calls is exercised directly.
    await app.db.transaction(async (tx) => {
      await settleCancelledOrderCoins(tx, row, new Date());
      await settleCancelledOrderCoins(tx, row, new Date());
    });
    const account = await coinsOf(shopper.token);
    expect(account.balance).toBe(0);
    expect(account.entries.map((entry) => [entry.kind, entry.coins])).toEqual([
      ['reversed', earned],
      ['earned', earned],
    ]);
  });
});

describe('redeeming carat coins at checkout', () => {
  it('previews and redeems no more than the balance, and no more than the share of the pieces the terms allow', async () => {
    const shopper = await newShopper(app);
    await fillCart(app, shopper.id, [{ id: plain.id, quantity: 1 }]);
    const shareCap = Math.floor(plain.priceMinor / 10 / 100);

    // Fewer coins held than the share allows: capped by the balance.
    const few = Math.max(1, Math.floor(shareCap / 2));
    await grantCoins(shopper.id, few);
    let summary = await summaryOf(shopper.token, 1_000_000);
    expect(summary.carat_coins).toMatchObject({ balance: few, max_usable: few, requested: 1_000_000, redeemed: few, value: few, coin_value: 1 });
    expect(summary.total).toBe(fromMinorUnits(plain.priceMinor - few * 100));

    // More held than the share allows: capped by the share (10 % of the pieces).
    await grantCoins(shopper.id, shareCap * 3);
    summary = await summaryOf(shopper.token, 1_000_000);
    expect(summary.carat_coins).toMatchObject({ balance: few + shareCap * 3, max_usable: shareCap, redeemed: shareCap });

    const placed = await checkout(app, shopper.token, { fulfilment: 'pickup', store: storeSlug, payment_method: 'card', coins: 1_000_000 });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const order = placed.body['data'] as Order;
    expect(order).toMatchObject({ carat_coins: shareCap, carat_coins_value: shareCap, amount_due: fromMinorUnits(plain.priceMinor - shareCap * 100) });
    expect(order.payment?.amount).toBe(fromMinorUnits(plain.priceMinor - shareCap * 100));
    expect(order.timeline[0]?.note).toContain(`paid with ${shareCap} carat coins`);
    const account = await coinsOf(shopper.token);
    expect(account.balance).toBe(few + shareCap * 2);
    expect(account.entries[0]).toMatchObject({ kind: 'redeemed', coins: shareCap, order_number: order.order_number });

    // The coins paid earn nothing: the capture earns on the money paid only.
    await capture(order);
    const earned = (await coinsOf(shopper.token)).balance - (few + shareCap * 2);
    expect(earned).toBe(Math.floor((plain.priceMinor - shareCap * 100) / 10_000));
  });

  it('names the coins in a cash order’s confirmation mail and asks in cash only for the rest', async () => {
    const shopper = await newShopper(app);
    await grantCoins(shopper.id, 50);
    const order = await placeOrder(shopper, plain, { coins: 50 }, 'cash');
    expect(order).toMatchObject({ status: 'confirmed', payment_status: 'due', carat_coins: 50 });
    const [mail] = await app.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, shopper.email));
    expect(mail?.bodyText).toContain('Paid with 50 carat coins: ₹50');
    expect(mail?.bodyText).toContain(`To pay in cash on pick-up: ${formatInrMinor(plain.priceMinor - 50_00)}`);
  });

  it('refuses coins that are not a whole non-negative number with 422 on `coins`', async () => {
    const shopper = await newShopper(app);
    await fillCart(app, shopper.id, [{ id: plain.id, quantity: 1 }]);
    for (const coins of [-1, 2.5, 'many']) {
      const placed = await checkout(app, shopper.token, { fulfilment: 'pickup', store: storeSlug, payment_method: 'card', coins });
      expect(placed.status).toBe(422);
      expect(Object.keys((placed.body['errors'] ?? {}) as object)).toEqual(['coins']);
    }
    const summary = await send(app, 'GET', `/checkout/summary?fulfilment=pickup&store=${storeSlug}&coins=-5`, { token: shopper.token });
    expect(summary.status).toBe(422);
    expect(Object.keys((summary.body['errors'] ?? {}) as object)).toEqual(['coins']);
  });

  it('redeems once per Idempotency-Key: a replay answers the same order, other coins with the same key are a 422', async () => {
    const shopper = await newShopper(app);
    await grantCoins(shopper.id, 100);
    await fillCart(app, shopper.id, [{ id: plain.id, quantity: 1 }]);
    const key = newKey();
    const body = { fulfilment: 'pickup', store: storeSlug, payment_method: 'card', coins: 40 };
    const first = await checkout(app, shopper.token, body, key);
    const again = await checkout(app, shopper.token, body, key);
    const other = await checkout(app, shopper.token, { ...body, coins: 41 }, key);
    expect([first.status, again.status, other.status]).toEqual([201, 200, 422]);
    expect((again.body['data'] as Order).order_number).toBe((first.body['data'] as Order).order_number);
    expect((await coinsOf(shopper.token)).balance).toBe(60);
  });

  it('gives the coins back when the order that redeemed them is cancelled (reservation ran out)', async () => {
    const shopper = await newShopper(app);
    await grantCoins(shopper.id, 50);
    const order = await placeOrder(shopper, plain, { coins: 30 });
    expect(order.carat_coins).toBe(30);
    expect((await coinsOf(shopper.token)).balance).toBe(20);

    const cancelled = await releaseExpiredReservations(app.db, new Date(Date.now() + 24 * 3600_000));
    expect(cancelled).toContain(order.order_number);
    const account = await coinsOf(shopper.token);
    expect(account.balance).toBe(50);
    expect(account.entries[0]).toMatchObject({ kind: 'returned', coins: 30, order_number: order.order_number });

    // A payment arriving after that does not revive the order: it is refunded.
    await capture(order);
    expect((await orderRow(order.order_number)).status).toBe('cancelled');
    expect((await coinsOf(shopper.token)).balance).toBe(50);
  });
});

describe('an account whose address is not proven', () => {
  it('holds no coins: a paid order earns none, a lot in its ledger does not count, and checkout cannot spend any', async () => {
    const shopper = await newShopper(app, { verified: false });
    const order = await placeOrder(shopper, plain);
    await capture(order);
    expect(await app.db.select().from(caratCoinEntries).where(eq(caratCoinEntries.userId, shopper.id))).toEqual([]);
    await grantCoins(shopper.id, 50);
    expect(await coinsOf(shopper.token)).toMatchObject({ balance: 0, entries: [], entry_count: 0 });
    await fillCart(app, shopper.id, [{ id: plain.id, quantity: 1 }]);
    expect((await summaryOf(shopper.token, 50)).carat_coins).toMatchObject({ balance: 0, redeemed: 0 });
    const spend = await checkout(app, shopper.token, { fulfilment: 'pickup', store: storeSlug, payment_method: 'card', coins: 50 });
    expect(spend.status, JSON.stringify(spend.body)).toBe(403);
    expect(spend.body).toEqual({ message: VERIFY_EMAIL_FIRST });

    // Once the address is proven, the account earns and spends as any other.
    await app.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, shopper.id));
    expect((await coinsOf(shopper.token)).balance).toBe(50);
    const spent = await checkout(app, shopper.token, { fulfilment: 'pickup', store: storeSlug, payment_method: 'card', coins: 50 });
    expect(spent.status, JSON.stringify(spent.body)).toBe(201);
  });
});

describe('coin expiry and privacy', () => {
  it('writes an expiry for coins past their date when the account is read, once', async () => {
    const shopper = await newShopper(app);
    const earnedOn = addMonths(today(), -13);
    await grantCoins(shopper.id, 40, earnedOn, addMonths(earnedOn, 12));
    await grantCoins(shopper.id, 5);
    const first = await coinsOf(shopper.token);
    expect(first.balance).toBe(5);
    expect(first.entries.filter((entry) => entry.kind === 'expired')).toEqual([
      expect.objectContaining({ coins: 40, on: addMonths(earnedOn, 12), order_number: null }),
    ]);
    const again = await coinsOf(shopper.token);
    expect(again.entry_count).toBe(3);
    expect(again.balance).toBe(5);
  });

  it('never shows another shopper’s ledger; needs a signed-in shopper; 403 while switched off', async () => {
    const owner = await newShopper(app);
    await grantCoins(owner.id, 77);
    const other = await newShopper(app);
    const theirs = await coinsOf(other.token);
    expect(theirs).toMatchObject({ balance: 0, entries: [], entry_count: 0, next_expiry: null });
    expect((await send(app, 'GET', '/carat-coins')).status).toBe(401);
    await app.settings.upsert([{ key: 'disabled_routes', value: 'carat-coins' }]);
    expect((await send(app, 'GET', '/carat-coins', { token: owner.token })).status).toBe(403);
  });
});

describe('parallel checkouts redeeming the same coins', () => {
  it('N = 24 orders at once never spend more coins than the shopper held', async () => {
    const N = 24;
    const held = 1_000;
    const perOrder = 300;
    const shopper = await newShopper(app);
    await grantCoins(shopper.id, held);
    await fillCart(app, shopper.id, [{ id: plain.id, quantity: 1 }]);
    // Each asks for a different number of coins: the same body again would be the same order, not a new one.
    const answers = await Promise.all(
      Array.from({ length: N }, (_, index) =>
        checkout(app, shopper.token, { fulfilment: 'pickup', store: storeSlug, payment_method: 'card', coins: perOrder - index }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: N }, () => 201));
    const account = await coinsOf(shopper.token);
    // An order placed from the same bag replaces one still waiting for payment (and gives its coins back), so
    // what counts is what the orders left standing hold.
    const placed = await app.db
      .select({ status: orders.status, coins: orders.coinsRedeemed })
      .from(orders)
      .where(eq(orders.userId, shopper.id));
    const standing = placed.filter((order) => order.status !== 'cancelled').map((order) => order.coins);
    const ledger = await app.db
      .select({ kind: caratCoinEntries.kind, coins: caratCoinEntries.coins })
      .from(caratCoinEntries)
      .where(eq(caratCoinEntries.userId, shopper.id));
    const net = (kind: string) => ledger.filter((entry) => entry.kind === kind).reduce((sum, entry) => sum + entry.coins, 0);
    const standingTotal = standing.reduce((sum, coins) => sum + coins, 0);
    console.info(
      `carat coin concurrency on ${app.database.kind}: ${JSON.stringify({ n: N, held, perOrder, standing: standing.toSorted((a, b) => b - a), replaced: placed.length - standing.length, balanceAfter: account.balance })}`,
    );
    expect(placed).toHaveLength(N);
    expect(standing.every((coins) => coins <= perOrder)).toBe(true);
    expect(standingTotal).toBeLessThanOrEqual(held);
    expect(standingTotal + account.balance).toBe(held);
    expect(net('redeemed') - net('returned')).toBe(standingTotal);
    expect(account.balance).toBeGreaterThanOrEqual(0);
  });
});
