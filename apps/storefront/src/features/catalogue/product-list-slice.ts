import type { ProductListParams } from '@aurelia/api-client';
import {
  PRODUCTS_PER_PAGE,
  hasMorePages,
  nextPageRequest,
  pageLoadFailed,
  pageLoadStarted,
  pageLoaded,
  paginationReset,
  type PaginationState,
} from '@aurelia/domain';
import { createSlice } from '@reduxjs/toolkit';
import { createAppAsyncThunk } from '../../shared/hooks';
import { rootReducer } from '../../shared/state';
import { productSummaryPageOf, type ProductSummary, type ProductSummaryPage } from '../../shared/product-summary';

export interface ProductListState {
  /** Which listing the pages belong to (see {@link ShownListing.key}). */
  key: string | null;
  /** The query that fetches the listing's pages, without `page`. */
  params: ProductListParams | null;
  pagination: PaginationState<ProductSummary>;
}

/** A listing as its page shows it: the loader's answer, which stays the one source until "load more" runs. */
export interface ShownListing {
  /** Which listing this is: the page's place in the history and its URL (category, filters, sort, search). */
  key: string;
  params: ProductListParams;
  response: ProductSummaryPage;
}

const initialState: ProductListState = { key: null, params: null, pagination: paginationReset() };

/** Where a listing stands on the server-rendered page: its pieces, and the next page after it. */
function shownPagination(response: ProductSummaryPage): PaginationState<ProductSummary> {
  const pending = pageLoadStarted(paginationReset<ProductSummary>(), 'seed');
  const seeded = pageLoaded(pending, { data: response.data, meta: { ...response.meta, current_page: 1 } }, 'seed');
  // The shown page may be a later one (a crawler's ?page=N link): the next load continues after it.
  return { ...seeded, page: response.meta.current_page + 1 };
}

/** The store's pages when they belong to this listing, else the server-rendered page. */
function paginationOf(list: ProductListState, { key, response }: Pick<ShownListing, 'key' | 'response'>) {
  return list.key === key ? list.pagination : shownPagination(response);
}

/**
 * The listing of a category or a search, page by page, on the domain's pagination rules (docs/behaviour.md §4). The
 * loader's page is the listing until the first "load more", which seeds the store with it once and appends
 * the next page; loads go on while current_page is below last_page, and never two at a time.
 */
const productListSliceDefinition = createSlice({
  name: 'productList',
  initialState,
  reducers: {},
  selectors: {
    selectProductList: (state) => state,
  },
  extraReducers: (builder) => {
    builder
      .addCase(loadMoreProducts.pending, (state, action) => {
        const { key, params } = action.meta.arg;
        const pagination = paginationOf(state, action.meta.arg) as PaginationState<ProductSummary>;
        Object.assign(state, { key, params, pagination: pageLoadStarted(pagination, action.meta.requestId) });
      })
      .addCase(loadMoreProducts.fulfilled, (state, action) => {
        state.pagination = pageLoaded(state.pagination, action.payload, action.meta.requestId) as PaginationState<ProductSummary>;
      })
      .addCase(loadMoreProducts.rejected, (state, action) => {
        state.pagination = pageLoadFailed(state.pagination, action.payload ?? 'Could not load more', action.meta.requestId) as PaginationState<ProductSummary>;
      });
  },
});

/** Loads the listing's next page; does nothing while a page is loading or when none is left. */
export const loadMoreProducts = createAppAsyncThunk(
  'productList/loadMore',
  async ({ params }: ShownListing, { getState, extra, rejectWithValue }) => {
    // `pending` seeded the store with this listing and checked the rules: its page is the next one.
    const { page } = productListSlice.selectSlice(getState()).pagination;
    try {
      return productSummaryPageOf(await extra.api.getProducts({ ...params, page, perPage: PRODUCTS_PER_PAGE }));
    } catch (error) {
      console.warn('Loading more products failed', error); // docs/behaviour.md §8: product errors are logged
      return rejectWithValue('These pieces could not be loaded. Please try again.');
    }
  },
  { condition: (shown, { getState }) => nextPageRequest(paginationOf(productListSlice.selectSlice(getState()), shown)) !== null },
);

/** What a listing shows: its pieces, whether more are left, the last page shown, a failed load's message. */
export function listingView(list: ProductListState, key: string, response: ProductSummaryPage) {
  const pagination = paginationOf(list, { key, response });
  return {
    products: pagination.items,
    loading: pagination.status === 'pending',
    hasMore: hasMorePages(pagination),
    lastShownPage: pagination.page - 1,
    error: pagination.status === 'failed' ? (pagination.error ?? null) : null,
  };
}

declare module '../../shared/state' {
  export interface LazyLoadedSlices {
    productList: ProductListState;
  }
}

/** Injected by this module (after the thunk its reducer names), not combined by the store: only the pages that import it carry it (shared/state.ts). */
export const productListSlice = productListSliceDefinition.injectInto(rootReducer);

export const { selectProductList } = productListSlice.selectors;
