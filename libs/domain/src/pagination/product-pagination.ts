import { PRODUCTS_PER_PAGE } from '../constants';

/** Async status of a list load (Redux style guide). */
export type LoadStatus = 'idle' | 'pending' | 'succeeded' | 'failed';

/**
 * A product list loaded page by page (docs/behaviour.md §4). `page` is the page counter: the page
 * to request next, 1 after a reset. `lastPage` is null until the server has said.
 */
export interface PaginationState<T> {
  page: number;
  lastPage: number | null;
  items: T[];
  status: LoadStatus;
  error?: string;
  /** Identifies the request in flight, so that a late answer to an older one is ignored. */
  requestId?: string;
}

/** A page of a list as the server sends it (docs/behaviour.md §7: data list, meta). */
export interface PageResponse<T> {
  data: readonly T[];
  meta: { current_page: number; last_page: number };
}

/** The query of the next page load (docs/behaviour.md §7 `page`, `per_page`). */
export interface PageRequest {
  page: number;
  per_page: number;
}

/** docs/behaviour.md §4 reset: page 1, an empty list, nothing in flight. */
export function paginationReset<T>(): PaginationState<T> {
  return { page: 1, lastPage: null, items: [], status: 'idle' };
}

/** docs/behaviour.md §4: more pages exist while current_page is below last_page (or before the first load). */
export function hasMorePages(state: PaginationState<unknown>): boolean {
  return state.lastPage === null || state.page <= state.lastPage;
}

/** Whether a load may start: not while a request is in flight (docs/behaviour.md §4), nor past the last page. */
export function canLoadPage(state: PaginationState<unknown>): boolean {
  return state.status !== 'pending' && hasMorePages(state);
}

/** The query for the next page (PRODUCTS_PER_PAGE per page, docs/behaviour.md §9), or null when no load may start. */
export function nextPageRequest(state: PaginationState<unknown>): PageRequest | null {
  return canLoadPage(state) ? { page: state.page, per_page: PRODUCTS_PER_PAGE } : null;
}

/** A load started. Returns the same state when a load may not start (see {@link canLoadPage}). */
export function pageLoadStarted<T>(state: PaginationState<T>, requestId?: string): PaginationState<T> {
  if (!canLoadPage(state)) return state;
  const { page, lastPage, items } = state;
  const pending: PaginationState<T> = { page, lastPage, items, status: 'pending' };
  return requestId === undefined ? pending : { ...pending, requestId };
}

function answersPendingRequest(state: PaginationState<unknown>, requestId: string | undefined): boolean {
  return state.status === 'pending' && state.requestId === requestId;
}

/**
 * A page arrived: page 1 replaces the list, a later page appends to it; the counter moves
 * past `current_page`. Ignored (same state) unless it answers the request in flight.
 */
export function pageLoaded<T>(
  state: PaginationState<T>,
  response: PageResponse<T>,
  requestId?: string,
): PaginationState<T> {
  if (!answersPendingRequest(state, requestId)) return state;
  const { current_page, last_page } = response.meta;
  const items = current_page <= 1 ? [...response.data] : [...state.items, ...response.data];
  return { page: current_page + 1, lastPage: last_page, items, status: 'succeeded' };
}

/** A load failed: the list and the counter are kept, so that the same page can be retried. */
export function pageLoadFailed<T>(
  state: PaginationState<T>,
  error: string,
  requestId?: string,
): PaginationState<T> {
  if (!answersPendingRequest(state, requestId)) return state;
  return { page: state.page, lastPage: state.lastPage, items: state.items, status: 'failed', error };
}
