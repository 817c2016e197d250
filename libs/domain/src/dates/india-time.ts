import type { CalendarDate } from './calendar-date';

/** Where every store is. India keeps UTC+05:30 all year (no daylight saving), so a fixed offset is exact. */
export const STORE_TIMEZONE = 'Asia/Kolkata';

const IST_OFFSET_MS = 330 * 60_000;

/** `now` moved so that its UTC fields read India's wall clock. */
function wallClock(now: Date): Date {
  return new Date(now.getTime() + IST_OFFSET_MS);
}

/** The date (`YYYY-MM-DD`) and the time to the minute (`HH:mm`) in India at `now`. */
export function indiaNow(now: Date): { date: CalendarDate; time: string } {
  const iso = wallClock(now).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

/** The calendar date in India at `now`: the shop's "today". */
export function indiaDate(now: Date): CalendarDate {
  return wallClock(now).toISOString().slice(0, 10);
}

/** Day of the week in India at `now`, 0 = Sunday (as `Date#getUTCDay` counts). */
export function indiaWeekday(now: Date): number {
  return wallClock(now).getUTCDay();
}

/** The instant a date and a time (`HH:mm`) in India name. */
export function indiaMoment(date: CalendarDate, time: string): Date {
  return new Date(`${date}T${time}:00+05:30`);
}

/**
 * A formatter of instants as India's clock shows them, in Indian English: every date and time the shop shows
 * (orders, invoices, the counter's screens) is the stores' time, whatever zone the reader's device is in.
 */
export function indiaDateTimeFormat(options: Omit<Intl.DateTimeFormatOptions, 'timeZone'>): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat('en-IN', { ...options, timeZone: STORE_TIMEZONE });
}
