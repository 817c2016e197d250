import { addDays } from '../dates/calendar-date';
import { indiaDate, indiaMoment, indiaNow, indiaWeekday } from '../dates/india-time';

/** Days of the week as store opening hours name them, Sunday first (as `Date#getUTCDay` counts). */
export const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** One day's hours, `HH:mm` in the store's local time, or null when closed all day. */
export type DayHours = { open: string; close: string } | null;
export type WeeklyHours = Readonly<Record<Weekday, DayHours>>;

/** The weekday and `HH:mm` in India at `now`. */
export function indiaClock(now: Date): { weekday: Weekday; time: string } {
  const weekday = WEEKDAYS[indiaWeekday(now)] as Weekday; // 0..6
  return { weekday, time: indiaNow(now).time };
}

/** A store's state at `now`: today's hours, and whether it is open this minute (from open, before close). */
export function storeOpenState(hours: WeeklyHours, now: Date): { today: Weekday; todayHours: DayHours; openNow: boolean } {
  const { weekday, time } = indiaClock(now);
  const todayHours = hours[weekday];
  const openNow = todayHours !== null && time >= todayHours.open && time < todayHours.close;
  return { today: weekday, todayHours, openNow };
}

/** "10:00 – 21:00", or "Closed". */
export function formatDayHours(day: DayHours): string {
  return day === null ? 'Closed' : `${day.open} – ${day.close}`;
}

/** The instant `time` (`HH:mm`, India time) falls on, on the day it is in India at `now`. */
export function indiaTimeToday(now: Date, time: string): Date {
  return indiaMoment(indiaDate(now), time);
}

/** The midnight that ends the day it is in India at `now`. */
export function endOfIndiaDay(now: Date): Date {
  return indiaMoment(addDays(indiaDate(now), 1), '00:00');
}

/**
 * Whether a store's counter may work at `now`: within its opening hours, or while a manager's override (until
 * `overrideUntil`) lasts.
 */
export function counterOpen(hours: WeeklyHours, now: Date, overrideUntil: Date | null): boolean {
  return storeOpenState(hours, now).openNow || (overrideUntil !== null && overrideUntil.getTime() > now.getTime());
}
