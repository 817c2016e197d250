import type { Product, ProductListResponse } from '@aurelia/contracts';
import { pageMeta } from '@aurelia/domain';
import type { ProductListParams, ProductPage } from './catalogue-repository';

/** The `GET /products` envelope of a page, frozen: `{ data, meta }`, and the corrected search words if any. */
export function toProductListResponse(page: ProductPage, params: Pick<ProductListParams, 'page' | 'perPage'>): Readonly<ProductListResponse> {
  return Object.freeze({
    data: Object.freeze(page.products) as Product[],
    meta: Object.freeze(pageMeta(params.page, params.perPage, page.total)),
    ...(page.correctedTerms ? { corrected_query: page.correctedTerms.join(' ') } : {}),
  });
}
