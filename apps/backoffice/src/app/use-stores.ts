import type { SelectOption } from '@aurelia/ui';
import { useAppSelector } from './hooks';

/** The stores in the signed-in person's reach, as filter options (an admin's profile lists every store). */
export function useStoreOptions(): SelectOption[] {
  const stores = useAppSelector((state) => state.session.signedIn?.staff.stores ?? []);
  return stores.map((store) => ({ value: String(store.id), label: store.name }));
}
