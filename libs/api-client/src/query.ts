import { PRODUCTS_PER_PAGE } from '@aurelia/domain';

/** A product list request in plain terms; `encodeProductQuery` turns it into the wire query. */
export interface ProductListParams {
  /** Category slug: `filters[categories][slug][$eq]`. */
  category?: string;
  /** Attribute ids, any of which must match: `filters[attributes][id][$in][i]`. */
  attributeIds?: number[];
  /** Sort keys `field:direction`, first one first: `sort[i]`. */
  sort?: string[];
  /** 1-based page; omitted means the server's default, page 1. */
  page?: number;
  /** Page size: `per_page`, 12 unless given (docs/behaviour.md §9). */
  perPage?: number;
  /** Search text: `q`. */
  q?: string;
  /** A price band in whole rupees, both ends included: `price_min`, `price_max`. */
  priceMin?: number;
  priceMax?: number;
}

/**
 * The query string of `GET /products` (docs/behaviour.md §7), in the bracket syntax the original client sent and
 * the server parses with `qs`:
 * `filters[categories][slug][$eq]=rings&filters[attributes][id][$in][0]=3&sort[0]=price%3Aasc&page=2`
 * `&per_page=12&q=gold&price_min=25000&price_max=50000`.
 *
 * Keys keep their brackets and `$` literal, as `qs.stringify(…, { encodeValuesOnly: true })` writes them;
 * values are percent-encoded. Omitted, empty and blank parameters are left out, except `per_page`, which
 * is always sent. No leading `?`.
 */
export function encodeProductQuery(params: ProductListParams = {}): string {
  const pairs: Array<[string, string | number]> = [];
  const category = params.category?.trim();
  if (category) pairs.push(['filters[categories][slug][$eq]', category]);
  (params.attributeIds ?? []).forEach((id, index) => pairs.push([`filters[attributes][id][$in][${index}]`, id]));
  (params.sort ?? [])
    .map((key) => key.trim())
    .filter((key) => key !== '')
    .forEach((key, index) => pairs.push([`sort[${index}]`, key]));
  if (params.page !== undefined) pairs.push(['page', params.page]);
  pairs.push(['per_page', params.perPage ?? PRODUCTS_PER_PAGE]);
  const q = params.q?.trim();
  if (q) pairs.push(['q', q]);
  if (params.priceMin !== undefined) pairs.push(['price_min', params.priceMin]);
  if (params.priceMax !== undefined) pairs.push(['price_max', params.priceMax]);
  return pairs.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&');
}
