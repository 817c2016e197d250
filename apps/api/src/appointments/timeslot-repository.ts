import { addDays, indiaNow } from '@aurelia/domain';
import { and, asc, eq, gt, gte, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database';
import { stores, timeslots } from '../db/schema/index';
import type { TimeslotRow } from './appointment-presenter';

/** Without a date, `GET /timeslots` lists this many days of slots, today included. */
export const TIMESLOT_LIST_DAYS = 7;

export interface TimeslotFilter {
  /** Store slug; an unknown slug matches no slot. */
  store?: string | undefined;
  /** `YYYY-MM-DD`; without it, the coming {@link TIMESLOT_LIST_DAYS} days. */
  date?: string | undefined;
}

/** Appointment slots as shoppers may book them. */
export class TimeslotRepository {
  constructor(private readonly db: Database) {}

  /** The store and date of a slot, or `undefined` for an unknown one. */
  async storeDayOf(timeslotId: number): Promise<{ storeId: number; date: string } | undefined> {
    const [slot] = await this.db.select({ storeId: timeslots.storeId, date: timeslots.date }).from(timeslots).where(eq(timeslots.id, timeslotId));
    return slot;
  }

  /**
   * Slots that can still be booked at `now`: not full, and not yet begun in India time. Ordered by day,
   * start time, then the stores' display order.
   */
  async listBookable(filter: TimeslotFilter, now: Date): Promise<TimeslotRow[]> {
    const today = indiaNow(now);
    const conditions: (SQL | undefined)[] = [
      sql`${timeslots.booked} < ${timeslots.capacity}`,
      or(gt(timeslots.date, today.date), and(eq(timeslots.date, today.date), gt(timeslots.startTime, today.time))),
      filter.date === undefined
        ? and(gte(timeslots.date, today.date), lte(timeslots.date, addDays(today.date, TIMESLOT_LIST_DAYS - 1)))
        : eq(timeslots.date, filter.date),
      filter.store === undefined ? undefined : eq(stores.slug, filter.store),
    ];
    const rows = await this.db
      .select({ timeslot: timeslots })
      .from(timeslots)
      .innerJoin(stores, eq(stores.id, timeslots.storeId))
      .where(and(...conditions))
      .orderBy(asc(timeslots.date), asc(timeslots.startTime), asc(stores.position), asc(timeslots.id));
    return rows.map((row) => row.timeslot);
  }
}
