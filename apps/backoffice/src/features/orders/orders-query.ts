import type { BackOfficeOrderListQuery, BackOfficeOrderSort } from '@aurelia/contracts';
import type { DataTableSort } from '@aurelia/ui';

/** The filters the orders list keeps in its address, by the names of the API's query. */
export const ORDER_FILTERS = ['q', 'status', 'store', 'payment_method', 'fulfilment', 'return', 'from', 'to'] as const;
const SORTS: readonly BackOfficeOrderSort[] = ['created_at', 'total', 'status'];
export const ORDERS_PER_PAGE = 25;

/**
 * The list's address (`?status=packed&store=mumbai-bandra&sort=total&direction=asc&page=2`) as the API's
 * query: only the filters set, a known sort (newest first by default) and the page.
 */
export function ordersQueryOf(search: URLSearchParams): BackOfficeOrderListQuery {
  const query: Record<string, unknown> = {};
  for (const name of ORDER_FILTERS) {
    const value = search.get(name)?.trim();
    if (value) query[name] = value;
  }
  const sort = search.get('sort') as BackOfficeOrderSort | null;
  query['sort'] = sort && SORTS.includes(sort) ? sort : 'created_at';
  query['direction'] = search.get('direction') === 'asc' ? 'asc' : 'desc';
  query['page'] = Math.max(1, Math.floor(Number(search.get('page'))) || 1);
  query['per_page'] = ORDERS_PER_PAGE;
  return query as BackOfficeOrderListQuery;
}

/** The table's sort from the query, and back. */
export function tableSortOf(query: BackOfficeOrderListQuery): DataTableSort {
  return { column: query.sort ?? 'created_at', direction: query.direction === 'asc' ? 'ascending' : 'descending' };
}
export function sortParamsOf(sort: DataTableSort): Record<string, string | undefined> {
  const direction = sort.direction === 'ascending' ? 'asc' : 'desc';
  // The default (newest first) leaves the address clean.
  return sort.column === 'created_at' && direction === 'desc' ? { sort: undefined, direction: undefined } : { sort: sort.column, direction };
}
