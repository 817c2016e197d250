import type { Store } from '@aurelia/contracts';
import { LOCALE, WEEKDAYS } from '@aurelia/domain';

/** India Standard Time is UTC+05:30 all year; every store is in India, so its calendar decides "today". */
const IST_OFFSET_MS = 330 * 60_000;

/**
 * How far ahead a shopper may choose a date, today included. The API opens slots this many days ahead
 * (apps/api seed, `SLOT_DAYS`); a later date would only ever show the empty state.
 */
export const BOOKING_WINDOW_DAYS = 14;

/** Today's date in India, `YYYY-MM-DD`. Worked out once on the server so the page hydrates unchanged. */
export function indiaToday(now: Date): string {
  return new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** `YYYY-MM-DD` plus `days` calendar days. */
export function addDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

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
