import type { ProductListParams } from '@aurelia/api-client';
import type { Attribute } from '@aurelia/contracts';
import { Button, Drawer, FilterPanel } from '@aurelia/ui';
import { useEffect, useMemo, useState } from 'react';
import { createAppAsyncThunk, useAppDispatch } from '../../shared/hooks';
import { DEFAULT_SORT, RELEVANCE, SEARCH_SORT_OPTIONS, SORT_OPTIONS, attributeIdsOf, filterGroupsOf, filterValueOf, type ListingQuery } from './listing-query';
import './filter-sheet.css';

/** How long the choices rest before the pieces they match are counted: a few ticks in a row ask once. */
export const COUNT_DELAY_MS = 300;

/** How many pieces a listing's query matches: its first page of one piece, whose total is the count. */
export const countPieces = createAppAsyncThunk('productList/count', async (params: ProductListParams, { extra, signal }) => {
  const { meta } = await extra.api.getProducts({ ...params, page: 1, perPage: 1 }, { signal });
  return meta.total;
});

export interface FilterSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  attributes: readonly Attribute[];
  /** The listing's query as its address holds it, where the choices start from. */
  query: ListingQuery;
  /** The listing's API query, which the count asks with the chosen filters. */
  params: ProductListParams;
  /** How many pieces the listing shows now. */
  total: number;
  /** Applies the choices: the listing's address with them. */
  onApply: (choice: Pick<ListingQuery, 'attributeIds' | 'sort'>) => void;
}

const sameIds = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((id, index) => id === b[index]);

const piecesIn = (count: number) => `${count} ${count === 1 ? 'piece' : 'pieces'}`;

/**
 * Phones' filters and sort in a sheet from the bottom: the choices stay in the sheet until "Show N pieces" applies
 * them to the listing's address, N counted by the API as they change; closing the sheet otherwise leaves the listing
 * as it was. Focus stays in the sheet while it is open and returns to the button that opened it.
 *
 * Closed, the sheet stays drawn but hidden (the drawer's `keepDrawn`): the listing mounts it once the page is idle,
 * and the tap that opens it only shows it, instead of building its 32 checkboxes in the tap's own frame.
 */
export default function FilterSheet({ open, onOpenChange, attributes, query, params, total, onApply }: FilterSheetProps) {
  const dispatch = useAppDispatch();
  const [chosen, setChosen] = useState<readonly number[]>(query.attributeIds);
  const [sort, setSort] = useState(query.sort);
  // The count of the chosen filters: null while it is asked for, or when it could not be had.
  const [count, setCount] = useState<number | null>(total);
  const [counting, setCounting] = useState(false);
  // Each opening starts from what the listing shows.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setChosen(query.attributeIds);
      setSort(query.sort);
      setCount(total);
      setCounting(false);
    }
  }

  const applied = sameIds(chosen, query.attributeIds);
  useEffect(() => {
    if (!open || applied) return undefined;
    const asked: ProductListParams = { ...params, attributeIds: [...chosen] };
    if (chosen.length === 0) delete asked.attributeIds;
    let request: ReturnType<ReturnType<typeof countPieces>> | undefined;
    const timer = setTimeout(() => {
      const asking = dispatch(countPieces(asked));
      request = asking;
      void asking.then((answer) => {
        if (countPieces.rejected.match(answer) && answer.meta.aborted) return;
        setCount(countPieces.fulfilled.match(answer) ? answer.payload : null);
        setCounting(false);
      });
    }, COUNT_DELAY_MS);
    return () => {
      clearTimeout(timer);
      request?.abort();
    };
  }, [applied, chosen, dispatch, open, params]);

  // The panel is the sheet's largest part: an opening that changes none of its choices does not draw it again.
  const panel = useMemo(
    () => (
      <FilterPanel
        className="sf-filter-sheet__panel"
        groups={filterGroupsOf(attributes)}
        value={filterValueOf(attributes, chosen)}
        onValueChange={(value) => {
          setCount(null);
          setCounting(true);
          setChosen(attributeIdsOf(value));
        }}
        sortOptions={query.q ? SEARCH_SORT_OPTIONS : SORT_OPTIONS}
        sort={sort ?? (query.q ? RELEVANCE : DEFAULT_SORT)}
        onSortChange={(next) => setSort(SORT_OPTIONS.find((option) => option.value === next)?.value ?? null)}
      />
    ),
    [attributes, chosen, query.q, sort],
  );

  const shown = applied ? total : count;
  return (
    <Drawer
      side="bottom"
      open={open}
      keepDrawn
      onOpenChange={onOpenChange}
      title="Filter and sort"
      className="sf-filter-sheet"
      footer={
        <>
          <p className="au-sr-only" role="status">
            {shown === null ? '' : `${piecesIn(shown)} match`}
          </p>
          <Button
            variant="primary"
            size="lg"
            fullWidth
            loading={counting && !applied}
            disabled={shown === 0}
            onClick={() => {
              onApply({ attributeIds: [...chosen], sort });
              onOpenChange(false);
            }}
          >
            {shown === null ? 'Show pieces' : shown === 0 ? 'No pieces match' : `Show ${piecesIn(shown)}`}
          </Button>
        </>
      }
    >
      {panel}
    </Drawer>
  );
}
