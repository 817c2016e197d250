import type { Store } from '@aurelia/contracts';
import { APPOINTMENT_BOOKING_DAYS, LOCALE, WEEKDAYS } from '@aurelia/domain';

/** How far ahead a shopper may choose a date, today included: as far as the API opens timeslots. */
export const BOOKING_WINDOW_DAYS = APPOINTMENT_BOOKING_DAYS;

/** Whether the store is closed all day on `date` (its opening hours for that weekday are null). */
export function isClosedOn(store: Pick<Store, 'opening_hours'>, date: string): boolean {
  const weekday = WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()];
  return weekday === undefined || store.opening_hours[weekday] === null;
}

/** "Saturday, 28 November 2026": a booking's date as the shopper reads it (no time-zone shift). */
export function formatBookingDate(date: string): string {
  return new Intl.DateTimeFormat(LOCALE, { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}
