import { metalRatesResponseSchema, METAL_PURITIES, PRODUCT_LIST_MAX_PER_PAGE, setMetalRateResponseSchema } from '@aurelia/contracts';
import { computePriceBreakup, PURITY_KEYS } from '@aurelia/domain';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attributes, auditLog, metalRates, orderItems, productAttributes, products } from '../db/schema/index';
import { DEMO_ADMIN, DEMO_STAFF } from '../seed/seed-database';
import { PURITIES } from '../seed/catalogue-data';
import { buildTestApp } from '../test/build-test-app';
import { required } from '../required';
import { backOfficeClient, userIds } from './back-office-test-helpers';
import { newShopper } from '../cart/cart.test-fixture';
import { checkout, fillCart, firstStore, stockOf } from '../checkout/checkout.test-fixture';
import { PRICES_CHANGED_MESSAGE } from '../checkout/checkout-service';

let app: FastifyInstance;
let call: ReturnType<typeof backOfficeClient>;
const tokens = { admin: '', manager: '', shop: '' };

beforeAll(async () => {
  ({ app } = await buildTestApp());
  call = backOfficeClient(app);
  const ids = await userIds(app);
  const adminId = required(ids.get(DEMO_ADMIN.email), 'the admin');
  tokens.admin = await app.issueToken(adminId, 'back_office');
  tokens.manager = await app.issueToken(required(ids.get(DEMO_STAFF.email), 'Rahul'), 'back_office');
  tokens.shop = await app.issueToken(adminId);
});
afterAll(async () => {
  await app?.close();
});

/** Every piece of a purity as the table keeps it: its price's inputs and the price made from them. */
async function piecesOf(purity: string) {
  return app.db
    .select({
      id: products.id,
      metalWeightMg: products.metalWeightMg,
      metalRateMinor: products.metalRateMinor,
      makingChargeMinor: products.makingChargeMinor,
      stoneValueMinor: products.stoneValueMinor,
      gstMinor: products.gstMinor,
      priceMinor: products.priceMinor,
    })
    .from(products)
    .innerJoin(productAttributes, eq(productAttributes.productId, products.id))
    .innerJoin(attributes, and(eq(attributes.id, productAttributes.attributeId), eq(attributes.group, 'purity'), eq(attributes.name, purity)))
    .orderBy(products.id);
}

const setRate = (body: Record<string, unknown>, token = tokens.admin) => call('POST', '/back-office/metal-rates', { token, body });

describe('the day’s metal rates', () => {
  it('contracts and domain agree on the purities', () => {
    expect([...METAL_PURITIES]).toEqual([...PURITY_KEYS]);
  });

  it('GET shows each purity’s rate in force and its pieces, to managers too; the shop opened with the seeded rates', async () => {
    const answer = await call('GET', '/back-office/metal-rates', { token: tokens.manager });
    expect(answer.status).toBe(200);
    const { data } = metalRatesResponseSchema.parse(answer.body);
    expect(data.rates.map((rate) => rate.purity)).toEqual([...PURITY_KEYS]);
    for (const purity of PURITIES) {
      const rate = required(data.rates.find((row) => row.purity === purity.name), purity.name);
      expect(rate.rate_per_gram).toBe(purity.ratePerGramMinor / 100);
      expect(rate.pieces).toBe((await piecesOf(purity.name)).length);
    }
    expect(data.rates.reduce((sum, rate) => sum + rate.pieces, 0)).toBeGreaterThan(0);
    expect(data.changes.every((change) => change.set_by === null && change.previous_rate_per_gram === null)).toBe(true);
  });

  it('POST sets a purity’s rate and re-prices every piece of it by the price rule, in one go, with an audit record', async () => {
    const before = await piecesOf('22K');
    const others = await piecesOf('18K');
    expect(before.length).toBeGreaterThan(0);
    // The listing kept in memory, read once before the change.
    const listing = async () => (await app.inject({ method: 'GET', url: `/api/v1/products?page=1&per_page=${PRODUCT_LIST_MAX_PER_PAGE}` })).json() as { data: { id: number; price: number }[] };
    expect((await listing()).data.length).toBeGreaterThan(0);
    const answer = await setRate({ purity: '22K', rate_per_gram: 11_905.5, reason: 'IBJA rate of the morning' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const { data } = setMetalRateResponseSchema.parse(answer.body);
    expect(data.change).toMatchObject({ purity: '22K', rate_per_gram: 11_905.5, previous_rate_per_gram: 11_780, pieces_repriced: before.length, reason: 'IBJA rate of the morning', set_by: { name: DEMO_ADMIN.name } });
    expect(data.rates.find((rate) => rate.purity === '22K')?.rate_per_gram).toBe(11_905.5);

    const after = await piecesOf('22K');
    for (const [index, piece] of after.entries()) {
      const was = required(before[index], 'the piece before');
      expect(piece.metalRateMinor).toBe(1_190_550);
      expect({ weight: piece.metalWeightMg, making: piece.makingChargeMinor, stones: piece.stoneValueMinor }).toEqual({ weight: was.metalWeightMg, making: was.makingChargeMinor, stones: was.stoneValueMinor });
      const breakup = computePriceBreakup({ ...piece, ratePerGramMinor: 1_190_550 });
      expect({ gst: piece.gstMinor, price: piece.priceMinor }).toEqual({ gst: breakup.gst, price: breakup.total });
      expect(piece.priceMinor).toBeGreaterThan(was.priceMinor);
    }
    expect(await piecesOf('18K')).toEqual(others);

    // The shop's own catalogue shows the new prices at once: a piece's page, and the listing kept in memory.
    const piece = required(after[0], 'a 22K piece');
    const [{ slug } = { slug: '' }] = await app.db.select({ slug: products.slug }).from(products).where(eq(products.id, piece.id));
    const shown = await app.inject({ method: 'GET', url: `/api/v1/product/${slug}` });
    expect((shown.json() as { data: { price: number } }).data.price).toBe(piece.priceMinor / 100);
    const priceNow = new Map(after.map((row) => [row.id, row.priceMinor / 100]));
    const listed = (await listing()).data.filter((row) => priceNow.has(row.id));
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.map((row) => row.price)).toEqual(listed.map((row) => priceNow.get(row.id)));

    const [audit] = await app.db.select().from(auditLog).where(eq(auditLog.subject, 'rate:22K')).orderBy(desc(auditLog.id)).limit(1);
    expect(audit).toMatchObject({ action: 'rates.set', reason: 'IBJA rate of the morning', before: { rate_per_gram: 11_780 }, after: { rate_per_gram: 11_905.5, pieces_repriced: before.length } });
  });

  it('orders keep the prices they were placed at', async () => {
    const placed = await app.db.select({ id: orderItems.id, unit: orderItems.unitPriceMinor }).from(orderItems).orderBy(orderItems.id);
    expect(placed.length).toBeGreaterThan(0);
    expect((await setRate({ purity: '18K', rate_per_gram: 9_900, reason: 'Gold up on the day' })).status).toBe(201);
    expect(await app.db.select({ id: orderItems.id, unit: orderItems.unitPriceMinor }).from(orderItems).orderBy(orderItems.id)).toEqual(placed);
  });

  it('holds back a move of more than 10% until it is confirmed, and refuses the rate in force', async () => {
    const large = await setRate({ purity: '24K', rate_per_gram: 14_200, reason: 'Budget day' });
    expect(large.status).toBe(422);
    expect(large.body).toMatchObject({ errors: { rate_per_gram: [expect.stringContaining('more than 10%')] } });
    expect((await piecesOf('24K')).every((piece) => piece.metalRateMinor === 1_285_000)).toBe(true);

    const confirmed = await setRate({ purity: '24K', rate_per_gram: 14_200, reason: 'Budget day', confirm_large_change: true });
    expect(confirmed.status).toBe(201);
    const again = await setRate({ purity: '24K', rate_per_gram: 14_200, reason: 'Budget day' });
    expect(again.status).toBe(422);
    expect(again.body).toMatchObject({ errors: { rate_per_gram: ['That is the rate in force already.'] } });
  });

  it.each([
    [{ purity: '9K', rate_per_gram: 5_000, reason: 'A new purity' }, 'purity'],
    [{ purity: '14K', rate_per_gram: 99.99, reason: 'Too low' }, 'rate_per_gram'],
    [{ purity: '14K', rate_per_gram: 7_600.123, reason: 'Too precise' }, 'rate_per_gram'],
    [{ purity: '14K', rate_per_gram: '7600', reason: 'A string' }, 'rate_per_gram'],
    [{ purity: '14K', rate_per_gram: 7_600 }, 'reason'],
    [{ purity: '14K', rate_per_gram: 7_600, reason: ' a ' }, 'reason'],
  ])('refuses %j with 422 at %s and changes nothing', async (body, field) => {
    const before = await app.db.select({ id: metalRates.id }).from(metalRates);
    const answer = await setRate(body);
    expect(answer.status).toBe(422);
    expect(Object.keys((answer.body as { errors: Record<string, string[]> }).errors)).toContain(field);
    expect(await app.db.select({ id: metalRates.id }).from(metalRates)).toEqual(before);
  });

  it('lets managers read the rates but not set them, and shop tokens neither', async () => {
    expect((await setRate({ purity: '14K', rate_per_gram: 7_700, reason: 'Not mine to set' }, tokens.manager)).status).toBe(403);
    expect((await call('GET', '/back-office/metal-rates', { token: tokens.shop })).status).toBe(403);
    expect((await call('GET', '/back-office/metal-rates')).status).toBe(401);
    expect((await piecesOf('14K')).every((piece) => piece.metalRateMinor === 752_000)).toBe(true);
  });

  it('keeps every rate set as history: a row cannot be changed or removed', async () => {
    await expect(app.db.update(metalRates).set({ reason: 'rewritten' })).rejects.toThrow();
    await expect(app.db.delete(metalRates)).rejects.toThrow();
    await expect(app.db.execute(sql`truncate metal_rates`)).rejects.toThrow();
  });

  it('makes changes sent together one at a time: each is kept, and the pieces end at the last one’s rate', async () => {
    const rates = [7_610, 7_620, 7_630, 7_640];
    const answers = await Promise.all(rates.map((rupees) => setRate({ purity: '14K', rate_per_gram: rupees, reason: 'Sent together' })));
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201]);
    const kept = await app.db.select().from(metalRates).where(and(eq(metalRates.purity, '14K'), eq(metalRates.reason, 'Sent together'))).orderBy(metalRates.id);
    expect(kept.map((row) => row.rateMinor).sort()).toEqual(rates.map((rupees) => rupees * 100));
    // Each change replaced the one made before it, whichever order they were made in.
    for (const [index, row] of kept.entries()) {
      expect(row.previousRateMinor).toBe(index === 0 ? 752_000 : required(kept[index - 1], 'the one before').rateMinor);
    }
    const last = required(kept.at(-1), 'the last').rateMinor;
    expect((await piecesOf('14K')).every((piece) => piece.metalRateMinor === last)).toBe(true);
  });

  it('answers a change sent twice with one key once', async () => {
    const send = () =>
      app.inject({
        method: 'POST',
        url: '/api/v1/back-office/metal-rates',
        headers: { authorization: `Bearer ${tokens.admin}`, 'idempotency-key': 'rate-pt-morning-1' },
        payload: { purity: 'Pt 950', rate_per_gram: 4_200, reason: 'Platinum firmer' },
      });
    const first = await send();
    const second = await send();
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.json()).toEqual(first.json());
    expect(await app.db.select({ id: metalRates.id }).from(metalRates).where(and(eq(metalRates.purity, 'Pt 950'), inArray(metalRates.reason, ['Platinum firmer'])))).toHaveLength(1);
  });

  it('a checkout sent with the subtotal the shopper saw is refused once the rate has moved it, nothing placed, and placed at the new one', async () => {
    const store = await firstStore(app);
    const [piece] = await piecesOf('22K');
    if (!piece) throw new Error('no 22K piece');
    const shopper = await newShopper(app);
    await fillCart(app, shopper.id, [{ id: piece.id, quantity: 1 }]);
    const summary = async () => ((await call('GET', '/checkout/summary?fulfilment=pickup', { token: shopper.token })).body as { data: { subtotal: number } }).data.subtotal;
    const seen = await summary();
    expect(seen).toBe(piece.priceMinor / 100);
    const stock = await stockOf(app, piece.id);

    const current = required((await piecesOf('22K'))[0], 'the piece').metalRateMinor;
    expect((await setRate({ purity: '22K', rate_per_gram: (current + 5_000) / 100, reason: 'Afternoon rate' })).status).toBe(201);
    const body = { fulfilment: 'pickup', store: store.slug, payment_method: 'cash', expected_subtotal: seen } as const;
    const refused = await checkout(app, shopper.token, body);
    expect(refused.status).toBe(409);
    const answer = refused.body as { message: string; errors: { expected_subtotal: string[] } };
    expect(answer.message).toBe(PRICES_CHANGED_MESSAGE);
    const now = await summary();
    expect(now).toBeGreaterThan(seen);
    expect(answer.errors.expected_subtotal[0]).toContain('not ₹');
    expect(await stockOf(app, piece.id)).toBe(stock);

    const placed = await checkout(app, shopper.token, { ...body, expected_subtotal: now });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect((placed.body['data'] as { subtotal: number }).subtotal).toBe(now);
  });

  it('checkouts sent while a rate is set are placed at the prices their shoppers saw or refused, never at a price between', async () => {
    const store = await firstStore(app);
    const [piece] = await piecesOf('18K');
    if (!piece) throw new Error('no 18K piece');
    const shoppers = await Promise.all(Array.from({ length: 6 }, () => newShopper(app)));
    for (const shopper of shoppers) await fillCart(app, shopper.id, [{ id: piece.id, quantity: 1 }]);
    const seen = piece.priceMinor / 100;
    const body = { fulfilment: 'pickup', store: store.slug, payment_method: 'cash', expected_subtotal: seen } as const;
    const [rate, ...orders] = await Promise.all([
      setRate({ purity: '18K', rate_per_gram: (piece.metalRateMinor + 10_000) / 100, reason: 'Moved during the sale' }),
      ...shoppers.map((shopper) => checkout(app, shopper.token, body)),
    ]);
    expect(rate?.status).toBe(201);
    expect(orders.every((order) => order.status === 201 || order.status === 409), JSON.stringify(orders.map((order) => order.status))).toBe(true);
    const placed = orders.filter((order) => order.status === 201).map((order) => order.body['data'] as { order_number: string; subtotal: number });
    expect(placed.every((order) => order.subtotal === seen)).toBe(true);
    // Every line of the piece (those of the test before, placed at the old price, too) is at its price before or after.
    const now = required((await piecesOf('18K'))[0], 'the piece now').priceMinor;
    expect(now).toBeGreaterThan(piece.priceMinor);
    const lines = await app.db.select({ unit: orderItems.unitPriceMinor }).from(orderItems).where(eq(orderItems.productId, piece.id));
    expect(lines.length).toBeGreaterThanOrEqual(placed.length);
    expect(lines.filter((line) => line.unit !== piece.priceMinor && line.unit !== now)).toEqual([]);
  });
});
