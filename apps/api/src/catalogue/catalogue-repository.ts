import type { Attribute, Category, Product, ProductImage, ProductSort } from '@aurelia/contracts';
import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { isRowId } from '../db/row-id';
import { attributes, categories, productCategories, products } from '../db/schema/index';
import { toAttribute, toProduct } from './product-presenter';
import { ListingStatementCache, TYPO_SIMILARITY, type ListingStatements, type PlaceholderValues } from './listing-statements';
import {
  attributeGroupPlaceholder,
  productByIdStatement,
  productBySlugStatement,
  productWithRelationsColumns,
  type ListingShape,
  type ProductWithRelationsRow,
} from './product-queries';
import { ListingCache } from './listing-cache';
import { deepFreeze, ProductMemo } from './product-memo';
import { CatalogueReferenceData, resolveReferences } from './reference-data';
import { searchTerms } from './search-terms';
import { SEARCH_TIMEOUT_MS, withSearchDeadline } from './search-deadline';
import { MAX_CONCURRENT_SEARCHES, SearchGate } from './search-gate';
import { SearchVocabulary } from './search-vocabulary';

/** PostgreSQL text cannot hold a NUL character; no slug contains one. */
const hasNul = (text: string) => text.includes('\u0000');
export interface ProductListParams {
  categorySlug?: string;
  attributeIds?: readonly number[];
  sort?: readonly ProductSort[];
  q?: string;
  /** A price band in whole rupees, both ends included. */
  priceMin?: number;
  priceMax?: number;
  page: number;
  perPage: number;
}

export interface ProductPage {
  products: Product[];
  total: number;
  /** The words searched for, when some of the search's were corrected (`daimond` → `diamond`). */
  correctedTerms?: string[];
}

/** The database channel the catalogue tables notify on (migration 0002_catalogue_notify). */
export const CATALOGUE_CHANNEL = 'catalogue_changed';

/**
 * Catalogue reads: products with their relations, attributes and categories. A page of products is one
 * statement (rows, relations as ids and JSON, and the count), prepared once per listing shape; category
 * and attribute details come from {@link CatalogueReferenceData}. The `GET /products` envelope and its
 * answers kept in memory are `ProductListings`' (product-listings.ts).
 */
export class CatalogueRepository {
  private readonly references: CatalogueReferenceData;
  private readonly statements: ListingStatementCache;
  private readonly listed = new ProductMemo();
  /** The words a search's are corrected against, kept like the listings (one entry, under one key). */
  private readonly vocabulary = new ListingCache<SearchVocabulary>(1);
  /** Searches let into the database at once. */
  private readonly searches: SearchGate;
  private readonly bySlug: Pick<ReturnType<ReturnType<typeof productBySlugStatement>['prepare']>, 'execute'>;
  private readonly byId: Pick<ReturnType<ReturnType<typeof productByIdStatement>['prepare']>, 'execute'>;
  private readonly attributeGroupsOf;

  /** `oneAtATime`: the database runs one statement at a time (PGlite), so searches go in one by one. */
  constructor(
    private readonly db: Database,
    options: { oneAtATime?: boolean } = {},
  ) {
    this.searches = new SearchGate({ concurrency: options.oneAtATime ? 1 : MAX_CONCURRENT_SEARCHES });
    this.references = new CatalogueReferenceData(db);
    this.statements = new ListingStatementCache(db);
    this.bySlug = productBySlugStatement(db).prepare('catalogue_product_by_slug');
    this.byId = productByIdStatement(db).prepare('catalogue_product_by_id');
    this.attributeGroupsOf = db
      .select({ id: attributes.id, group: attributes.group })
      .from(attributes)
      .where(sql`${attributes.id} = any(${sql.placeholder('ids')})`)
      .prepare('catalogue_attribute_groups');
  }

  /**
   * A page of products. Attribute ids are OR-ed within their group (metal, purity…) and AND-ed across
   * groups; ids of no attribute are ignored, and a filter of only unknown ids matches nothing.
   * Without a sort, a search ranks by relevance and a listing by popularity; the id breaks ties.
   * The products are frozen: an unchanged product is the same object from one listing to the next.
   */
  async listProducts(params: ProductListParams): Promise<ProductPage> {
    const offset = (params.page - 1) * params.perPage;
    const values: PlaceholderValues = { limit: params.perPage, offset };
    if (params.categorySlug !== undefined) {
      if (hasNul(params.categorySlug)) return { products: [], total: 0 };
      values['slug'] = params.categorySlug;
    }
    const search = params.q === undefined ? undefined : await this.searchedTerms(params.q);
    const terms = search?.terms;
    if (terms?.length === 0) return { products: [], total: 0 };
    let groups = 0;
    if (params.attributeIds !== undefined && params.attributeIds.length > 0) {
      const byGroup = await this.attributeGroups(params.attributeIds);
      if (byGroup.size === 0) return { products: [], total: 0 };
      for (const ids of byGroup.values()) values[attributeGroupPlaceholder(groups++)] = ids;
    }
    // The band is in rupees, the price column in paise.
    if (params.priceMin !== undefined) values['price_min'] = params.priceMin * 100;
    if (params.priceMax !== undefined) values['price_max'] = params.priceMax * 100;
    const shape: ListingShape = {
      category: params.categorySlug !== undefined,
      attributeGroups: groups,
      priceMin: params.priceMin !== undefined,
      priceMax: params.priceMax !== undefined,
      sort: params.sort ?? [],
    };
    const read = async (statements: ListingStatements) => {
      const rows = await statements.page.execute(values);
      return { rows, total: rows[0]?.total ?? (offset > 0 ? await this.countProducts(statements, values) : 0) };
    };
    const { rows, total } = terms
      ? await withSearchDeadline(this.db, SEARCH_TIMEOUT_MS, async (tx) => {
          await tx.execute(sql.raw(`set local pg_trgm.strict_word_similarity_threshold = ${TYPO_SIMILARITY}`));
          return read(this.statements.search(shape, terms, tx));
        }, this.searches)
      : await read(this.statements.of(shape));
    const page: ProductPage = { products: await this.present(rows, this.listed), total };
    if (search?.corrected) page.correctedTerms = search.terms;
    return page;
  }

  /**
   * The words of a search, each that the catalogue does not hold corrected to the catalogue word it is
   * closest to (`rnig` → `ring`, `neckalce` → `necklace`); a word with none close enough stays as it is.
   */
  async searchedTerms(q: string): Promise<{ terms: string[]; corrected: boolean }> {
    const terms = searchTerms(q);
    if (terms.length === 0) return { terms, corrected: false };
    const vocabulary = await this.vocabulary.get('words', () => this.readVocabulary());
    return vocabulary.correct(terms);
  }

  /**
   * Forgets what is kept in memory (categories, attributes, the search words): call it on each change to
   * the catalogue tables, after the change is committed.
   */
  invalidate(): void {
    this.vocabulary.invalidate();
    this.references.reset();
  }

  /** Whether the database's change notifications reach {@link CatalogueRepository.invalidate}. */
  setListening(listening: boolean): void {
    this.vocabulary.enable(listening);
    this.references.reset();
  }

  async findProductBySlug(slug: string): Promise<Product | null> {
    if (hasNul(slug)) return null;
    return (await this.present(await this.bySlug.execute({ slug })))[0] ?? null;
  }

  async findProductById(id: number): Promise<Product | null> {
    if (!isRowId(id)) return null;
    return (await this.present(await this.byId.execute({ id })))[0] ?? null;
  }

  /**
   * The wire products of these ids, by id, read with their relations in one statement; ids naming no
   * product are left out. For the cart and the wishlist, which price and order their own lines.
   */
  async findProductsByIds(ids: readonly number[]): Promise<Map<number, Product>> {
    const valid = [...new Set(ids)].filter(isRowId);
    if (valid.length === 0) return new Map();
    const rows = await this.db.select(productWithRelationsColumns).from(products).where(inArray(products.id, valid));
    return new Map((await this.present(rows)).map((product) => [product.id, product]));
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

  private async countProducts(statements: ListingStatements, values: PlaceholderValues): Promise<number> {
    const [row] = await statements.count().execute(values);
    return Number(row?.total ?? 0);
  }

  /** The words of every product's name and description, and of the category and attribute titles. */
  private async readVocabulary(): Promise<SearchVocabulary> {
    const [productRows, categoryRows, attributeRows] = await Promise.all([
      this.db.select({ name: products.name, description: products.description }).from(products),
      this.db.select({ name: categories.name }).from(categories),
      this.db.select({ title: attributes.title }).from(attributes),
    ]);
    return new SearchVocabulary([
      ...productRows.flatMap((row) => [row.name, row.description]),
      ...categoryRows.map((row) => row.name),
      ...attributeRows.map((row) => row.title),
    ]);
  }

  /** Known attribute ids by group. */
  private async attributeGroups(ids: readonly number[]): Promise<Map<string, number[]>> {
    const valid = [...new Set(ids)].filter(isRowId);
    const groups = new Map<string, number[]>();
    if (valid.length === 0) return groups;
    const rows = await this.attributeGroupsOf.execute({ ids: valid });
    for (const row of rows) groups.set(row.group, [...(groups.get(row.group) ?? []), row.id]);
    return groups;
  }

  /**
   * The wire products of rows read with their relations, category and attribute details from memory.
   * With `memo`, an unchanged product comes back as the same frozen object as before.
   */
  private async present(rows: readonly ProductWithRelationsRow[], memo?: ProductMemo): Promise<Product[]> {
    if (rows.length === 0) return [];
    let snapshot = await this.references.snapshot();
    const products: Product[] = [];
    for (const row of rows) {
      const known = memo?.get(row, snapshot);
      if (known) {
        products.push(known);
        continue;
      }
      let references = resolveReferences(snapshot, row.categoryIds, row.attributeIds);
      if (!references) {
        snapshot = await this.references.refresh(snapshot);
        references = resolveReferences(snapshot, row.categoryIds, row.attributeIds);
      }
      if (!references) throw new Error(`product ${row.id} names a category or attribute that does not exist`);
      const images = JSON.parse(row.imagesJson) as ProductImage[];
      const product = toProduct(row, { categories: references.categories, attributes: references.attributes, images });
      if (memo) memo.set(row, snapshot, deepFreeze(product));
      products.push(product);
    }
    return products;
  }
}
