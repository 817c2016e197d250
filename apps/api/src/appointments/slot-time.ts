import { indiaNow } from '@aurelia/domain';

/** `HH:mm` of a PostgreSQL `time` value (`10:30:00`). */
export function toMinuteTime(time: string): string {
  return time.slice(0, 5);
}

/** Whether a slot on `date` starting at `startTime` has already begun at `now` (India time). */
export function hasStarted(slot: { date: string; startTime: string }, now: Date): boolean {
  const { date, time } = indiaNow(now);
  return slot.date < date || (slot.date === date && toMinuteTime(slot.startTime) <= time);
}
