import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database';
import type { Queries } from '../db/queries';
import { products } from '../db/schema/index';
import { countStatement, listingQuery, pageStatement, type ListingShape } from './product-queries';
import { prefixTsQuery } from './search-terms';

/**
 * Listing shapes (filters present × sort) kept as prepared statements. The storefront uses a handful; the
 * bound keeps a caller cycling through sort combinations from growing every pooled connection's cache.
 */
const MAX_PREPARED_SHAPES = 64;

/**
 * How close a search word must be to a whole word of the name to count as a typo of it (pg_trgm
 * `strict_word_similarity`): `diamnd`/`Diamond` 0.5, `neklace`/`Necklace` 0.55, `bangel`/`Bangle` 0.4,
 * while `ring`/`Earrings` is 0.17. Short words (`rng`) fall below it but still add to the rank. The search's
 * transaction sets it as `pg_trgm.strict_word_similarity_threshold`, which the `<<%` operator reads.
 */
export const TYPO_SIMILARITY = 0.4;

/** Words of a search compared by trigrams (the first ones); the others match by full text only. */
export const MAX_TRIGRAM_TERMS = 3;

/** Products a search ranks at most: the matches found first by the indexes, the rest never read. */
export const MAX_SEARCH_CANDIDATES = 500;

/**
 * A product matches when its full-text document holds any word (stemmed, as a prefix) or its name holds a
 * close spelling of one of the first {@link MAX_TRIGRAM_TERMS}: both found through their GIN indexes, at most
 * {@link MAX_SEARCH_CANDIDATES} of them. Rank: full-text rank plus, per compared word, its closeness to the
 * name's best word.
 */
function searchCondition(terms: readonly string[]): { where: SQL; rank: SQL } {
  const tsQuery = sql`to_tsquery('english', ${prefixTsQuery(terms)})`;
  const compared = terms.slice(0, MAX_TRIGRAM_TERMS);
  const close = compared.map((term) => sql`${term} <<% ${products.name}`);
  const closeness = compared.map((term) => sql`strict_word_similarity(${term}, ${products.name})`);
  const candidates = sql`select ${products.id} from ${products} where ${products.searchVector} @@ ${tsQuery} or ${sql.join(close, sql` or `)} limit ${MAX_SEARCH_CANDIDATES}`;
  return {
    where: sql`${products.id} in (${candidates})`,
    rank: sql`(ts_rank(${products.searchVector}, ${tsQuery}) + ${sql.join(closeness, sql` + `)})`,
  };
}

type PageStatement = ReturnType<ReturnType<typeof pageStatement>['prepare']>;
type CountStatement = ReturnType<ReturnType<typeof countStatement>['prepare']>;
export type PlaceholderValues = Record<string, unknown>;

/** The statements of one listing: the page (with the window count) and, built on demand, the bare count. */
export interface ListingStatements {
  page: Pick<PageStatement, 'execute'>;
  count: () => Pick<CountStatement, 'execute'>;
}

/** The statements of product listings: prepared once per shape without search, built each time with one. */
export class ListingStatementCache {
  private readonly prepared = new Map<string, ListingStatements>();

  constructor(private readonly db: Database) {}

  /** The statements of a listing of this shape, without search. */
  of(shape: ListingShape): ListingStatements {
    return this.listing(shape);
  }

  /**
   * The statements of a search for `terms`, run by `tx` (the search's transaction, which sets the trigram
   * threshold). Its terms are in the text of the statement, so it is not kept prepared.
   */
  search(shape: ListingShape, terms: readonly string[], tx: Queries): ListingStatements {
    return this.unprepared(listingQuery(shape, searchCondition(terms)), tx);
  }

  /** The prepared statements of a listing without search, created on first use of its shape. */
  private listing(shape: ListingShape): ListingStatements {
    const key = `c${Number(shape.category)}a${shape.attributeGroups}p${Number(shape.priceMin ?? false)}${Number(shape.priceMax ?? false)}s${shape.sort.join(',')}`;
    const known = this.prepared.get(key);
    if (known) return known;
    const query = listingQuery(shape);
    // Past the bound a shape still works, as unnamed statements planned on each request.
    if (this.prepared.size >= MAX_PREPARED_SHAPES) return this.unprepared(query);
    // Named after the shape, not a counter: another repository on the same pool prepares the same text.
    const name = `catalogue_list_${createHash('sha1').update(key).digest('hex').slice(0, 16)}`;
    let count: Pick<CountStatement, 'execute'> | undefined;
    const statements: ListingStatements = {
      page: pageStatement(this.db, query).prepare(name),
      count: () => (count ??= countStatement(this.db, query).prepare(`${name}_count`)),
    };
    this.prepared.set(key, statements);
    return statements;
  }

  private unprepared(query: ReturnType<typeof listingQuery>, db: Queries = this.db): ListingStatements {
    return {
      page: { execute: (values) => pageStatement(db, query).execute(values) },
      count: () => ({ execute: (values) => countStatement(db, query).execute(values) }),
    };
  }
}
