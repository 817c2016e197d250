import { relations, sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { appointments } from './appointments';
import { createdAt, identity, ownedBy } from './columns';
import { users } from './users';

/** The actions of libs/contracts `appointmentEventActionSchema`. */
export const APPOINTMENT_EVENT_ACTIONS = ['booked', 'check-in', 'complete', 'no-show', 'cancel', 'move'] as const;

/**
 * An appointment's history: each step with the staff member who took it ("the staff name is
 * recorded on every action"). The name is copied so that it outlives the account.
 */
export const appointmentEvents = pgTable(
  'appointment_events',
  {
    id: identity(),
    appointmentId: ownedBy('appointment_id', () => appointments.id),
    action: text('action', { enum: APPOINTMENT_EVENT_ACTIONS }).notNull(),
    staffUserId: integer('staff_user_id').references(() => users.id, { onDelete: 'set null' }),
    staffName: text('staff_name'),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [
    index('appointment_events_appointment_idx').on(t.appointmentId, t.id),
    check(
      'appointment_events_action_check',
      sql`${t.action} IN ('booked', 'check-in', 'complete', 'no-show', 'cancel', 'move')`,
    ),
  ],
);

export const appointmentEventsRelations = relations(appointmentEvents, ({ one }) => ({
  appointment: one(appointments, { fields: [appointmentEvents.appointmentId], references: [appointments.id] }),
}));
