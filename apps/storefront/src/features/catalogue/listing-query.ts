import { withoutControlCharacters, type Attribute, type ProductSort } from '@aurelia/contracts';
import type { ProductListParams } from '@aurelia/api-client';
import { formatInr, PRODUCTS_PER_PAGE } from '@aurelia/domain';

/** The sorts a shopper can pick, the first being the default. */
export const SORT_OPTIONS: readonly { value: ProductSort; label: string }[] = [
  { value: 'popularity:desc', label: 'Most loved' },
  { value: 'created_at:desc', label: 'Newest' },
  { value: 'price:asc', label: 'Price: low to high' },
  { value: 'price:desc', label: 'Price: high to low' },
  { value: 'name:asc', label: 'Name: A to Z' },
];
export const DEFAULT_SORT: ProductSort = 'popularity:desc';

/** A search is ranked by how well pieces match unless the shopper picks a sort. */
export const RELEVANCE = 'relevance';
export const SEARCH_SORT_OPTIONS: readonly { value: ProductSort | typeof RELEVANCE; label: string }[] = [
  { value: RELEVANCE, label: 'Best match' },
  ...SORT_OPTIONS,
];

/** The most pages a listing URL may ask for; beyond the last page the API answers an empty page. */
const MAX_PAGE = 1000;

/** The dearest price band edge the API takes, in rupees (₹100 crore). */
const MAX_PRICE = 1_000_000_000;

/** A listing's state as the URL holds it: `?attr=3&attr=7&price_min=25000&price_max=50000&sort=price:asc&page=2&q=ring`. */
export interface ListingQuery {
  attributeIds: number[];
  /** A price band in whole rupees, both ends included; null means no bound on that side. */
  priceMin: number | null;
  priceMax: number | null;
  /** The chosen sort; null means the default (most loved for a category, best match for a search). */
  sort: ProductSort | null;
  page: number;
  q: string;
}

/** Reads the listing state from the URL, dropping anything malformed rather than failing. */
export function parseListingQuery(search: URLSearchParams): ListingQuery {
  const attributeIds = [...new Set(search.getAll('attr').flatMap((value) => value.split(',')))]
    .map(Number)
    .filter((id) => Number.isSafeInteger(id) && id > 0)
    .sort((a, b) => a - b);
  const sortParam = search.get('sort');
  const sort = SORT_OPTIONS.find((option) => option.value === sortParam)?.value ?? null;
  const pageParam = Number(search.get('page') ?? '1');
  const page = Number.isSafeInteger(pageParam) && pageParam >= 1 ? Math.min(pageParam, MAX_PAGE) : 1;
  // A shared link's search may carry a right-to-left override, which would turn the heading after it backwards.
  const q = withoutControlCharacters(search.get('q') ?? '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 100);
  const low = priceOf(search.get('price_min'));
  const high = priceOf(search.get('price_max'));
  // A band written high to low still means the pieces between its ends.
  const [priceMin, priceMax] = low !== null && high !== null && low > high ? [high, low] : [low, high];
  return { attributeIds, priceMin, priceMax, sort, page, q };
}

/** A band edge from the address: whole rupees within what the API takes, else none. */
function priceOf(value: string | null): number | null {
  if (value === null || value.trim() === '') return null;
  const rupees = Number(value);
  return Number.isSafeInteger(rupees) && rupees >= 0 && rupees <= MAX_PRICE ? rupees : null;
}

/** Whether a listing is narrowed to a price band. */
export function isBanded(query: Pick<ListingQuery, 'priceMin' | 'priceMax'>): boolean {
  return query.priceMin !== null || query.priceMax !== null;
}

/** A price band as the listings name it: "Under ₹25,000", "₹25,000–₹50,000", "₹1,00,000 and above". */
export function priceBandLabel(priceMin: number | null, priceMax: number | null): string {
  if (priceMin !== null && priceMin > 0 && priceMax !== null) return `${formatInr(priceMin)}–${formatInr(priceMax)}`;
  if (priceMax !== null) return `Under ${formatInr(priceMax)}`;
  if (priceMin !== null) return `${formatInr(priceMin)} and above`;
  return 'Any price';
}

/** The URL search of a listing state, defaults left out so links stay short and canonical. */
export function listingSearch(query: Partial<ListingQuery>): string {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  for (const id of query.attributeIds ?? []) params.append('attr', String(id));
  if (typeof query.priceMin === 'number') params.set('price_min', String(query.priceMin));
  if (typeof query.priceMax === 'number') params.set('price_max', String(query.priceMax));
  if (query.sort) params.set('sort', query.sort);
  if (query.page && query.page > 1) params.set('page', String(query.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The API query of a listing (docs/behaviour.md §7 filters and sort), without its page. */
export function listingParams(query: ListingQuery, category?: string): ProductListParams {
  return {
    ...(category ? { category } : {}),
    ...(query.attributeIds.length > 0 ? { attributeIds: query.attributeIds } : {}),
    // A search without a chosen sort keeps the server's relevance ranking.
    ...(query.sort ? { sort: [query.sort] } : query.q ? {} : { sort: [DEFAULT_SORT] }),
    perPage: PRODUCTS_PER_PAGE,
    ...(query.q ? { q: query.q } : {}),
    ...(query.priceMin !== null ? { priceMin: query.priceMin } : {}),
    ...(query.priceMax !== null ? { priceMax: query.priceMax } : {}),
  };
}

/** The filter panel's groups (metal, purity, stone…) from the attribute list. */
export function filterGroupsOf(attributes: readonly Attribute[]) {
  const labels: Record<Attribute['group'], string> = {
    metal: 'Metal',
    purity: 'Purity',
    stone: 'Stone',
    occasion: 'Occasion',
    gender: 'For',
    collection: 'Collection',
  };
  const groups = new Map<Attribute['group'], { value: string; label: string }[]>();
  for (const attribute of attributes) {
    const options = groups.get(attribute.group) ?? [];
    options.push({ value: String(attribute.id), label: attribute.title });
    groups.set(attribute.group, options);
  }
  return [...groups].map(([group, options]) => ({ name: group, label: labels[group], options }));
}

/** The chosen attribute ids as the filter panel's value, by group. */
export function filterValueOf(attributes: readonly Attribute[], ids: readonly number[]): Record<string, string[]> {
  const value: Record<string, string[]> = {};
  for (const attribute of attributes) {
    if (!ids.includes(attribute.id)) continue;
    (value[attribute.group] ??= []).push(String(attribute.id));
  }
  return value;
}

/** The filter panel's value back as attribute ids, in ascending order (the address keeps them so). */
export function attributeIdsOf(value: Readonly<Record<string, readonly string[]>>): number[] {
  return Object.values(value)
    .flat()
    .map(Number)
    .sort((a, b) => a - b);
}
