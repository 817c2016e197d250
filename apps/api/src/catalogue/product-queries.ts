import type { ProductSort } from '@aurelia/contracts';
import { and, asc, count, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { Queries } from '../db/queries';
import { categories, productAttributes, productCategories, productImages, products } from '../db/schema/index';
import type { ProductRow } from './product-presenter';

/** A product row with the ids of its categories and attributes and its images, read in the same statement. */
export interface ProductWithRelationsRow extends ProductRow {
  /** In no particular order; the reference data orders them. */
  categoryIds: number[];
  /** By attribute id. */
  attributeIds: number[];
  /** The images by position, then id, in the wire shape, as JSON text: compared as is, parsed when presented. */
  imagesJson: string;
}

/** The product columns the presenter needs, for selects of products alone or joined to cart and wishlist lines. */
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
  diamondColour: products.diamondColour,
  diamondClarity: products.diamondClarity,
  diamondCentiCarats: products.diamondCentiCarats,
  stock: products.stock,
  isPreorderable: products.isPreorderable,
};

/**
 * The outer product's id inside the relation subqueries. Drizzle leaves the columns of a one-table select
 * unqualified, and a bare `"id"` there would name the subquery's own table.
 */
const outerProductId = sql.raw('"products"."id"');

/**
 * The columns of a product with its relations. The relations are correlated subqueries: with a LIMIT,
 * PostgreSQL evaluates them only for the rows of the page, after sorting, and one round trip serves it all.
 * Category and attribute names are not read here: they come from {@link CatalogueReferenceData}.
 */
export const productWithRelationsColumns = {
  ...productRowColumns,
  categoryIds: sql<number[]>`array(select ${productCategories.categoryId} from ${productCategories} where ${productCategories.productId} = ${outerProductId})`,
  attributeIds: sql<
    number[]
  >`array(select ${productAttributes.attributeId} from ${productAttributes} where ${productAttributes.productId} = ${outerProductId} order by ${productAttributes.attributeId})`,
  imagesJson: sql<string>`(select coalesce(json_agg(json_build_object('url', ${productImages.path}, 'alt', ${productImages.alt}, 'width', ${productImages.width}, 'height', ${productImages.height}) order by ${productImages.position}, ${productImages.id}), '[]'::json)::text from ${productImages} where ${productImages.productId} = ${outerProductId})`,
};

const SORT_COLUMNS = {
  price: products.priceMinor,
  // Byte order, so PostgreSQL and PGlite (whatever their locales) list names alike.
  name: sql`${products.name} collate "C"`,
  created_at: products.createdAt,
  popularity: products.popularity,
} as const;

export function sortOrder(sort: readonly ProductSort[]): SQL[] {
  return sort.map((key) => {
    const [field, direction] = key.split(':') as [keyof typeof SORT_COLUMNS, 'asc' | 'desc'];
    return direction === 'asc' ? asc(SORT_COLUMNS[field]) : desc(SORT_COLUMNS[field]);
  });
}

/** Products in the category whose slug is the `slug` placeholder. */
export const inCategory = sql`exists (select 1 from ${productCategories} join ${categories} on ${categories.id} = ${productCategories.categoryId} where ${productCategories.productId} = ${products.id} and ${categories.slug} = ${sql.placeholder('slug')})`;

/** Placeholder of the attribute ids of the `index`th attribute group of a filter. */
export const attributeGroupPlaceholder = (index: number) => `group${index}`;

/** Products holding any of the ids of the `index`th attribute group (an integer array placeholder). */
export function inAttributeGroup(index: number): SQL {
  return sql`exists (select 1 from ${productAttributes} where ${productAttributes.productId} = ${products.id} and ${productAttributes.attributeId} = any(${sql.placeholder(attributeGroupPlaceholder(index))}))`;
}

/** Products selling at or above the `price_min` placeholder (paise). */
export const priceAtLeast = gte(products.priceMinor, sql.placeholder('price_min'));
/** Products selling at or below the `price_max` placeholder (paise). */
export const priceAtMost = lte(products.priceMinor, sql.placeholder('price_max'));

/** What decides the text of a listing statement; the values (slug, ids, prices, page) are its parameters. */
export interface ListingShape {
  category: boolean;
  attributeGroups: number;
  /** A lowest and a highest selling price, each its own placeholder (`price_min`, `price_max`, in paise). */
  priceMin?: boolean;
  priceMax?: boolean;
  /** An explicit sort; without one the listing is by popularity. The id always breaks ties. */
  sort: readonly ProductSort[];
}

export interface ListingQuery {
  where: SQL | undefined;
  order: SQL[];
}

/** The filter and order of a listing of that shape, without search. */
export function listingQuery(shape: ListingShape, extra: { where?: SQL; rank?: SQL } = {}): ListingQuery {
  const conditions: SQL[] = [];
  if (shape.category) conditions.push(inCategory);
  for (let index = 0; index < shape.attributeGroups; index++) conditions.push(inAttributeGroup(index));
  if (shape.priceMin) conditions.push(priceAtLeast);
  if (shape.priceMax) conditions.push(priceAtMost);
  if (extra.where) conditions.push(extra.where);
  const order: SQL[] = [];
  if (extra.rank && shape.sort.length === 0) order.push(desc(extra.rank));
  if (shape.sort.length > 0) order.push(...sortOrder(shape.sort));
  else if (!extra.rank) order.push(desc(products.popularity));
  order.push(asc(products.id));
  return { where: conditions.length > 0 ? and(...conditions) : undefined, order };
}

/** A page of products with their relations and the count of all matches (absent on a page past the last). */
export function pageStatement(db: Queries, query: ListingQuery) {
  return db
    .select({ ...productWithRelationsColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(products)
    .where(query.where)
    .orderBy(...query.order)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
}

/** How many products match, for a page past the last, where the window count has no row to ride on. */
export function countStatement(db: Queries, query: ListingQuery) {
  return db.select({ total: count() }).from(products).where(query.where);
}

/** One product with its relations, by slug (`slug` placeholder). */
export function productBySlugStatement(db: Queries) {
  return db
    .select(productWithRelationsColumns)
    .from(products)
    .where(eq(products.slug, sql.placeholder('slug')))
    .limit(1);
}

/** One product with its relations, by id (`id` placeholder). */
export function productByIdStatement(db: Queries) {
  return db
    .select(productWithRelationsColumns)
    .from(products)
    .where(eq(products.id, sql.placeholder('id')))
    .limit(1);
}
