import { relations, sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, identity, instant, updatedAt } from './columns';
import { stores } from './stores';
import { timeslots } from './timeslots';
import { users } from './users';

/** The statuses of libs/contracts `appointmentStatusSchema`. */
export const APPOINTMENT_STATUSES = ['booked', 'checked_in', 'completed', 'no_show', 'cancelled'] as const;

export const appointments = pgTable(
  'appointments',
  {
    id: identity(),
    bookingNumber: text('booking_number').notNull().unique(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    timeslotId: integer('timeslot_id')
      .notNull()
      .references(() => timeslots.id),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    customerName: text('customer_name').notNull(),
    phone: text('phone').notNull(),
    appointmentDate: date('appointment_date', { mode: 'string' }).notNull(),
    notes: text('notes'),
    status: text('status', { enum: APPOINTMENT_STATUSES })
      .notNull()
      .default('booked'),
    checkedInAt: instant('checked_in_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('appointments_store_date_idx').on(t.storeId, t.appointmentDate),
    index('appointments_user_idx').on(t.userId),
    index('appointments_timeslot_idx').on(t.timeslotId),
    check(
      'appointments_status_check',
      sql`${t.status} IN ('booked', 'checked_in', 'completed', 'no_show', 'cancelled')`,
    ),
  ],
);

export const appointmentsRelations = relations(appointments, ({ one }) => ({
  store: one(stores, { fields: [appointments.storeId], references: [stores.id] }),
  timeslot: one(timeslots, { fields: [appointments.timeslotId], references: [timeslots.id] }),
  user: one(users, { fields: [appointments.userId], references: [users.id] }),
}));
