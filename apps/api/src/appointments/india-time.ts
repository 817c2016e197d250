/** India Standard Time is UTC+05:30 all year (no daylight saving), so a fixed offset is exact. */
const IST_OFFSET_MS = 330 * 60_000;

/** The date (`YYYY-MM-DD`) and time to the minute (`HH:mm`) in India at `now`, where every store is. */
export function indiaNow(now: Date): { date: string; time: string } {
  const iso = new Date(now.getTime() + IST_OFFSET_MS).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

/** `YYYY-MM-DD` plus `days` calendar days. */
export function addDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** `HH:mm` of a PostgreSQL `time` value (`10:30:00`). */
export function toMinuteTime(time: string): string {
  return time.slice(0, 5);
}

/** Whether a slot on `date` starting at `startTime` has already begun at `now` (India time). */
export function hasStarted(slot: { date: string; startTime: string }, now: Date): boolean {
  const { date, time } = indiaNow(now);
  return slot.date < date || (slot.date === date && toMinuteTime(slot.startTime) <= time);
}
