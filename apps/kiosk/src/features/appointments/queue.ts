import type { StaffAppointment } from '@aurelia/contracts';

/**
 * Where today's "now" line goes in the queue (`time` is `HH:mm` in India): before the first booking whose time
 * has not begun, so those due or under way stay above it; after the last when every time has begun.
 */
export function nowIndex(items: readonly Pick<StaffAppointment, 'timeslot'>[], time: string): number {
  const index = items.findIndex((item) => item.timeslot.start_time > time);
  return index === -1 ? items.length : index;
}
