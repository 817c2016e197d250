import type { Attribute, Category, Product, ProductSort } from '@aurelia/contracts';
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database';
import {
  attributes,
  categories,
  productAttributes,
  productCategories,
  productImages,
  products,
} from '../db/schema/index';
import { toAttribute, toProduct, type ProductRelations, type ProductRow } from './product-presenter';
import { prefixTsQuery, searchTerms } from './search-terms';
import { required } from '../required';

/** Ids are PostgreSQL `integer`s: a larger number cannot name a row, and must not reach a query. */
const MAX_ID = 2_147_483_647;
/** PostgreSQL text cannot hold a NUL character; no slug contains one. */
const hasNul = (text: string) => text.includes('\u0000');

export interface ProductListParams {
  categorySlug?: string;
  attributeIds?: readonly number[];
  sort?: readonly ProductSort[];
  q?: string;
  page: number;
  perPage: number;
}

export interface ProductPage {
  products: Product[];
  total: number;
}

const productColumns = {
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

const SORT_COLUMNS = {
  price: products.priceMinor,
  // Byte order, so PostgreSQL and PGlite (whatever their locales) list names alike.
  name: sql`${products.name} collate "C"`,
  created_at: products.createdAt,
  popularity: products.popularity,
} as const;

function sortOrder(sort: readonly ProductSort[]): SQL[] {
  return sort.map((key) => {
    const [field, direction] = key.split(':') as [keyof typeof SORT_COLUMNS, 'asc' | 'desc'];
    return direction === 'asc' ? asc(SORT_COLUMNS[field]) : desc(SORT_COLUMNS[field]);
  });
}

/**
 * How close a search word must be to a whole word of the name to count as a typo of it (pg_trgm
 * `strict_word_similarity`): `diamnd`/`Diamond` 0.5, `neklace`/`Necklace` 0.55, `bangel`/`Bangle` 0.4,
 * while `ring`/`Earrings` is 0.17. Short words (`rng`) fall below it but still add to the rank.
 */
const TYPO_SIMILARITY = 0.4;

/**
 * A product matches when its full-text document holds any word (stemmed, as a prefix) or its name holds a
 * close spelling of one. Rank: full-text rank plus, per word, its closeness to the name's best word.
 */
function searchCondition(terms: readonly string[]): { where: SQL; rank: SQL } {
  const tsQuery = sql`to_tsquery('english', ${prefixTsQuery(terms)})`;
  const closeness = terms.map((term) => sql`strict_word_similarity(${term}, ${products.name})`);
  return {
    where: sql`(${products.searchVector} @@ ${tsQuery} or greatest(${sql.join(closeness, sql`, `)}) >= ${TYPO_SIMILARITY})`,
    rank: sql`(ts_rank(${products.searchVector}, ${tsQuery}) + ${sql.join(closeness, sql` + `)})`,
  };
}

/** Catalogue reads: products with their relations, attributes and categories. */
export class CatalogueRepository {
  constructor(private readonly db: Database) {}

  /**
   * A page of products. Attribute ids are OR-ed within their group (metal, purity…) and AND-ed across
   * groups; ids of no attribute are ignored, and a filter of only unknown ids matches nothing.
   * Without a sort, a search ranks by relevance and a listing by popularity; the id breaks ties.
   */
  async listProducts(params: ProductListParams): Promise<ProductPage> {
    const conditions: SQL[] = [];
    if (params.categorySlug !== undefined) {
      if (hasNul(params.categorySlug)) return { products: [], total: 0 };
      conditions.push(
        sql`exists (select 1 from ${productCategories} join ${categories} on ${categories.id} = ${productCategories.categoryId} where ${productCategories.productId} = ${products.id} and ${categories.slug} = ${params.categorySlug})`,
      );
    }
    if (params.attributeIds !== undefined && params.attributeIds.length > 0) {
      const groups = await this.attributeGroups(params.attributeIds);
      if (groups.size === 0) return { products: [], total: 0 };
      for (const ids of groups.values()) {
        conditions.push(
          sql`exists (select 1 from ${productAttributes} where ${productAttributes.productId} = ${products.id} and ${inArray(productAttributes.attributeId, ids)})`,
        );
      }
    }
    const order: SQL[] = [];
    if (params.q !== undefined) {
      const terms = searchTerms(params.q);
      if (terms.length === 0) return { products: [], total: 0 };
      const search = searchCondition(terms);
      conditions.push(search.where);
      if (!params.sort?.length) order.push(desc(search.rank));
    }
    if (params.sort?.length) order.push(...sortOrder(params.sort));
    else if (params.q === undefined) order.push(desc(products.popularity));
    order.push(asc(products.id));

    const offset = (params.page - 1) * params.perPage;
    const where = conditions.length > 0 ? and(...conditions) : undefined;
    const rows = await this.db
      .select({ ...productColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(products)
      .where(where)
      .orderBy(...order)
      .limit(params.perPage)
      .offset(offset);
    const total = rows[0]?.total ?? (offset > 0 ? await this.countProducts(where) : 0);
    return { products: await this.withRelations(rows), total };
  }

  async findProductBySlug(slug: string): Promise<Product | null> {
    if (hasNul(slug)) return null;
    const rows = await this.db.select(productColumns).from(products).where(eq(products.slug, slug)).limit(1);
    return (await this.withRelations(rows))[0] ?? null;
  }

  async findProductById(id: number): Promise<Product | null> {
    if (!Number.isSafeInteger(id) || id < 1 || id > MAX_ID) return null;
    const rows = await this.db.select(productColumns).from(products).where(eq(products.id, id)).limit(1);
    return (await this.withRelations(rows))[0] ?? null;
  }

  async listAttributes(): Promise<Attribute[]> {
    const rows = await this.db.select().from(attributes).orderBy(asc(attributes.id));
    return rows.map(toAttribute);
  }

  async listCategories(): Promise<Category[]> {
    const rows = await this.db
      .select({
        id: categories.id,
        slug: categories.slug,
        name: categories.name,
        description: categories.description,
        productCount: count(productCategories.productId),
      })
      .from(categories)
      .leftJoin(productCategories, eq(productCategories.categoryId, categories.id))
      .groupBy(categories.id)
      .orderBy(asc(categories.position), asc(categories.id));
    return rows.map(({ productCount, ...row }) => ({ ...row, product_count: Number(productCount) }));
  }

  private async countProducts(where: SQL | undefined): Promise<number> {
    const [row] = await this.db.select({ total: count() }).from(products).where(where);
    return Number(row?.total ?? 0);
  }

  /** Known attribute ids by group. */
  private async attributeGroups(ids: readonly number[]): Promise<Map<string, number[]>> {
    const valid = [...new Set(ids)].filter((id) => Number.isSafeInteger(id) && id >= 1 && id <= MAX_ID);
    const groups = new Map<string, number[]>();
    if (valid.length === 0) return groups;
    const rows = await this.db
      .select({ id: attributes.id, group: attributes.group })
      .from(attributes)
      .where(inArray(attributes.id, valid));
    for (const row of rows) groups.set(row.group, [...(groups.get(row.group) ?? []), row.id]);
    return groups;
  }

  /** Loads categories, attributes and images of all the rows in three queries, not one per product. */
  private async withRelations(rows: readonly ProductRow[]): Promise<Product[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const [categoryRows, attributeRows, imageRows] = await Promise.all([
      this.db
        .select({ productId: productCategories.productId, id: categories.id, slug: categories.slug, name: categories.name })
        .from(productCategories)
        .innerJoin(categories, eq(categories.id, productCategories.categoryId))
        .where(inArray(productCategories.productId, ids))
        .orderBy(asc(categories.position), asc(categories.id)),
      this.db
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
      this.db
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
    return rows.map((row) => toProduct(row, required(related.get(row.id), `relations of product ${row.id}`)));
  }
}
