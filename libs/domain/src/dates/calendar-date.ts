/** A calendar date without a time or zone, `YYYY-MM-DD` (dates of plans, expiries and timeslots). */
export type CalendarDate = string;

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** True for a real date written `YYYY-MM-DD` (`2026-02-30` is not one). */
export function isCalendarDate(value: unknown): value is CalendarDate {
  if (typeof value !== 'string') return false;
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function parts(date: CalendarDate): [number, number, number] {
  if (!isCalendarDate(date)) throw new RangeError(`Not a calendar date (YYYY-MM-DD): ${date}`);
  return date.split('-').map(Number) as [number, number, number];
}

function format(utc: Date): CalendarDate {
  return utc.toISOString().slice(0, 10);
}

/** `date` plus `days` (negative goes back). */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  if (!Number.isSafeInteger(days)) throw new RangeError(`Days must be a whole number, got ${days}`);
  const [year, month, day] = parts(date);
  return format(new Date(Date.UTC(year, month - 1, day) + days * DAY_MS));
}

/**
 * `date` plus `months`, kept on the same day of the month, or the month's last day when it is shorter:
 * 31 January plus one month is 28 (or 29) February.
 */
export function addMonths(date: CalendarDate, months: number): CalendarDate {
  if (!Number.isSafeInteger(months)) throw new RangeError(`Months must be a whole number, got ${months}`);
  const [year, month, day] = parts(date);
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return format(target);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: CalendarDate, to: CalendarDate): number {
  const [fy, fm, fd] = parts(from);
  const [ty, tm, td] = parts(to);
  return Math.round((Date.UTC(ty, tm - 1, td) - Date.UTC(fy, fm - 1, fd)) / DAY_MS);
}
