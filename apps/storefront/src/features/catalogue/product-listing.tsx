import type { ProductListParams } from '@aurelia/api-client';
import type { Attribute } from '@aurelia/contracts';
import { Button, EmptyState, Icon } from '@aurelia/ui';
import { Suspense, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { DEFAULT_SORT, RELEVANCE, SEARCH_SORT_OPTIONS, SORT_OPTIONS, attributeIdsOf, filterGroupsOf, filterValueOf, isBanded, listingSearch, priceBandLabel, type ListingQuery } from './listing-query';
import { useKeepEarlyChoice } from '../../shared/keep-early-choice';
import { LATE_PART_MARK } from '../../shared/start-signals';
import type ListingFiltersComponent from './listing-filters';
import type ListingResultsComponent from './listing-results';
import { lazyPart, useOpenedPart, usePrefetchWhenIdle } from '../../shared/lazy-part';
import type { ProductSummaryPage } from '../../shared/product-summary';
// The filters' and the pieces' look comes with the page, whose HTML draws them, while their code comes as it hydrates
// (a card's second view, hidden on touch screens by its stylesheet, would otherwise be fetched meanwhile).
import '@aurelia/ui/checkbox.css';
import '@aurelia/ui/native-select.css';
import '@aurelia/ui/filter-panel.css';
import '@aurelia/ui/product-card.css';
import '@aurelia/ui/skeleton.css';
import '@aurelia/ui/pagination.css';

/**
 * Phones' filters in a sheet from the bottom: its code is fetched once a phone's page is idle after hydration (or at
 * the first press of "Filter and sort" before that) and the sheet drawn closed (filter-sheet.tsx), so a tap opens it
 * in its own frame rather than once the code has come over a slow line. From 768 px the filters are beside the pieces
 * and the sheet is never fetched.
 */
const filterSheet = lazyPart(() => import('./filter-sheet'));
const SHEET_QUERY = '(max-width: 767.98px)';

/**
 * The filters and sort beside the pieces, with their form controls: they hydrate just after the rest of the listing.
 * Until then the server's HTML shows them, and a tick or a sort chosen meanwhile is made once they have
 * (keep-early-choice.ts).
 */
const filtersPart = lazyPart<Parameters<typeof ListingFiltersComponent>[0]>(() => import('./listing-filters'));
/** The pieces, "load more" and the page links, with the grid's cards, the pagination and the listing's store: likewise. */
const resultsPart = lazyPart<Parameters<typeof ListingResultsComponent>[0]>(() => import('./listing-results'));

/**
 * A listing route's `clientLoader`: a listing reached by a link brings its filters' and pieces' code with its data,
 * so that they show at once. The page from the server hydrates without it (they come as it hydrates).
 */
export async function withListingParts<T>(serverLoader: () => Promise<T>): Promise<T> {
  const [data] = await Promise.all([serverLoader(), filtersPart.load().catch(() => undefined), resultsPart.load().catch(() => undefined)]);
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
  const navigate = useNavigate();
  // On phones the filters open in a sheet from one button, so the pieces come first; from 768 px they always show.
  const [sheetOpen, setSheetOpen] = useState(false);
  const [FilterSheet, showFilterSheet] = useOpenedPart(filterSheet);
  usePrefetchWhenIdle(filterSheet, SHEET_QUERY, showFilterSheet);
  const toggle = useRef<HTMLButtonElement>(null);
  const resultsId = useId();
  const listing = useRef<HTMLDivElement>(null);
  const [ListingFilters] = useState(filtersPart.current);
  const [ListingResults] = useState(resultsPart.current);
  const filtersHydrated = useKeepEarlyChoice(listing, '.sf-listing__filters');
  const piecesHydrated = useKeepEarlyChoice(listing, '.sf-listing__pieces');
  const banded = isBanded(query);
  const activeFilters = query.attributeIds.length + (banded ? 1 : 0);

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
        {...LATE_PART_MARK}
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
        onPointerDown={filterSheet.prefetch}
        onClick={() => {
          showFilterSheet();
          setSheetOpen(true);
        }}
      >
        Filter and sort
        {activeFilters > 0 && ` (${activeFilters})`}
      </Button>
      {FilterSheet && (
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
      <div className="sf-listing__results" id={resultsId} tabIndex={-1}>
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
        {/* "Load more" only ever adds to the server's page: a listing without pieces has none. */}
        {response.data.length === 0 ? (
          empty
        ) : (
          <Suspense fallback={null}>
            <ListingResults path={path} query={query} params={params} response={response} label={label} onHydrated={piecesHydrated} />
          </Suspense>
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
