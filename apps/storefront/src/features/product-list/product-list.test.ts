import type { ProductListResponse } from '@aurelia/contracts';
import { sampleProduct } from '@aurelia/contracts/testing';
import { describe, expect, it } from 'vitest';
import { storeOn, testApiForThisFile } from '../../test/api-server';
import { listingShown, loadMoreProducts, selectHasMore, selectListing } from './product-list-slice';

const api = testApiForThisFile();

const page = (current: number, last: number, ids: number[]): ProductListResponse => ({
  data: ids.map((id) => sampleProduct({ id, item_id: id, slug: `p-${id}` })),
  meta: { current_page: current, last_page: last, per_page: 12, total: last * 12 },
});
const params = { category: 'rings', sort: ['price:asc'], perPage: 12 };

describe('product list pagination (SPEC.md §4)', () => {
  it('starts from the server-rendered page and appends the next ones until the last', async () => {
    api.on('GET', '/products', { body: page(2, 2, [13, 14]) });
    const store = storeOn(api);
    store.dispatch(listingShown({ key: '/category/rings', params, response: page(1, 2, [1, 2]) }));
    expect(selectHasMore(store.getState())).toBe(true);
    await store.dispatch(loadMoreProducts());
    expect(selectListing(store.getState()).pagination.items.map((p) => p.id)).toEqual([1, 2, 13, 14]);
    expect(selectHasMore(store.getState())).toBe(false);
    const result = await store.dispatch(loadMoreProducts());
    expect(result.type).toBe('productList/loadMore/rejected');
    expect(api.arrivals).toHaveLength(1);
  });

  it('sends the listing filters and the next page number', async () => {
    api.on('GET', '/products', { body: page(3, 3, [25]) });
    const store = storeOn(api);
    store.dispatch(listingShown({ key: 'k', params, response: page(2, 3, [13]) }));
    await store.dispatch(loadMoreProducts());
    expect(api.arrivals.map((a) => a.query)).toEqual(['filters[categories][slug][$eq]=rings&sort[0]=price:asc&page=3&per_page=12']);
  });

  it('does not load twice while a page is in flight', async () => {
    api.on('GET', '/products', { body: page(2, 3, [13]) });
    const store = storeOn(api);
    store.dispatch(listingShown({ key: 'k', params, response: page(1, 3, [1]) }));
    await Promise.all([store.dispatch(loadMoreProducts()), store.dispatch(loadMoreProducts())]);
    expect(api.arrivals).toHaveLength(1);
    expect(selectListing(store.getState()).pagination.items.map((p) => p.id)).toEqual([1, 13]);
  });

  it('a new listing resets to its own first page', () => {
    const store = storeOn(api);
    store.dispatch(listingShown({ key: 'a', params, response: page(1, 3, [1, 2]) }));
    store.dispatch(listingShown({ key: 'b', params, response: page(1, 1, [9]) }));
    expect(selectListing(store.getState())).toMatchObject({ key: 'b', pagination: { page: 2, lastPage: 1 } });
    expect(selectListing(store.getState()).pagination.items.map((p) => p.id)).toEqual([9]);
  });
});
