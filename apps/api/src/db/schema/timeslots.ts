import { relations, sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, time, unique } from 'drizzle-orm/pg-core';
import { identity, ownedBy } from './columns';
import { stores } from './stores';

/** An appointment slot; `booked` never exceeds `capacity` (the check makes a lost race a conflict). */
export const timeslots = pgTable(
  'timeslots',
  {
    id: identity(),
    storeId: ownedBy('store_id', () => stores.id),
    date: date('date', { mode: 'string' }).notNull(),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
    capacity: integer('capacity').notNull(),
    booked: integer('booked').notNull().default(0),
  },
  (t) => [
    unique('timeslots_store_date_start_unique').on(t.storeId, t.date, t.startTime),
    index('timeslots_date_idx').on(t.date, t.startTime),
    check('timeslots_booked_within_capacity', sql`${t.booked} >= 0 AND ${t.booked} <= ${t.capacity}`),
    check('timeslots_times_ordered', sql`${t.startTime} < ${t.endTime}`),
  ],
);

export const timeslotsRelations = relations(timeslots, ({ one }) => ({
  store: one(stores, { fields: [timeslots.storeId], references: [stores.id] }),
}));
