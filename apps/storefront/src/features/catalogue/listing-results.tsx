import type { ProductListParams } from '@aurelia/api-client';
import { LoadMore } from '@aurelia/ui';
import { useEffect, useMemo, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { LATE_PART_MARK } from '../../shared/start-signals';
import { useAppDispatch, useAppSelector } from '../../shared/hooks';
import { listingView, loadMoreProducts, selectProductList } from './product-list-slice';
import { listingSearch, type ListingQuery } from './listing-query';
import { ProductGrid } from './product-tile';
import type { ProductSummaryPage } from '../../shared/product-summary';

export interface ListingResultsProps {
  /** The listing's page path (`/category/rings`, `/search`). */
  path: string;
  query: ListingQuery;
  params: ProductListParams;
  response: ProductSummaryPage;
  /** What the grid is called for screen readers ("Rings"). */
  label: string;
  /** Called once this part has hydrated (a press kept meanwhile is then made: keep-early-choice.ts). */
  onHydrated: () => void;
}

/**
 * A listing's pieces, "load more" on the pagination rules, and plain previous/next links a crawler can follow: a
 * module of its own, which product-listing.tsx hydrates just after the rest of the page, so that the grid's cards,
 * the pagination and the listing's store are not in the first load. The server's HTML draws them meanwhile.
 */
export default function ListingResults({ path, query, params, response, label, onHydrated }: ListingResultsProps) {
  const dispatch = useAppDispatch();
  const location = useLocation();
  // The history entry as well as the URL: a new visit to the same listing starts from the server's page, while
  // going back to a listing keeps what "load more" added (unless another listing was loaded since).
  const key = `${location.key} ${location.pathname}${location.search}`;
  const list = useAppSelector(selectProductList);
  const { products, loading, hasMore, lastShownPage, error } = useMemo(() => listingView(list, key, response), [list, key, response]);
  const pieces = useRef<HTMLDivElement>(null);
  // "Load more": the first new piece takes the focus once it is shown (the button may be gone by then).
  const firstNew = useRef<number | null>(null);

  useEffect(onHydrated, [onHydrated]);
  useEffect(() => {
    const index = firstNew.current;
    if (index === null || products.length <= index) return;
    pieces.current?.querySelectorAll('.sf-product-grid > li')[index]?.querySelector<HTMLElement>('a[href]')?.focus();
    firstNew.current = null;
  }, [products.length]);
  useEffect(() => {
    if (error !== null) firstNew.current = null;
  }, [error]);

  return (
    <div className="sf-listing__pieces" ref={pieces} {...LATE_PART_MARK}>
      <ProductGrid products={products} label={label} headingLevel={2} eagerCount={2} />
      <LoadMore
        shown={products.length}
        total={response.meta.total}
        hasMore={hasMore}
        loading={loading}
        onLoadMore={() => {
          firstNew.current = products.length;
          void dispatch(loadMoreProducts({ key, params, response }));
        }}
      />
      {error !== null && (
        <p role="alert" className="sf-listing__error">
          {error}
        </p>
      )}
      <nav className="sf-page-links" aria-label="Result pages">
        {response.meta.current_page > 1 && (
          <Link to={`${path}${listingSearch({ ...query, page: response.meta.current_page - 1 })}`} rel="prev">
            Previous page
          </Link>
        )}
        <span>
          Page {response.meta.current_page} of {response.meta.last_page}
        </span>
        {lastShownPage < response.meta.last_page && (
          <Link to={`${path}${listingSearch({ ...query, page: lastShownPage + 1 })}`} rel="next">
            Next page
          </Link>
        )}
      </nav>
    </div>
  );
}
