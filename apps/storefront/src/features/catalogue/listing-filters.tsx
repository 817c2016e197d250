import { FilterPanel, type FilterPanelProps } from '@aurelia/ui';
import { useEffect } from 'react';

export interface ListingFiltersProps extends FilterPanelProps {
  /** Called once the filters have mounted or hydrated: their controls answer from then on. */
  onHydrated: () => void;
}

/**
 * The listing's filters and sort beside its pieces (from 768 px): a module of its own, which product-listing.tsx
 * loads as the page hydrates, so that the first load does not carry the filter panel and its form controls.
 */
export default function ListingFilters({ onHydrated, ...props }: ListingFiltersProps) {
  useEffect(() => onHydrated(), [onHydrated]);
  return <FilterPanel {...props} />;
}
