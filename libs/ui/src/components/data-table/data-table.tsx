import { useId, type ComponentProps, type ReactNode } from 'react';

import { cn } from '../../lib/cn';
import { useIndeterminate } from '../../lib/use-indeterminate';
import { Icon } from '../icon/icon';
import { Skeleton } from '../skeleton/skeleton';
// The row boxes are the Checkbox's own look, without its visible label.
import '../checkbox/checkbox.css';
import './data-table.css';

/** The direction of a sort, in `aria-sort`'s words. */
export type SortDirection = 'ascending' | 'descending';

/** The column the server sorts by, and which way. */
export interface DataTableSort {
  column: string;
  direction: SortDirection;
}

/** One column: its header, how a row's cell is drawn, and whether the server can sort by it. */
export interface DataTableColumn<Row> {
  /** Stable key, and the `column` of a sort. */
  id: string;
  header: ReactNode;
  /** The header as plain text, for announcements; needed when `header` is not a string. */
  label?: string;
  /** The cell of `row`; the first cell may hold the row's link. */
  cell: (row: Row) => ReactNode;
  /** `end` for amounts and counts (default `start`). */
  align?: 'start' | 'center' | 'end';
  /** A button in the header asks for this sort (`onSortChange`). */
  sortable?: boolean;
  /** The first direction the button asks for (default `ascending`; dates usually want `descending`). */
  firstDirection?: SortDirection;
  /** Cells of this column name their row (`<th scope="row">`): the order number, say. */
  rowHeader?: boolean;
  /** Class of the header and the cells (widths, say). */
  className?: string;
}

export interface DataTableProps<Row> extends Omit<ComponentProps<'div'>, 'children'> {
  /** What the table lists ("Orders"): its caption, and the name of its scrolling region. */
  caption: ReactNode;
  /** Keep the caption for screen readers only, when a heading above already says it. */
  hideCaption?: boolean;
  columns: readonly DataTableColumn<Row>[];
  /** The rows of this page, in the server's order. */
  rows: readonly Row[];
  /** A row's stable id (the selection holds these). */
  getRowId: (row: Row) => string;
  /** The current sort (the server's); controlled. */
  sort?: DataTableSort | undefined;
  /** Called with the sort a header button asks for; fetch that page and pass its `sort` back. */
  onSortChange?: (sort: DataTableSort) => void;
  /** The selected rows' ids, of this page and others; controlled. */
  selectedIds?: readonly string[];
  /** Turns on row selection: called with the new ids when a box is ticked or unticked. */
  onSelectedIdsChange?: (ids: string[]) => void;
  /** Names a row's box for screen readers ("Select order AU-10428"); default "Select row <id>". */
  getRowLabel?: (row: Row) => string;
  /** Names the header box (default "Select all rows on this page"). */
  selectAllLabel?: string;
  /** Buttons for the selected rows, shown while any are selected. */
  bulkActions?: ReactNode;
  /** A page is loading: the body shows skeleton rows and the table is `aria-busy`. */
  loading?: boolean;
  /** How many skeleton rows (default 5). */
  skeletonRows?: number;
  /** Shown in the body when there are no rows (default "Nothing to show."). */
  empty?: ReactNode;
}

/** A header box: ticked, unticked or "some" (indeterminate, which is a DOM property only). */
function SelectBox({ checked, ...props }: Omit<ComponentProps<'input'>, 'checked' | 'type'> & { checked: boolean | 'indeterminate' }) {
  const input = useIndeterminate(checked);
  return (
    <span className="au-checkbox__control au-data-table__box">
      <input ref={input} type="checkbox" className="au-checkbox__box" checked={checked === true} {...props} />
      <span className="au-checkbox__indicator" aria-hidden="true" />
    </span>
  );
}

function plainText<Row>(column: DataTableColumn<Row>): string {
  return column.label ?? (typeof column.header === 'string' ? column.header : column.id);
}

/**
 * A list of records as a real `<table>`: caption, column headers, sorting asked of the server (a button in
 * the header, `aria-sort` on it, the new sort announced), optional row selection for bulk actions, a skeleton
 * while a page loads and a message when there is nothing. Narrower than its columns (phones under 640 px),
 * it scrolls sideways inside a labelled region the keyboard can reach and scroll, keeping the table's
 * semantics (headers, sort state, select all) that stacked cards would lose.
 */
export function DataTable<Row>({
  caption,
  hideCaption = false,
  columns,
  rows,
  getRowId,
  sort,
  onSortChange,
  selectedIds = [],
  onSelectedIdsChange,
  getRowLabel,
  selectAllLabel = 'Select all rows on this page',
  bulkActions,
  loading = false,
  skeletonRows = 5,
  empty = 'Nothing to show.',
  className,
  ...props
}: DataTableProps<Row>) {
  const id = useId();
  const captionId = `${id}-caption`;
  const sortStateId = `${id}-sort-state`;
  const selectable = onSelectedIdsChange !== undefined;
  const selected = new Set(selectedIds);
  const pageIds = rows.map(getRowId);
  const selectedOnPage = loading ? 0 : pageIds.filter((id) => selected.has(id)).length;
  const allOnPage = selectedOnPage > 0 && selectedOnPage === pageIds.length;
  const columnCount = columns.length + (selectable ? 1 : 0);
  const sortedColumn = sort && columns.find((column) => column.id === sort.column);

  const toggleRow = (id: string, checked: boolean) => {
    onSelectedIdsChange?.(checked ? [...selectedIds, id] : selectedIds.filter((entry) => entry !== id));
  };
  // Ticks or unticks this page's rows only; rows chosen on other pages stay chosen.
  const togglePage = (checked: boolean) => {
    const others = selectedIds.filter((id) => !pageIds.includes(id));
    onSelectedIdsChange?.(checked ? [...others, ...pageIds] : others);
  };
  const askSort = (column: DataTableColumn<Row>) => {
    const direction: SortDirection =
      sort?.column === column.id ? (sort.direction === 'ascending' ? 'descending' : 'ascending') : (column.firstDirection ?? 'ascending');
    onSortChange?.({ column: column.id, direction });
  };

  const body = () => {
    if (loading) {
      return Array.from({ length: skeletonRows }, (_, index) => (
        <tr key={`skeleton-${index}`} className="au-data-table__row">
          {selectable && <td className="au-data-table__select" />}
          {columns.map((column) => (
            <td key={column.id} className={cn('au-data-table__cell', `au-data-table__cell--${column.align ?? 'start'}`, column.className)}>
              <Skeleton width={index % 2 === 0 ? '80%' : '60%'} />
            </td>
          ))}
        </tr>
      ));
    }
    if (rows.length === 0) {
      return (
        <tr>
          <td colSpan={columnCount} className="au-data-table__empty">
            <div className="au-data-table__pinned">{empty}</div>
          </td>
        </tr>
      );
    }
    return rows.map((row) => {
      const id = getRowId(row);
      const isSelected = selected.has(id);
      return (
        <tr key={id} className={cn('au-data-table__row', isSelected && 'au-data-table__row--selected')}>
          {selectable && (
            <td className="au-data-table__select">
              <SelectBox
                checked={isSelected}
                aria-label={getRowLabel ? getRowLabel(row) : `Select row ${id}`}
                onChange={(event) => toggleRow(id, event.currentTarget.checked)}
              />
            </td>
          )}
          {columns.map((column) => {
            const Cell = column.rowHeader ? 'th' : 'td';
            return (
              <Cell
                key={column.id}
                scope={column.rowHeader ? 'row' : undefined}
                className={cn('au-data-table__cell', `au-data-table__cell--${column.align ?? 'start'}`, column.className)}
              >
                {column.cell(row)}
              </Cell>
            );
          })}
        </tr>
      );
    });
  };

  return (
    <div className={cn('au-data-table', className)} {...props}>
      {selectable && (
        <div className="au-data-table__toolbar">
          <p className="au-data-table__count au-count-status" role="status">
            {selectedIds.length} selected
          </p>
          {selectedIds.length > 0 && bulkActions && <div className="au-data-table__actions">{bulkActions}</div>}
        </div>
      )}
      {/* Focusable so a keyboard can scroll it sideways on a narrow screen; named by the caption. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className="au-data-table__scroller" role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className="au-data-table__table" aria-busy={loading || undefined}>
          <caption id={captionId} className={cn('au-data-table__caption', hideCaption && 'au-sr-only')}>
            <span className="au-data-table__pinned">{caption}</span>
          </caption>
          <thead>
            <tr>
              {selectable && (
                <th scope="col" className="au-data-table__select">
                  <SelectBox
                    checked={allOnPage ? true : selectedOnPage > 0 ? 'indeterminate' : false}
                    aria-label={selectAllLabel}
                    disabled={loading || rows.length === 0}
                    onChange={(event) => togglePage(event.currentTarget.checked)}
                  />
                </th>
              )}
              {columns.map((column) => {
                const direction = sort?.column === column.id ? sort.direction : undefined;
                return (
                  <th
                    key={column.id}
                    scope="col"
                    aria-sort={direction}
                    className={cn('au-data-table__header', `au-data-table__cell--${column.align ?? 'start'}`, column.className)}
                  >
                    {column.sortable ? (
                      <>
                        {/* The state as the button's description: its name stays the visible header, for voice control. */}
                        <button
                          type="button"
                          className="au-data-table__sort"
                          aria-describedby={direction ? sortStateId : undefined}
                          onClick={() => askSort(column)}
                        >
                          {column.header}
                          <span className={cn('au-data-table__sort-icon', !direction && 'au-data-table__sort-icon--idle')} aria-hidden>
                            <Icon name={direction === 'descending' ? 'chevron-down' : 'chevron-up'} size={14} />
                          </span>
                        </button>
                        {direction && (
                          <span id={sortStateId} hidden>
                            sorted {direction}
                          </span>
                        )}
                      </>
                    ) : (
                      column.header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>{body()}</tbody>
        </table>
      </div>
      <p className="au-sr-only" aria-live="polite">
        {sortedColumn && sort ? `Sorted by ${plainText(sortedColumn)}, ${sort.direction}` : ''}
      </p>
    </div>
  );
}
