import { asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newShopper } from '../cart/cart.test-fixture';
import { cartItems, orderItems, orders, products } from '../db/schema/index';
import { buildTestApp } from '../test/build-test-app';
import { checkout, fillCart, firstStore, setStock, stockOf } from './checkout.test-fixture';

/** Shoppers racing for the last pieces (N ≥ 50). */
const N = 50;
const LAST_UNITS = [1, 2, 3, 4, 5];

let app: FastifyInstance;
let storeSlug: string;
let shoppers: { id: number; token: string }[];
let contested: number[];
const results: { k: number; n: number; orders: number; refused: number; finalStock: number }[] = [];

beforeAll(async () => {
  ({ app } = await buildTestApp({ poolSize: 20 }));
  storeSlug = (await firstStore(app)).slug;
  shoppers = await Promise.all(Array.from({ length: N }, () => newShopper(app)));
  const rows = await app.db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.isPreorderable, false))
    .orderBy(asc(products.id))
    .limit(LAST_UNITS.length);
  contested = rows.map((row) => row.id);
});
afterAll(async () => {
  // The figures quoted in the issue note.
  console.info(`checkout concurrency on ${app?.database.kind}: ${JSON.stringify(results)}`);
  await app?.close();
});

describe(`${N} shoppers checking out the last k pieces of a product at once`, () => {
  it.each(LAST_UNITS)('k = %i: exactly k orders, the rest refused with 409, stock never below 0', async (k) => {
    const productId = contested[k - 1] as number;
    await setStock(app, productId, k);
    await app.db.delete(cartItems).where(inArray(cartItems.userId, shoppers.map((shopper) => shopper.id)));
    for (const shopper of shoppers) await fillCart(app, shopper.id, [{ id: productId, quantity: 1 }]);

    const answers = await Promise.all(
      shoppers.map((shopper, i) =>
        checkout(app, shopper.token, { fulfilment: 'pickup', store: storeSlug, payment_method: i % 2 === 0 ? 'card' : 'cash' }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    const placed = statuses.filter((status) => status === 201).length;
    const refused = statuses.filter((status) => status === 409).length;
    const finalStock = await stockOf(app, productId);
    results.push({ k, n: N, orders: placed, refused, finalStock });

    expect(placed).toBe(k);
    expect(refused).toBe(N - k);
    expect(finalStock).toBe(0);
    const sold = await app.db
      .select({ quantity: orderItems.quantity })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(eq(orderItems.productId, productId));
    expect(sold.reduce((sum, line) => sum + line.quantity, 0)).toBe(k);
    for (const answer of answers.filter((a) => a.status === 409)) expect(answer.body['message']).toMatch(/out of stock/);
  });
});
