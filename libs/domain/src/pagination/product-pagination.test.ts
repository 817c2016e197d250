import { describe, expect, it } from 'vitest';
import {
  canLoadPage,
  hasMorePages,
  nextPageRequest,
  pageLoadFailed,
  pageLoadStarted,
  pageLoaded,
  paginationReset,
  type PaginationState,
} from './product-pagination';

const page = (current_page: number, last_page: number, data: string[]) => ({
  data,
  meta: { current_page, last_page },
});

function loaded(current: number, last: number, items: string[]): PaginationState<string> {
  return { page: current + 1, lastPage: last, items, status: 'succeeded' };
}

describe('docs/behaviour.md §4 product list: a reset returns to page 1 and empties the list', () => {
  it('starts at page 1, empty and idle, with a page to load', () => {
    const state = paginationReset<string>();
    expect(state).toEqual({ page: 1, lastPage: null, items: [], status: 'idle' });
    expect(hasMorePages(state)).toBe(true);
  });
});

describe('docs/behaviour.md §4 product list: more pages exist while current_page is below last_page', () => {
  it('has more pages after page 1 of 3 and none after page 3 of 3', () => {
    expect(hasMorePages(loaded(1, 3, ['a']))).toBe(true);
    expect(hasMorePages(loaded(3, 3, ['a']))).toBe(false);
  });
  it('has none after an empty result', () => {
    const state = pageLoaded(pageLoadStarted(paginationReset<string>()), page(1, 0, []));
    expect(hasMorePages(state)).toBe(false);
    expect(nextPageRequest(state)).toBeNull();
  });
});

describe('docs/behaviour.md §4 product list: loading is blocked while a request is in flight', () => {
  it('returns the same state when a load starts during another', () => {
    const pending = pageLoadStarted(paginationReset<string>(), 'r1');
    expect(pending.status).toBe('pending');
    expect(canLoadPage(pending)).toBe(false);
    expect(pageLoadStarted(pending, 'r2')).toBe(pending);
    expect(nextPageRequest(pending)).toBeNull();
  });
  it('returns the same state when there is no page left to load', () => {
    const done = loaded(2, 2, ['a', 'b']);
    expect(pageLoadStarted(done)).toBe(done);
  });
});

describe('docs/behaviour.md §9 products per page: 12, asked for page by page', () => {
  it('requests page 1 first, then the page after the one loaded', () => {
    expect(nextPageRequest(paginationReset())).toEqual({ page: 1, per_page: 12 });
    expect(nextPageRequest(loaded(1, 3, ['a']))).toEqual({ page: 2, per_page: 12 });
  });
});

describe('docs/behaviour.md §4 product list: loaded pages build the list', () => {
  it('appends a later page and moves the counter on', () => {
    const state = pageLoaded(pageLoadStarted(loaded(1, 3, ['a', 'b'])), page(2, 3, ['c']));
    expect(state).toEqual({ page: 3, lastPage: 3, items: ['a', 'b', 'c'], status: 'succeeded' });
  });
  it('replaces the list with page 1', () => {
    const stale = { ...loaded(2, 3, ['old']), page: 1 };
    expect(pageLoaded(pageLoadStarted(stale), page(1, 3, ['new'])).items).toEqual(['new']);
  });
  it('ignores a page that answers no request in flight, or an older one', () => {
    const idle = paginationReset<string>();
    expect(pageLoaded(idle, page(1, 3, ['x']))).toBe(idle);
    const pending = pageLoadStarted(idle, 'r2');
    expect(pageLoaded(pending, page(1, 3, ['x']), 'r1')).toBe(pending);
    expect(pageLoaded(pending, page(1, 3, ['y']), 'r2').items).toEqual(['y']);
  });
});

describe('docs/behaviour.md §4 product list: a failed load keeps what was loaded', () => {
  it('keeps items and counter, records the error, and may be retried', () => {
    const failed = pageLoadFailed(pageLoadStarted(loaded(1, 3, ['a']), 'r1'), 'Network Error', 'r1');
    expect(failed).toEqual({ page: 2, lastPage: 3, items: ['a'], status: 'failed', error: 'Network Error' });
    expect(nextPageRequest(failed)).toEqual({ page: 2, per_page: 12 });
  });
  it('clears the error when the next load starts', () => {
    const failed = pageLoadFailed(pageLoadStarted(paginationReset<string>()), 'boom');
    expect(pageLoadStarted(failed)).not.toHaveProperty('error');
  });
  it('ignores a failure that answers no request in flight', () => {
    const idle = paginationReset<string>();
    expect(pageLoadFailed(idle, 'boom')).toBe(idle);
  });
});
