import type { Product } from '@aurelia/contracts';
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseConnection } from '../db/database';
import { attributes, categories, productAttributes, productCategories, productImages, products } from '../db/schema/index';
import { openTestDatabase } from '../test/build-test-app';
import { CatalogueRepository } from './catalogue-repository';
import { toAttribute, toProduct } from './product-presenter';

let connection: DatabaseConnection;
let repository: CatalogueRepository;

beforeAll(async () => {
  connection = await openTestDatabase({ seeded: true });
  repository = new CatalogueRepository(connection.db);
});
afterAll(async () => {
  await connection?.close();
});

/** The products of `ids` as the first version of the repository built them: one plain query per relation. */
async function reference(ids: readonly number[]): Promise<Product[]> {
  const { db } = connection;
  const rows = await db.select().from(products).where(inArray(products.id, [...ids]));
  const categoryRows = await db
    .select({ productId: productCategories.productId, id: categories.id, slug: categories.slug, name: categories.name })
    .from(productCategories)
    .innerJoin(categories, eq(categories.id, productCategories.categoryId))
    .where(inArray(productCategories.productId, [...ids]))
    .orderBy(asc(categories.position), asc(categories.id));
  const attributeRows = await db
    .select({ productId: productAttributes.productId, id: attributes.id, group: attributes.group, name: attributes.name, title: attributes.title })
    .from(productAttributes)
    .innerJoin(attributes, eq(attributes.id, productAttributes.attributeId))
    .where(inArray(productAttributes.productId, [...ids]))
    .orderBy(asc(attributes.id));
  const imageRows = await db
    .select()
    .from(productImages)
    .where(inArray(productImages.productId, [...ids]))
    .orderBy(asc(productImages.position), asc(productImages.id));
  return ids.map((id) => {
    const row = rows.find((r) => r.id === id);
    if (!row) throw new Error(`no product ${id}`);
    return toProduct(row, {
      categories: categoryRows.filter((c) => c.productId === id).map(({ id: cid, slug, name }) => ({ id: cid, slug, name })),
      attributes: attributeRows.filter((a) => a.productId === id).map(toAttribute),
      images: imageRows
        .filter((i) => i.productId === id)
        .map((i) => ({ url: i.path, alt: i.alt, width: i.width, height: i.height })),
    });
  });
}

describe('the catalogue repository reads a page in one statement', () => {
  it('presents every product exactly as one query per relation would', async () => {
    const listed: Product[] = [];
    for (let page = 1; ; page++) {
      const result = await repository.listProducts({ page, perPage: 48, sort: ['price:asc'] });
      listed.push(...result.products);
      if (page * 48 >= result.total) break;
    }
    expect(listed.length).toBeGreaterThanOrEqual(240);
    expect(listed).toEqual(await reference(listed.map((p) => p.id)));
    const first = listed[0] as Product;
    expect(await repository.findProductById(first.id)).toEqual(first);
    expect(await repository.findProductBySlug(first.slug)).toEqual(first);
  });

  it('counts the matches of a page past the last, through the prepared count', async () => {
    const rings = await repository.listProducts({ categorySlug: 'rings', page: 1, perPage: 12 });
    const past = await repository.listProducts({ categorySlug: 'rings', page: 50, perPage: 12 });
    expect(past).toEqual({ products: [], total: rings.total });
    const searched = await repository.listProducts({ q: 'diamond', page: 50, perPage: 12 });
    expect(searched.products).toEqual([]);
    expect(searched.total).toBe((await repository.listProducts({ q: 'diamond', page: 1, perPage: 12 })).total);
  });
});

describe('an unchanged product is reused, a changed one is not', () => {
  it('shows a change of stock, price or images at the next listing', async () => {
    const query = { categorySlug: 'rings', page: 1, perPage: 12 } as const;
    const before = (await repository.listProducts(query)).products;
    const again = (await repository.listProducts(query)).products;
    expect(again[0]).toBe(before[0]);
    expect(Object.isFrozen(again[0])).toBe(true);

    const target = before[0] as Product;
    await connection.db.update(products).set({ stock: target.stock + 7 }).where(eq(products.id, target.id));
    await connection.db.update(productImages).set({ alt: 'Changed' }).where(eq(productImages.productId, target.id));
    const after = (await repository.listProducts(query)).products;
    const changed = after.find((p) => p.id === target.id);
    expect(changed?.stock).toBe(target.stock + 7);
    expect(changed?.images.every((image) => image.alt === 'Changed')).toBe(true);
    expect(after[1]).toBe(before[1]);
    expect(changed).toEqual((await reference([target.id]))[0]);
  });

  it('reads the categories again when a product names one added since', async () => {
    const [added] = await connection.db
      .insert(categories)
      .values({ slug: 'tiaras', name: 'Tiaras', position: -1 })
      .returning({ id: categories.id });
    const ring = (await repository.listProducts({ categorySlug: 'rings', page: 1, perPage: 1 })).products[0] as Product;
    await connection.db.insert(productCategories).values({ productId: ring.id, categoryId: added?.id ?? 0 });
    const listed = (await repository.listProducts({ categorySlug: 'tiaras', page: 1, perPage: 12 })).products;
    expect(listed.map((p) => p.id)).toEqual([ring.id]);
    expect(listed[0]?.categories.map((c) => c.slug)).toEqual(['tiaras', 'rings']);
  });
});
