import type { ProductListResponse } from '@aurelia/contracts';
import { sampleProduct } from '@aurelia/contracts/testing';
import { describe, expect, it } from 'vitest';
import { storeOn, testApiForThisFile } from '../../test/api-server';
import { listingView, loadMoreProducts, selectProductList, type ShownListing } from './product-list-slice';

const api = testApiForThisFile();

const page = (current: number, last: number, ids: number[]): ProductListResponse => ({
  data: ids.map((id) => sampleProduct({ id, item_id: id, slug: `p-${id}` })),
  meta: { current_page: current, last_page: last, per_page: 12, total: last * 12 },
});
const params = { category: 'rings', sort: ['price:asc'], perPage: 12 };
const shown = (key: string, response: ProductListResponse): ShownListing => ({ key, params, response });

describe('product list pagination (docs/behaviour.md §4)', () => {
  it('starts from the server-rendered page and appends the next ones until the last', async () => {
    api.on('GET', '/products', { body: page(2, 2, [13, 14]) });
    const store = storeOn(api);
    const rings = shown('/category/rings', page(1, 2, [1, 2]));
    const view = () => listingView(selectProductList(store.getState()), rings.key, rings.response);
    expect(view()).toMatchObject({ hasMore: true, lastShownPage: 1 });
    expect(view().products.map((p) => p.id)).toEqual([1, 2]);
    await store.dispatch(loadMoreProducts(rings));
    expect(view().products.map((p) => p.id)).toEqual([1, 2, 13, 14]);
    // The pages it loads are kept as the server's page is: summaries, not the API's whole products.
    expect(view().products[2]).not.toHaveProperty('price_breakup');
    expect(view().hasMore).toBe(false);
    const result = await store.dispatch(loadMoreProducts(rings));
    expect(result.type).toBe('productList/loadMore/rejected');
    expect(api.arrivals).toHaveLength(1);
  });

  it('sends the listing filters and the next page number', async () => {
    api.on('GET', '/products', { body: page(3, 3, [25]) });
    const store = storeOn(api);
    await store.dispatch(loadMoreProducts(shown('k', page(2, 3, [13]))));
    expect(api.arrivals.map((a) => a.query)).toEqual(['filters[categories][slug][$eq]=rings&sort[0]=price:asc&page=3&per_page=12']);
  });

  it('does not load twice while a page is in flight', async () => {
    api.on('GET', '/products', { body: page(2, 3, [13]) });
    const store = storeOn(api);
    const listing = shown('k', page(1, 3, [1]));
    await Promise.all([store.dispatch(loadMoreProducts(listing)), store.dispatch(loadMoreProducts(listing))]);
    expect(api.arrivals).toHaveLength(1);
    expect(listingView(selectProductList(store.getState()), 'k', listing.response).products.map((p) => p.id)).toEqual([1, 13]);
  });

  it('a new listing resets to its own first page', async () => {
    api.on('GET', '/products', { body: page(2, 3, [13]) });
    const store = storeOn(api);
    await store.dispatch(loadMoreProducts(shown('a', page(1, 3, [1, 2]))));
    const b = page(1, 1, [9]);
    expect(listingView(selectProductList(store.getState()), 'b', b)).toMatchObject({ hasMore: false, lastShownPage: 1, products: b.data });
    api.on('GET', '/products', { body: page(2, 2, [10]) });
    await store.dispatch(loadMoreProducts(shown('c', page(1, 2, [5]))));
    expect(selectProductList(store.getState())).toMatchObject({ key: 'c', pagination: { page: 3, lastPage: 2 } });
    expect(selectProductList(store.getState()).pagination.items.map((p) => p.id)).toEqual([5, 10]);
  });
});
