import type { Product } from '@aurelia/contracts';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database';
import { attributes, categories, productAttributes, productCategories, productImages, products } from '../db/schema/index';
import { toAttribute, toProduct, type ProductRelations, type ProductRow } from '../catalogue/product-presenter';
import { required } from '../required';

/** Ids are PostgreSQL `integer`s: a larger number names no row and must not reach a query (it would fail). */
export const MAX_ROW_ID = 2_147_483_647;

/** Whether `id` could name a row; anything else is a product that does not exist. */
export const isRowId = (id: number): boolean => Number.isSafeInteger(id) && id >= 1 && id <= MAX_ROW_ID;

/** The product columns the presenter needs, for selects that join products to cart or wishlist lines. */
export const productRowColumns = {
  id: products.id,
  slug: products.slug,
  name: products.name,
  description: products.description,
  metalWeightMg: products.metalWeightMg,
  metalRateMinor: products.metalRateMinor,
  makingChargeMinor: products.makingChargeMinor,
  stoneValueMinor: products.stoneValueMinor,
  gstMinor: products.gstMinor,
  priceMinor: products.priceMinor,
  stock: products.stock,
  isPreorderable: products.isPreorderable,
};

/**
 * The wire products (libs/contracts Product, through the catalogue presenter) of rows already read, by id.
 * Categories, attributes and images of all the rows come in three queries, however many rows there are.
 */
export async function productDetails(db: Database, rows: readonly ProductRow[]): Promise<Map<number, Product>> {
  const ids = [...new Set(rows.map((row) => row.id))];
  if (ids.length === 0) return new Map();
  const [categoryRows, attributeRows, imageRows] = await Promise.all([
    db
      .select({ productId: productCategories.productId, id: categories.id, slug: categories.slug, name: categories.name })
      .from(productCategories)
      .innerJoin(categories, eq(categories.id, productCategories.categoryId))
      .where(inArray(productCategories.productId, ids))
      .orderBy(asc(categories.position), asc(categories.id)),
    db
      .select({
        productId: productAttributes.productId,
        id: attributes.id,
        group: attributes.group,
        name: attributes.name,
        title: attributes.title,
      })
      .from(productAttributes)
      .innerJoin(attributes, eq(attributes.id, productAttributes.attributeId))
      .where(inArray(productAttributes.productId, ids))
      .orderBy(asc(attributes.id)),
    db
      .select()
      .from(productImages)
      .where(inArray(productImages.productId, ids))
      .orderBy(asc(productImages.productId), asc(productImages.position), asc(productImages.id)),
  ]);
  const related = new Map<number, ProductRelations>(ids.map((id) => [id, { categories: [], attributes: [], images: [] }]));
  for (const { productId, ...category } of categoryRows) related.get(productId)?.categories.push(category);
  for (const { productId, ...attribute } of attributeRows) related.get(productId)?.attributes.push(toAttribute(attribute));
  for (const image of imageRows) {
    related.get(image.productId)?.images.push({ url: image.path, alt: image.alt, width: image.width, height: image.height });
  }
  return new Map(rows.map((row) => [row.id, toProduct(row, required(related.get(row.id), `relations of product ${row.id}`))]));
}
