import type { Order, OrderSummary } from '@aurelia/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newShopper, seededProducts } from '../cart/cart.test-fixture';
import { checkout, fillCart, firstStore, send } from '../checkout/checkout.test-fixture';
import { buildTestApp } from '../test/build-test-app';

let app: FastifyInstance;

beforeAll(async () => {
  ({ app } = await buildTestApp());
  await app.settings.upsert([{ key: 'is_store_open', value: 'true' }]);
});
afterAll(async () => {
  await app?.close();
});

describe('an order shows its pieces’ pictures', () => {
  it('gives each line of GET /orders/{n} the product’s first image, and each order of the list its first pieces’', async () => {
    const seeded = await seededProducts(app);
    const store = await firstStore(app);
    const shopper = await newShopper(app);
    await fillCart(app, shopper.id, [{ id: seeded.other.id, quantity: 1 }]);
    const placed = await checkout(app, shopper.token, { fulfilment: 'pickup', store: store.slug, payment_method: 'cash' });
    const number = (placed.body['data'] as Order).order_number;

    const one = await send(app, 'GET', `/orders/${number}`, { token: shopper.token });
    const [line] = (one.body['data'] as Order).lines;
    // The seed stores each product's pictures as its design's renders, /images/pieces/<design>-<n>.webp, the front first.
    expect(line?.image).toEqual({ url: expect.stringMatching(/^\/images\/pieces\/[a-z-]+-1\.webp$/), alt: expect.any(String) });
    expect(line?.image?.alt.length).toBeGreaterThan(0);
    const list = await send(app, 'GET', '/orders', { token: shopper.token });
    expect((list.body['data'] as OrderSummary[])[0]?.thumbnails).toEqual([line?.image]);
  });
});
