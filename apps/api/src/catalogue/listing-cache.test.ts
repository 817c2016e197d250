import type { Product, ProductListResponse } from '@aurelia/contracts';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseConnection } from '../db/database';
import { categories, productImages, products } from '../db/schema/index';
import { buildTestApp } from '../test/build-test-app';
import { ListingCache } from './listing-cache';

const RINGS = '/api/v1/products?filters[categories][slug][$eq]=rings&page=1&per_page=12';

let app: FastifyInstance;
let connection: DatabaseConnection;

beforeAll(async () => {
  ({ app, connection } = await buildTestApp());
});
afterAll(async () => {
  await app?.close();
});

async function list(url = RINGS): Promise<ProductListResponse> {
  const response = await app.inject({ method: 'GET', url });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ProductListResponse;
}

/** Lists until `done` holds, for up to 2 s: the notification arrives after the write's commit. */
async function listUntil(done: (listing: ProductListResponse) => boolean, url = RINGS): Promise<ProductListResponse> {
  const deadline = Date.now() + 2_000;
  for (;;) {
    const listing = await list(url);
    if (done(listing) || Date.now() > deadline) return listing;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('the listing kept in memory follows the database', () => {
  it('answers a repeated listing from memory, and shows a direct change of stock, price and images', async () => {
    const before = await list();
    const hits = app.productListings.listingStats.hits;
    expect(await list()).toEqual(before);
    // Served from memory: without the database's notification the next answer would be this stale one.
    expect(app.productListings.listingStats.hits).toBe(hits + 1);

    const target = before.data[0] as Product;
    await connection.db
      .update(products)
      .set({ stock: target.stock + 5, priceMinor: sql`${products.priceMinor} + 100` })
      .where(eq(products.id, target.id));
    await connection.db.update(productImages).set({ alt: 'Changed by hand' }).where(eq(productImages.productId, target.id));
    const after = await listUntil((listing) => listing.data[0]?.images[0]?.alt === 'Changed by hand');
    const changed = after.data.find((p) => p.id === target.id);
    expect(changed?.stock).toBe(target.stock + 5);
    expect(changed?.price).toBeCloseTo(target.price + 1, 2); // 100 paise
    expect(changed?.images.every((image) => image.alt === 'Changed by hand')).toBe(true);
    expect(await list()).toEqual(after);
  });

  it('shows a renamed category, a change to the reference data', async () => {
    const before = await list();
    await list();
    await connection.db.update(categories).set({ name: 'Bands' }).where(eq(categories.slug, 'rings'));
    const after = await listUntil((listing) => listing.data[0]?.categories.some((c) => c.name === 'Bands') ?? false);
    expect(after.data[0]?.categories.find((c) => c.slug === 'rings')?.name).toBe('Bands');
    expect(after.data.map((p) => p.id)).toEqual(before.data.map((p) => p.id));
  });

  it('drops a product deleted in the database from the next listings', async () => {
    const before = await list();
    await list();
    const gone = before.data[1] as Product;
    await connection.db.delete(products).where(eq(products.id, gone.id));
    const after = await listUntil((listing) => !listing.data.some((p) => p.id === gone.id));
    expect(after.data.map((p) => p.id)).not.toContain(gone.id);
    expect(after.meta.total).toBe(before.meta.total - 1);
  });

  it('keeps a price band apart from the listing without one', async () => {
    const all = await list();
    const band = await list(`${RINGS}&price_max=50000`);
    expect(await list(`${RINGS}&price_max=50000`)).toEqual(band);
    expect(band.meta.total).toBeLessThan(all.meta.total);
    expect((await list(`${RINGS}&price_min=50001`)).meta.total).toBe(all.meta.total - band.meta.total);
    expect(await list()).toEqual(all);
  });

  it('clears at once on invalidate(), for writes of this process', async () => {
    await list();
    const { misses } = app.productListings.listingStats;
    app.productListings.invalidate();
    await list();
    expect(app.productListings.listingStats.misses).toBe(misses + 1);
  });

  it.runIf(Boolean(process.env['TEST_DATABASE_URL']))('listens again after losing its connection, and starts afresh', async () => {
    const listeners = sql`select pid from pg_stat_activity where datname = current_database() and query ilike 'LISTEN %' and pid <> pg_backend_pid()`;
    const listening = async () => ((await connection.db.execute(listeners)) as unknown as { rows: { pid: number }[] }).rows;
    const [listener] = await listening();
    expect(listener).toBeDefined();
    await connection.db.execute(sql`select pg_terminate_backend(${listener?.pid})`);
    const deadline = Date.now() + 5_000;
    let back: { pid: number } | undefined;
    while (!back && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      back = (await listening()).find((row) => row.pid !== listener?.pid);
    }
    expect(back).toBeDefined();
    const before = await list();
    const { hits } = app.productListings.listingStats;
    await list();
    expect(app.productListings.listingStats.hits).toBe(hits + 1);
    const target = before.data[0] as Product;
    await connection.db.update(products).set({ stock: target.stock + 1 }).where(eq(products.id, target.id));
    const after = await listUntil((listing) => listing.data[0]?.stock === target.stock + 1);
    expect(after.data[0]?.stock).toBe(target.stock + 1);
  });

  it('never keeps searches', async () => {
    const url = '/api/v1/products?q=diamond&page=1&per_page=12';
    const { hits, misses } = app.productListings.listingStats;
    await list(url);
    await list(url);
    expect(app.productListings.listingStats).toEqual({ hits, misses });
  });

  it('corrects searches against the words of the catalogue as it is now', async () => {
    const url = '/api/v1/products?q=onxy&page=1&per_page=12';
    expect((await list(url)).meta.total).toBe(0);
    const target = (await list()).data[0] as Product;
    await connection.db.update(products).set({ name: `Onyx ${target.name}` }).where(eq(products.id, target.id));
    const after = await listUntil((listing) => listing.meta.total > 0, url);
    expect(after.data.map((p) => p.id)).toEqual([target.id]);
  });
});

describe('ListingCache', () => {
  const value = (n: number) => () => Promise.resolve(n);

  it('builds every time until enabled', async () => {
    const cache = new ListingCache<number>(2);
    expect(await cache.get('a', value(1))).toBe(1);
    expect(await cache.get('a', value(2))).toBe(2);
    expect(cache.size).toBe(0);
  });

  it('drops the least recently used past its limit', async () => {
    const cache = new ListingCache<number>(2);
    cache.enable(true);
    await cache.get('a', value(1));
    await cache.get('b', value(2));
    expect(await cache.get('a', value(0))).toBe(1);
    await cache.get('c', value(3));
    expect(cache.size).toBe(2);
    expect(await cache.get('b', value(20))).toBe(20);
    expect(await cache.get('c', value(0))).toBe(3);
  });

  it('does not keep an answer built while it was invalidated, nor after it was disabled', async () => {
    const cache = new ListingCache<number>();
    cache.enable(true);
    let release = () => undefined as void;
    const pending = cache.get('a', () => new Promise<number>((resolve) => (release = () => resolve(1))));
    cache.invalidate();
    release();
    expect(await pending).toBe(1);
    expect(await cache.get('a', value(2))).toBe(2);
    cache.enable(false);
    expect(await cache.get('a', value(3))).toBe(3);
  });
});
