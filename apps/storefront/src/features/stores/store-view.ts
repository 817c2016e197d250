import type { Store } from '@aurelia/contracts';
import { WEEKDAYS, storeOpenState, type Weekday } from '@aurelia/domain';
import type { OpeningHours } from '@aurelia/ui';

/** A store as its card shows it, worked out on the server at one instant so the page hydrates unchanged. */
export interface StoreView {
  store: Store;
  openNow: boolean;
  today: Weekday;
}

export function storeViewOf(store: Store, now: Date): StoreView {
  const { openNow, today } = storeOpenState(store.opening_hours, now);
  return { store, openNow, today };
}

const dayLabel = (day: Weekday) => day.charAt(0).toUpperCase() + day.slice(1);

/** Opening-hours rows for the card: the whole week Monday first, or today only. */
export function hoursRows(view: StoreView, which: 'week' | 'today'): OpeningHours[] {
  const days = which === 'today' ? [view.today] : [...WEEKDAYS.slice(1), WEEKDAYS[0]];
  return days.map((day) => {
    const hours = view.store.opening_hours[day];
    return hours === null ? { day: dayLabel(day), closed: true } : { day: dayLabel(day), opens: hours.open, closes: hours.close };
  });
}

export const todayLabel = (view: StoreView) => dayLabel(view.today);

export const addressLines = (store: Store) => [store.address, `${store.city} ${store.pincode}`, store.state];

export const directionsHref = (store: Store) =>
  `https://www.google.com/maps/search/?api=1&query=${store.latitude},${store.longitude}`;
