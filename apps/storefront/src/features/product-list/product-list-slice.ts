import type { Product, ProductListResponse } from '@aurelia/contracts';
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
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { rootReducer } from '../../app/store';
import { createAppAsyncThunk } from '../../app/hooks';

export interface ProductListState {
  /** Which listing the pages belong to (category, filters, sort, search), as its query string. */
  key: string | null;
  /** The query that fetches the listing's pages, without `page`. */
  params: ProductListParams | null;
  pagination: PaginationState<Product>;
  /** How many products the listing holds in all (the API's `meta.total`). */
  total: number | null;
}

const initialState: ProductListState = { key: null, params: null, pagination: paginationReset(), total: null };

/**
 * The listing of a category or a search, page by page, on the domain's pagination rules (SPEC.md §4): a
 * new listing resets to its server-rendered page, "load more" appends the next page while current_page is
 * below last_page, and a load is refused while one is in flight.
 */
const productListSliceDefinition = createSlice({
  name: 'productList',
  initialState,
  reducers: {
    /** A listing arrived with the page (the server rendered it): the list starts from that page. */
    listingShown(state, action: PayloadAction<{ key: string; params: ProductListParams; response: ProductListResponse }>) {
      const { key, params, response } = action.payload;
      const pending = pageLoadStarted(paginationReset<Product>(), 'seed');
      const seeded = pageLoaded(pending, { data: response.data, meta: { ...response.meta, current_page: 1 } }, 'seed');
      // The shown page may be a later one (a crawler's ?page=N link): the next load continues after it.
      state.pagination = { ...seeded, page: response.meta.current_page + 1 };
      state.key = key;
      state.params = params;
      state.total = response.meta.total;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(loadMoreProducts.pending, (state, action) => {
        state.pagination = pageLoadStarted(state.pagination, action.meta.requestId) as PaginationState<Product>;
      })
      .addCase(loadMoreProducts.fulfilled, (state, action) => {
        state.pagination = pageLoaded(state.pagination, action.payload, action.meta.requestId) as PaginationState<Product>;
      })
      .addCase(loadMoreProducts.rejected, (state, action) => {
        state.pagination = pageLoadFailed(state.pagination, action.payload ?? 'Could not load more', action.meta.requestId) as PaginationState<Product>;
      });
  },
  selectors: {
    selectListing: (state) => state,
    selectHasMore: (state) => hasMorePages(state.pagination),
  },
});

/** Loads the listing's next page; does nothing while a page is loading or when none is left. */
export const loadMoreProducts = createAppAsyncThunk(
  'productList/loadMore',
  async (_: void, { getState, extra, rejectWithValue }) => {
    // The condition checked the rules before `pending` marked the list as loading; its page is the next one.
    const { pagination, params } = productListSlice.selectSlice(getState());
    if (params === null) return rejectWithValue('Nothing to load');
    try {
      return await extra.api.getProducts({ ...params, page: pagination.page, perPage: PRODUCTS_PER_PAGE });
    } catch (error) {
      console.warn('Loading more products failed', error); // SPEC.md §8: product errors are logged
      return rejectWithValue('These pieces could not be loaded. Please try again.');
    }
  },
  { condition: (_: void, { getState }) => nextPageRequest(productListSlice.selectSlice(getState()).pagination) !== null },
);

declare module '../../app/store' {
  export interface LazyLoadedSlices {
    productList: ProductListState;
  }
}

/** Injected by this module (after the thunk its reducer names), not combined by the store: only the pages that import it carry it (app/store.ts). */
export const productListSlice = productListSliceDefinition.injectInto(rootReducer);

export const { listingShown } = productListSlice.actions;
export const { selectListing, selectHasMore } = productListSlice.selectors;
