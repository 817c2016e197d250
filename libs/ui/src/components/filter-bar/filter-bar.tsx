import { useRef, useState, type ComponentProps, type FormEvent } from 'react';

import { cn } from '../../lib/cn';
import { useControllableState } from '../../lib/use-controllable-state';
import { Button } from '../button/button';
import { IconButton } from '../icon-button/icon-button';
import { NativeSelect } from '../native-select/native-select';
import type { SelectOption } from '../select/select';
import { TextField } from '../text-field/text-field';
import './filter-bar.css';

/** The filters by name ("status", "from"): only the ones set, each a non-empty string (the query's own). */
export type FilterBarValue = Readonly<Record<string, string>>;

/** A filter picked from a list: status, store, payment method. */
export interface FilterBarSelect {
  name: string;
  label: string;
  options: readonly SelectOption[];
  /** The first option, meaning "no filter" (default "All"). */
  allLabel?: string;
}

export interface FilterBarProps extends Omit<ComponentProps<'form'>, 'onSubmit' | 'onChange' | 'defaultValue'> {
  /** The filters applied; controlled. */
  value?: FilterBarValue;
  /** The filters applied at first when uncontrolled. */
  defaultValue?: FilterBarValue;
  /** Called with all the filters whenever one changes (a select, a date, a search submitted, a clear). */
  onValueChange?: (value: FilterBarValue) => void;
  /** A text search, applied on Enter or the search button (not on each key: it is a query to the server). */
  search?: { name: string; label: string; placeholder?: string };
  /** Lists to pick from. */
  selects?: readonly FilterBarSelect[];
  /** A date range of two native date inputs (values `YYYY-MM-DD`). */
  dateRange?: { legend: string; from: string; to: string; fromLabel?: string; toLabel?: string };
  /** Names the search landmark (default "Filters"). */
  label?: string;
  /** The count of applied filters in words (default "No filters applied", "1 filter applied", "3 filters applied"). */
  describeActive?: (count: number) => string;
}

const EMPTY: FilterBarValue = {};

const defaultDescribeActive = (count: number) =>
  count === 0 ? 'No filters applied' : `${count} ${count === 1 ? 'filter' : 'filters'} applied`;

/**
 * A row of list filters above a table: a search box, selects, a date range and "Clear filters", as one
 * value object, so the page turns it into the list's query in one place. Selects and dates apply as they
 * change; the search applies on Enter. The count of applied filters is announced politely. It wraps onto
 * more lines as the screen narrows, a control to a line on a phone.
 */
export function FilterBar({
  value,
  defaultValue = EMPTY,
  onValueChange,
  search,
  selects = [],
  dateRange,
  label = 'Filters',
  describeActive = defaultDescribeActive,
  className,
  ...props
}: FilterBarProps) {
  const [filters, setFilters] = useControllableState({ value, defaultValue, onChange: onValueChange });
  const form = useRef<HTMLFormElement>(null);
  const applied = search ? (filters[search.name] ?? '') : '';
  const [draft, setDraft] = useState(applied);
  // The box follows the applied search when it changes from outside (cleared, or the page's URL).
  const [shown, setShown] = useState(applied);
  if (shown !== applied) {
    setShown(applied);
    setDraft(applied);
  }
  const names = [search?.name, ...selects.map((select) => select.name), dateRange?.from, dateRange?.to].filter(
    (name): name is string => name !== undefined,
  );
  const active = names.filter((name) => (filters[name] ?? '') !== '').length;

  const set = (name: string, next: string) => {
    const rest = Object.fromEntries(Object.entries(filters).filter(([key]) => key !== name));
    setFilters(next === '' ? rest : { ...rest, [name]: next });
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (search) set(search.name, draft.trim());
  };
  const clear = () => {
    setDraft('');
    setFilters(EMPTY);
    // The button is disabled once nothing is applied: focus goes to the first filter, not to the page.
    form.current?.querySelector<HTMLElement>('input, select')?.focus();
  };

  return (
    <form ref={form} role="search" aria-label={label} className={cn('au-filter-bar', className)} onSubmit={submit} {...props}>
      {search && (
        <TextField
          className="au-filter-bar__search"
          type="search"
          name={search.name}
          label={search.label}
          placeholder={search.placeholder}
          value={draft}
          onChange={(event) => setDraft(event.currentTarget.value)}
          endAdornment={<IconButton type="submit" icon="search" label="Search" size="sm" />}
        />
      )}
      {selects.map((select) => (
        <NativeSelect
          key={select.name}
          className="au-filter-bar__select"
          name={select.name}
          label={select.label}
          options={[{ value: '', label: select.allLabel ?? 'All' }, ...select.options]}
          value={filters[select.name] ?? ''}
          onValueChange={(next) => set(select.name, next)}
        />
      ))}
      {dateRange && (
        <fieldset className="au-filter-bar__dates">
          <legend className="au-filter-bar__legend">{dateRange.legend}</legend>
          <TextField
            type="date"
            name={dateRange.from}
            label={dateRange.fromLabel ?? 'From'}
            value={filters[dateRange.from] ?? ''}
            max={filters[dateRange.to]}
            onChange={(event) => set(dateRange.from, event.currentTarget.value)}
          />
          <TextField
            type="date"
            name={dateRange.to}
            label={dateRange.toLabel ?? 'To'}
            value={filters[dateRange.to] ?? ''}
            min={filters[dateRange.from]}
            onChange={(event) => set(dateRange.to, event.currentTarget.value)}
          />
        </fieldset>
      )}
      <div className="au-filter-bar__end">
        <p className="au-filter-bar__status au-count-status" role="status">
          {describeActive(active)}
        </p>
        <Button variant="secondary" size="sm" disabled={active === 0} onClick={clear}>
          Clear filters
        </Button>
      </div>
    </form>
  );
}
