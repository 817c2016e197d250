/** The `meta` of a list page on the wire (docs/architecture.md "API conventions"). */
export interface PageMeta {
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
}

/**
 * The `meta` of page `page` of `total` items, `perPage` a page. An empty list still has one (empty) page,
 * so `last_page` is never below 1 and a client stops after asking for page 1.
 */
export function pageMeta(page: number, perPage: number, total: number): PageMeta {
  return { current_page: page, last_page: Math.max(1, Math.ceil(total / perPage)), per_page: perPage, total };
}
