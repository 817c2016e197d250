import type { Product, ProductListResponse } from '@aurelia/contracts';
import type { ProductListParams, ProductPage } from './catalogue-repository';

/** The `GET /products` envelope of a page, frozen: `{ data, meta }`, and the corrected search words if any. */
export function toProductListResponse(page: ProductPage, params: Pick<ProductListParams, 'page' | 'perPage'>): Readonly<ProductListResponse> {
  return Object.freeze({
    data: Object.freeze(page.products) as Product[],
    meta: Object.freeze({
      current_page: params.page,
      last_page: Math.max(1, Math.ceil(page.total / params.perPage)),
      per_page: params.perPage,
      total: page.total,
    }),
    ...(page.correctedTerms ? { corrected_query: page.correctedTerms.join(' ') } : {}),
  });
}
