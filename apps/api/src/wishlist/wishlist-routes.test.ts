import type { Product, WishlistResponse } from '@aurelia/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, demoShopper, newShopper, seededProducts } from '../cart/cart.test-fixture';
import { wishlistItems } from '../db/schema/index';
import { buildTestApp } from '../test/build-test-app';

let app: FastifyInstance;
let seeded: Awaited<ReturnType<typeof seededProducts>>;

beforeAll(async () => {
  ({ app } = await buildTestApp());
  seeded = await seededProducts(app);
});
afterAll(async () => {
  await app?.close();
});

const item = (id: number) => ({ item_id: id, item_type: 'product' });
const addTo = (token: string | undefined, body: unknown) => call(app, 'POST', '/wishlist/add', { token, body });
const removeFrom = (token: string | undefined, body: unknown) => call(app, 'POST', '/wishlist/remove', { token, body });
const ids = (body: unknown) => (body as WishlistResponse).data.map((product: Product) => product.id);

async function wishlistOf(token: string): Promise<WishlistResponse['data']> {
  const { status, body } = await call(app, 'GET', '/wishlist', { token });
  expect(status, JSON.stringify(body)).toBe(200);
  return (body as WishlistResponse).data;
}

describe('GET /api/v1/wishlist', () => {
  it('is empty for a shopper who listed nothing', async () => {
    const { token } = await demoShopper(app);
    expect(await wishlistOf(token)).toEqual([]);
  });

  it('answers 401 Unauthenticated. without a token', async () => {
    expect(await call(app, 'GET', '/wishlist')).toEqual({ status: 401, body: { message: 'Unauthenticated.' } });
  });

  it('lists the products with their details, most recently added first', async () => {
    const { token } = await newShopper(app);
    await addTo(token, item(seeded.plentiful.id));
    await addTo(token, item(seeded.soldOut.id));
    await addTo(token, item(seeded.other.id));
    const list = await wishlistOf(token);
    expect(list.map((product) => product.id)).toEqual([seeded.other.id, seeded.soldOut.id, seeded.plentiful.id]);
    expect(list[1]).toMatchObject({ item_id: seeded.soldOut.id, item_type: 'product', name: seeded.soldOut.name, is_available: false });
    expect(list[0]?.images.length).toBeGreaterThan(0);
  });

  it('leaves out a product that is gone from the catalogue', async () => {
    const shopper = await newShopper(app);
    await addTo(shopper.token, item(seeded.other.id));
    await app.db.insert(wishlistItems).values({ userId: shopper.id, itemType: 'product', itemId: 987_654 });
    expect((await wishlistOf(shopper.token)).map((product) => product.id)).toEqual([seeded.other.id]);
  });

  it('keeps each shopper’s wishlist to themselves', async () => {
    const asha = await newShopper(app);
    const ravi = await newShopper(app);
    await addTo(asha.token, item(seeded.plentiful.id));
    await addTo(ravi.token, item(seeded.other.id));
    await removeFrom(ravi.token, item(seeded.plentiful.id));
    expect((await wishlistOf(asha.token)).map((product) => product.id)).toEqual([seeded.plentiful.id]);
    expect((await wishlistOf(ravi.token)).map((product) => product.id)).toEqual([seeded.other.id]);
  });
});

describe('POST /api/v1/wishlist/add', () => {
  it('adds a product and answers with the wishlist', async () => {
    const { token } = await newShopper(app);
    const { status, body } = await addTo(token, item(seeded.preorder.id));
    expect(status).toBe(200);
    expect(ids(body)).toEqual([seeded.preorder.id]);
  });

  it('is idempotent: adding a listed product again keeps one entry in its place', async () => {
    const shopper = await newShopper(app);
    await addTo(shopper.token, item(seeded.plentiful.id));
    await addTo(shopper.token, item(seeded.other.id));
    const again = await addTo(shopper.token, item(seeded.plentiful.id));
    expect(again.status).toBe(200);
    expect(ids(again.body)).toEqual([seeded.other.id, seeded.plentiful.id]);
    const simultaneous = await Promise.all(Array.from({ length: 5 }, () => addTo(shopper.token, item(seeded.scarce.id))));
    expect(simultaneous.map((answer) => answer.status)).toEqual(Array(5).fill(200));
    const rows = await app.db.select().from(wishlistItems).where(eq(wishlistItems.userId, shopper.id));
    expect(rows).toHaveLength(3);
  });

  it('answers 404 with the no-query-results message for an unknown product', async () => {
    const { token } = await newShopper(app);
    for (const id of [999_999, 2 ** 31]) {
      expect(await addTo(token, item(id))).toEqual({ status: 404, body: { message: 'Product not found.' } });
    }
    expect(await wishlistOf(token)).toEqual([]);
  });

  it('answers 401 without a token and 422 for a bad body', async () => {
    const { token } = await newShopper(app);
    expect((await addTo(undefined, item(seeded.other.id))).status).toBe(401);
    for (const body of [{}, { item_id: '1', item_type: 'product' }, { item_id: 0, item_type: 'product' }, { item_id: 1, item_type: 'giftcard' }, [item(1)]]) {
      const answer = await addTo(token, body);
      expect(answer.status, JSON.stringify(body)).toBe(422);
      expect(answer.body.message).toBe('Please check the highlighted fields.');
    }
  });
});

describe('POST /api/v1/wishlist/remove', () => {
  it('removes a product and answers with the wishlist', async () => {
    const { token } = await newShopper(app);
    await addTo(token, item(seeded.plentiful.id));
    await addTo(token, item(seeded.other.id));
    const { status, body } = await removeFrom(token, item(seeded.plentiful.id));
    expect(status).toBe(200);
    expect(ids(body)).toEqual([seeded.other.id]);
  });

  it('is not an error for a product that is not listed, or not known', async () => {
    const { token } = await newShopper(app);
    await addTo(token, item(seeded.other.id));
    for (const id of [seeded.plentiful.id, 999_999]) {
      const { status, body } = await removeFrom(token, item(id));
      expect(status).toBe(200);
      expect(ids(body)).toEqual([seeded.other.id]);
    }
  });

  it('answers 401 without a token and 422 for a bad body', async () => {
    const { token } = await newShopper(app);
    expect((await removeFrom(undefined, item(seeded.other.id))).status).toBe(401);
    expect((await removeFrom(token, { item_id: -1, item_type: 'product' })).status).toBe(422);
    expect((await removeFrom(token, { item_type: 'product' })).status).toBe(422);
  });
});

describe('the OpenAPI document', () => {
  it('lists the wishlist routes with their schemas and bearer auth', async () => {
    const document = (await app.inject('/api/docs/json')).json();
    for (const [path, method] of [
      ['/api/v1/wishlist', 'get'],
      ['/api/v1/wishlist/add', 'post'],
      ['/api/v1/wishlist/remove', 'post'],
    ] as const) {
      const operation = document.paths[path]?.[method];
      expect(operation, path).toBeDefined();
      expect(operation.responses['200'].content['application/json'].schema, path).toBeDefined();
      expect(operation.security, path).toEqual([{ bearerAuth: [] }]);
    }
    expect(document.paths['/api/v1/wishlist/add'].post.responses).toHaveProperty('404');
  });
});
