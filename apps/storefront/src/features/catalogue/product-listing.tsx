import type { ProductListParams } from '@aurelia/api-client';
import type { Attribute } from '@aurelia/contracts';
import { Button, EmptyState, Icon, LoadMore } from '@aurelia/ui';
import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../shared/hooks';
import { listingView, loadMoreProducts, selectProductList } from './product-list-slice';
import { DEFAULT_SORT, RELEVANCE, SEARCH_SORT_OPTIONS, SORT_OPTIONS, attributeIdsOf, filterGroupsOf, filterValueOf, isBanded, listingSearch, priceBandLabel, type ListingQuery } from './listing-query';
import { useKeepEarlyChoice } from './keep-early-choice';
import type ListingFiltersComponent from './listing-filters';
import { ProductGrid } from './product-tile';
import type { ProductSummaryPage } from '../../shared/product-summary';
// The filters' look comes with the page, whose HTML draws them, while their code comes as it hydrates.
import '@aurelia/ui/checkbox.css';
import '@aurelia/ui/native-select.css';
import '@aurelia/ui/filter-panel.css';

/** Phones' filters in a sheet from the bottom: fetched with the first press of "Filter and sort". */
const loadFilterSheet = () => import('./filter-sheet');
const FilterSheet = lazy(loadFilterSheet);
/**
 * The filters beside the pieces: their code comes as the page hydrates, after the rest of it (they are in a Suspense
 * boundary of their own), so a first load carries neither them nor their form controls. Until then the server's
 * HTML shows them, and a tick or a sort chosen meanwhile is made once they have hydrated (keep-early-choice.ts).
 */
let loadedListingFilters: typeof ListingFiltersComponent | undefined;
const loadListingFilters = () =>
  import('./listing-filters').then((module) => {
    loadedListingFilters = module.default;
    return module;
  });
const LazyListingFilters = lazy(loadListingFilters);

/**
 * A listing route's `clientLoader`: a listing reached by a link brings its filters' code with its data, so that they
 * show with its pieces. The page from the server hydrates without it (its filters come as it hydrates).
 */
export async function withListingFilters<T>(serverLoader: () => Promise<T>): Promise<T> {
  const [data] = await Promise.all([serverLoader(), loadListingFilters().catch(() => undefined)]);
  return data;
}

export interface ProductListingProps {
  /** The listing's page path (`/category/rings`, `/search`). */
  path: string;
  query: ListingQuery;
  params: ProductListParams;
  response: ProductSummaryPage;
  attributes: readonly Attribute[];
  /** What the grid is called for screen readers ("Rings"). */
  label: string;
  /** Shown instead of the grid when nothing matches. */
  empty: ReactNode;
}

/**
 * A listing: filters and sort in the URL (shareable, back and forward work), the server-rendered page,
 * "load more" on the pagination rules, and plain previous/next links a crawler can follow.
 */
export function ProductListing({ path, query, params, response, attributes, label, empty }: ProductListingProps) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  // The history entry as well as the URL: a new visit to the same listing starts from the server's page, while
  // going back to a listing keeps what "load more" added (unless another listing was loaded since).
  const key = `${location.key} ${location.pathname}${location.search}`;
  const list = useAppSelector(selectProductList);
  const { products, loading, hasMore, lastShownPage, error } = useMemo(() => listingView(list, key, response), [list, key, response]);
  // On phones the filters open in a sheet from one button, so the pieces come first; from 768 px they always show.
  const [sheetOpen, setSheetOpen] = useState(false);
  const [sheetWanted, setSheetWanted] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const resultsId = useId();
  const results = useRef<HTMLDivElement>(null);
  const listing = useRef<HTMLDivElement>(null);
  // Their module, once it has come (a listing reached by a link), draws the filters with the pieces; React.lazy would
  // leave them out of the first frame even so. One or the other for as long as the listing is shown.
  const [ListingFilters] = useState(() => loadedListingFilters ?? LazyListingFilters);
  const filtersHydrated = useKeepEarlyChoice(listing, '.sf-listing__filters');
  // "Load more": the first new piece takes the focus once it is shown (the button may be gone by then).
  const firstNew = useRef<number | null>(null);
  const banded = isBanded(query);
  const activeFilters = query.attributeIds.length + (banded ? 1 : 0);

  useEffect(() => {
    const index = firstNew.current;
    if (index === null || products.length <= index) return;
    results.current?.querySelectorAll('.sf-product-grid > li')[index]?.querySelector<HTMLElement>('a[href]')?.focus();
    firstNew.current = null;
  }, [products.length]);
  useEffect(() => {
    if (error !== null) firstNew.current = null;
  }, [error]);

  // The filters (32 checkboxes on a category) depend on the page's query alone: the store updates that follow
  // ("load more") do not render them again.
  const go = useMemo(
    () => (next: Partial<ListingQuery>) => navigate(`${path}${listingSearch({ ...query, page: 1, ...next })}`, { preventScrollReset: true }),
    [navigate, path, query],
  );
  const filters = useMemo(() => {
    return (
      <ListingFilters
        onHydrated={filtersHydrated}
        className="sf-listing__filters"
        groups={filterGroupsOf(attributes)}
        value={filterValueOf(attributes, query.attributeIds)}
        onValueChange={(value) => go({ attributeIds: attributeIdsOf(value) })}
        sortOptions={query.q ? SEARCH_SORT_OPTIONS : SORT_OPTIONS}
        sort={query.sort ?? (query.q ? RELEVANCE : DEFAULT_SORT)}
        onSortChange={(sort) => go({ sort: SORT_OPTIONS.find((option) => option.value === sort)?.value ?? null })}
      />
    );
  }, [ListingFilters, attributes, filtersHydrated, go, query]);

  return (
    <div className="sf-listing" ref={listing}>
      <a className="sf-skip-results" href={`#${resultsId}`}>
        Skip to results
      </a>
      <Button
        variant="secondary"
        ref={toggle}
        className="sf-listing__filters-toggle"
        aria-haspopup="dialog"
        aria-expanded={sheetOpen}
        onPointerDown={() => void loadFilterSheet()}
        onClick={() => {
          setSheetWanted(true);
          setSheetOpen(true);
        }}
      >
        Filter and sort
        {activeFilters > 0 && ` (${activeFilters})`}
      </Button>
      {sheetWanted && (
        <Suspense fallback={null}>
          <FilterSheet
            open={sheetOpen}
            onOpenChange={(open) => {
              setSheetOpen(open);
              // The sheet opens from state, not from a trigger of its own: the focus goes back to the button here.
              if (!open) requestAnimationFrame(() => toggle.current?.focus());
            }}
            attributes={attributes}
            query={query}
            params={params}
            total={response.meta.total}
            onApply={(choice) => void go(choice)}
          />
        </Suspense>
      )}
      {/* Before the filters in the markup, so Tab reaches the pieces first; the layout draws the filters beside them. */}
      <div className="sf-listing__results" id={resultsId} ref={results} tabIndex={-1}>
        <p className="sf-listing__count" role="status">
          {response.meta.total === 0 ? 'No pieces found' : `${response.meta.total} ${response.meta.total === 1 ? 'piece' : 'pieces'}`}
        </p>
        {banded && (
          // The price band (from the menus' "By price") as a chip that clears it, filters and sort kept.
          <ul className="sf-chip-list sf-listing__chips" aria-label="Price">
            <li>
              <Link
                to={`${path}${listingSearch({ ...query, page: 1, priceMin: null, priceMax: null })}`}
                className="sf-chip"
                aria-label={`${priceBandLabel(query.priceMin, query.priceMax)}: show every price`}
                preventScrollReset
              >
                {priceBandLabel(query.priceMin, query.priceMax)}
                <Icon name="close" size={14} />
              </Link>
            </li>
          </ul>
        )}
        {products.length === 0 ? (
          empty
        ) : (
          <>
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
          </>
        )}
      </div>
      {/* Hydrated after the results, in a commit of its own (see the home page's lower sections): a tick or a sort
          chosen before then hydrates them at once. */}
      <Suspense fallback={null}>{filters}</Suspense>
    </div>
  );
}

/** The empty state of a filtered listing: says so and offers to clear the filters. */
export function NoMatches({ clearTo, children }: { clearTo: string; children?: ReactNode }) {
  return (
    <EmptyState
      icon="filter"
      title="No pieces match these filters"
      description={children ?? 'Try fewer filters, or clear them to see the whole collection.'}
      action={
        <Button asChild variant="primary">
          <Link to={clearTo}>Clear filters</Link>
        </Button>
      }
    />
  );
}
