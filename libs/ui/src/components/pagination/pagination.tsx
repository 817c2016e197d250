import type { ComponentProps } from 'react';

import { cn } from '../../lib/cn';
import { Button } from '../button/button';
import { Icon } from '../icon/icon';
import './pagination.css';

export interface PaginationProps extends Omit<ComponentProps<'nav'>, 'children'> {
  /** The current page, from 1 (the API's `current_page`). */
  page: number;
  /** The last page (the API's `last_page`). */
  pageCount: number;
  /** Called with the page to show. */
  onPageChange: (page: number) => void;
  /** Names the navigation (default "Pagination"). */
  label?: string;
}

/**
 * Previous / next paging with "Page 3 of 12". It shows no window of page numbers, so no page-window
 * rule lives in the UI; the list's own paging state comes from libs/domain.
 */
export function Pagination({ page, pageCount, onPageChange, label = 'Pagination', className, ...props }: PaginationProps) {
  return (
    <nav aria-label={label} className={cn('au-pagination', className)} {...props}>
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        <Icon name="chevron-left" size={16} />
        Previous
      </Button>
      <p className="au-pagination__status au-count-status" aria-live="polite">
        Page {page} of {pageCount}
      </p>
      <Button variant="secondary" size="sm" disabled={page >= pageCount} onClick={() => onPageChange(page + 1)}>
        Next
        <Icon name="chevron-right" size={16} />
      </Button>
    </nav>
  );
}

export interface LoadMoreProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** How many are shown. */
  shown: number;
  /** How many there are in all (the API's `total`), when known. */
  total?: number;
  /** More pages exist (libs/domain's `hasMorePages`). */
  hasMore: boolean;
  /** A page is loading; the button is busy and cannot be pressed twice. */
  loading?: boolean;
  /** Loads the next page. */
  onLoadMore: () => void;
  /** What the list holds, for the status line (default "pieces"). */
  noun?: string;
}

/** "Showing 24 of 120 pieces" and a button to load the next page, for product lists. */
export function LoadMore({ shown, total, hasMore, loading = false, onLoadMore, noun = 'pieces', className, ...props }: LoadMoreProps) {
  return (
    <div className={cn('au-load-more', className)} {...props}>
      <p className="au-load-more__status au-count-status" aria-live="polite">
        {total === undefined ? `Showing ${shown} ${noun}` : `Showing ${shown} of ${total} ${noun}`}
      </p>
      {hasMore && (
        <Button variant="secondary" loading={loading} onClick={onLoadMore}>
          Load more
        </Button>
      )}
    </div>
  );
}
