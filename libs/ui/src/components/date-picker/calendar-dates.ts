/** Calendar arithmetic on `YYYY-MM-DD` strings (the API's date format), in UTC so time zones never shift a day. */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Milliseconds since the epoch of a `YYYY-MM-DD` date at UTC midnight; throws for anything else. */
export function isoToTime(iso: string): number {
  const match = ISO_DATE.exec(iso);
  if (!match) throw new RangeError(`Expected a YYYY-MM-DD date, got ${iso}`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

/** The `YYYY-MM-DD` of a UTC time. */
export function timeToIso(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

/** Today in the browser's own time zone, as `YYYY-MM-DD`. */
export function localToday(now: Date = new Date()): string {
  return timeToIso(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate()));
}

export function addDays(iso: string, days: number): string {
  return timeToIso(isoToTime(iso) + days * 86_400_000);
}

/** The same day `months` later, or the month's last day when it is shorter. */
export function addMonths(iso: string, months: number): string {
  const date = new Date(isoToTime(iso));
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return timeToIso(target.getTime());
}

export function startOfMonth(iso: string): string {
  return `${iso.slice(0, 7)}-01`;
}

/** Day of the week, 0 = Sunday. */
export function weekday(iso: string): number {
  return new Date(isoToTime(iso)).getUTCDay();
}

/** The weeks of the month containing `iso`, each 7 dates or null for days outside the month. */
export function monthWeeks(iso: string, weekStartsOn = 0): (string | null)[][] {
  const first = startOfMonth(iso);
  const month = first.slice(0, 7);
  const lead = (weekday(first) - weekStartsOn + 7) % 7;
  const days: (string | null)[] = Array.from({ length: lead }, () => null);
  for (let day = first; day.slice(0, 7) === month; day = addDays(day, 1)) days.push(day);
  while (days.length % 7 !== 0) days.push(null);
  return Array.from({ length: days.length / 7 }, (_, week) => days.slice(week * 7, week * 7 + 7));
}

/** `date` moved into min…max. */
export function clampDate(iso: string, min?: string, max?: string): string {
  if (min && iso < min) return min;
  if (max && iso > max) return max;
  return iso;
}
