import type { FilterBarValue } from '@aurelia/ui';
import { useSearchParams } from 'react-router';

/**
 * A list's state in the address (filters, sort, page), so a link or a reload shows the same list: the
 * filters named `names` as the FilterBar's value, the page, and setters that keep the rest.
 */
export function useUrlFilters(names: readonly string[]) {
  const [search, setSearch] = useSearchParams();
  const filters: FilterBarValue = Object.fromEntries(names.flatMap((name) => (search.get(name) ? [[name, search.get(name) as string]] : [])));
  const page = Math.max(1, Number(search.get('page')) || 1);

  const update = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(search);
    for (const [name, value] of Object.entries(changes)) {
      if (value === undefined || value === '') next.delete(name);
      else next.set(name, value);
    }
    setSearch(next);
  };
  /** New filters go back to the first page. */
  const setFilters = (value: FilterBarValue) => update({ ...Object.fromEntries(names.map((name) => [name, value[name]])), page: undefined });
  const setPage = (next: number) => update({ page: next > 1 ? String(next) : undefined });
  return { search, filters, page, setFilters, setPage, update };
}
