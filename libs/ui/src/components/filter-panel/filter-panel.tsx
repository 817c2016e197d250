import type { ComponentProps } from 'react';

import { cn } from '../../lib/cn';
import { useControllableState } from '../../lib/use-controllable-state';
import { Button } from '../button/button';
import { Checkbox } from '../checkbox/checkbox';
import { Icon } from '../icon/icon';
import { NativeSelect } from '../native-select/native-select';
import type { SelectOption } from '../select/select';
import { useCommittedChoice } from './use-committed-choice';
import './filter-panel.css';

/** A filter attribute (metal, purity, price band) and its values. */
export interface FilterGroup {
  name: string;
  label: string;
  options: readonly { value: string; label: string; count?: number }[];
}

/** The chosen values per attribute name. */
export type FilterValue = Readonly<Record<string, readonly string[]>>;

export interface FilterPanelProps extends Omit<ComponentProps<'section'>, 'onChange' | 'defaultValue'> {
  groups: readonly FilterGroup[];
  /** Controlled filters. */
  value?: FilterValue;
  /** Initial filters when uncontrolled. */
  defaultValue?: FilterValue;
  /** Called with the new filters on every change. */
  onValueChange?: (value: FilterValue) => void;
  /** Sort choices; omit to hide the sort select. */
  sortOptions?: readonly SelectOption[];
  /** Controlled sort. */
  sort?: string;
  /** Initial sort when uncontrolled. */
  defaultSort?: string;
  /** Called with the new sort. */
  onSortChange?: (sort: string) => void;
}

const EMPTY: FilterValue = {};

/**
 * Product filters: attribute groups of checkboxes, a sort select and "Clear all". Each group is a native
 * disclosure (`<details open>`) holding a fieldset of native checkboxes: nothing to measure or swap in after
 * hydration, and usable before the page's JavaScript has loaded.
 */
export function FilterPanel({
  groups,
  value,
  defaultValue = EMPTY,
  onValueChange,
  sortOptions,
  sort,
  defaultSort,
  onSortChange,
  className,
  ...props
}: FilterPanelProps) {
  const [filters, setFilters] = useControllableState({ value, defaultValue, onChange: onValueChange });
  const [sortValue, setSortValue] = useControllableState({ value: sort, defaultValue: defaultSort ?? sortOptions?.[0]?.value ?? '', onChange: onSortChange });
  const sortChoice = useCommittedChoice(sortValue, setSortValue);
  const active = Object.values(filters).reduce((count, values) => count + values.length, 0);
  const toggle = (group: string, option: string, checked: boolean) => {
    const current = filters[group] ?? [];
    const next = checked ? [...current, option] : current.filter((entry) => entry !== option);
    setFilters({ ...filters, [group]: next });
  };
  return (
    <section aria-label="Filters" className={cn('au-filters', className)} {...props}>
      <div className="au-filters__header">
        <h2 className="au-filters__title">Filters</h2>
        <Button variant="link" size="sm" disabled={active === 0} onClick={() => setFilters(EMPTY)}>
          Clear all{active > 0 ? ` (${active})` : ''}
        </Button>
      </div>
      {sortOptions && (
        <NativeSelect
          label="Sort by"
          name="sort"
          options={sortOptions}
          {...sortChoice}
        />
      )}
      {groups.map((group) => (
        <details key={group.name} className="au-filters__group" open>
          <summary className="au-filters__summary">
            {group.label}
            <Icon name="chevron-down" size={18} className="au-filters__chevron" />
          </summary>
          <fieldset className="au-filters__options">
            <legend className="au-sr-only">{group.label}</legend>
            {group.options.map((option) => (
              <Checkbox
                key={option.value}
                name={group.name}
                value={option.value}
                label={option.count === undefined ? option.label : `${option.label} (${option.count})`}
                checked={(filters[group.name] ?? []).includes(option.value)}
                onCheckedChange={(checked) => toggle(group.name, option.value, checked)}
              />
            ))}
          </fieldset>
        </details>
      ))}
    </section>
  );
}
