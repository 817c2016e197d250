import { appointmentTransition, freesPlace, indiaNow, type AppointmentAction } from '@aurelia/domain';
import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { appointmentEvents, appointments, timeslots } from '../db/schema/index';
import { ConflictError, NotFoundError, ValidationError } from '../errors';
import type { AppointmentRecord } from './appointment-presenter';
import { selectAppointmentRecords } from './appointment-repository';
import { hasStarted, toMinuteTime } from './slot-time';

/** The staff member taking an action, recorded on the appointment's history. */
export interface Actor {
  readonly userId: number;
  readonly name: string;
}

export type AppointmentEventRow = typeof appointmentEvents.$inferSelect;
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export const SLOT_FULL_MESSAGE = 'That timeslot is full: choose another.';
export const SLOT_STARTED_MESSAGE = 'That timeslot has already started: choose a later one.';

const slotWords = (slot: { date: string; startTime: string }) => `${slot.date} ${toMinuteTime(slot.startTime)}`;

/**
 * What the store's staff do to appointments on the kiosk. Each action locks the appointment row
 * (`FOR UPDATE`), checks the transition with libs/domain `appointmentTransition`, changes it and records
 * who did it, in one transaction, so two kiosks acting on one customer never both succeed. Places in slots
 * are claimed with the same conditional update as online bookings, so a move never overfills a slot.
 */
export class StaffAppointmentActions {
  constructor(private readonly db: Database) {}

  /** Check in (today only), complete, mark as a no-show (once its time has come) or cancel (frees the place). */
  async act(
    id: number,
    storeId: number,
    action: Exclude<AppointmentAction, 'move'>,
    actor: Actor,
    now: Date,
  ): Promise<AppointmentRecord> {
    await this.db.transaction(async (tx) => {
      const { appointment, timeslot } = await this.lockForStore(tx, id, storeId);
      const transition = appointmentTransition(appointment.status, action);
      if (!transition.ok) throw new ConflictError(transition.reason);
      if (action === 'check-in' && appointment.appointmentDate !== indiaNow(now).date) {
        throw new ConflictError(`This appointment is on ${appointment.appointmentDate}; only today's appointments can be checked in.`);
      }
      if (action === 'no-show' && !hasStarted(timeslot, now)) {
        throw new ConflictError(`This appointment is at ${slotWords(timeslot)}: it cannot be a no-show before its time.`);
      }
      await tx
        .update(appointments)
        .set({ status: transition.to, updatedAt: now, ...(action === 'check-in' ? { checkedInAt: now } : {}) })
        .where(eq(appointments.id, id));
      if (freesPlace(action)) {
        await tx
          .update(timeslots)
          .set({ booked: sql`greatest(${timeslots.booked} - 1, 0)` })
          .where(eq(timeslots.id, timeslot.id));
      }
      await tx.insert(appointmentEvents).values({ appointmentId: id, action, staffUserId: actor.userId, staffName: actor.name });
    });
    return this.findForStore(id, storeId);
  }

  /**
   * Moves a booked appointment to another slot of the same store that has not started: the new place is
   * claimed only if one is free (409 otherwise), the old one is freed, and the date follows the slot.
   */
  async move(id: number, storeId: number, timeslotId: number, actor: Actor, now: Date): Promise<AppointmentRecord> {
    await this.db.transaction(async (tx) => {
      const { appointment, timeslot: from } = await this.lockForStore(tx, id, storeId);
      const transition = appointmentTransition(appointment.status, 'move');
      if (!transition.ok) throw new ConflictError(transition.reason);
      const [target] = await tx.select().from(timeslots).where(and(eq(timeslots.id, timeslotId), eq(timeslots.storeId, storeId)));
      if (!target) throw new ValidationError({ timeslot_id: ['Choose a timeslot of this store.'] });
      if (target.id === from.id) throw new ValidationError({ timeslot_id: ['The appointment is already in this timeslot.'] });
      if (hasStarted(target, now)) throw new ConflictError(SLOT_STARTED_MESSAGE);
      const [claimed] = await tx
        .update(timeslots)
        .set({ booked: sql`${timeslots.booked} + 1` })
        .where(and(eq(timeslots.id, target.id), lt(timeslots.booked, timeslots.capacity)))
        .returning({ id: timeslots.id });
      if (!claimed) throw new ConflictError(SLOT_FULL_MESSAGE);
      await tx
        .update(timeslots)
        .set({ booked: sql`greatest(${timeslots.booked} - 1, 0)` })
        .where(eq(timeslots.id, from.id));
      await tx
        .update(appointments)
        .set({ timeslotId: target.id, appointmentDate: target.date, updatedAt: now })
        .where(eq(appointments.id, id));
      await tx.insert(appointmentEvents).values({
        appointmentId: id,
        action: 'move',
        staffUserId: actor.userId,
        staffName: actor.name,
        note: `From ${slotWords(from)} to ${slotWords(target)}`,
      });
    });
    return this.findForStore(id, storeId);
  }

  /** The histories of appointments, oldest step first, by appointment id. */
  async histories(ids: readonly number[]): Promise<Map<number, AppointmentEventRow[]>> {
    const byAppointment = new Map<number, AppointmentEventRow[]>(ids.map((id) => [id, []]));
    if (ids.length === 0) return byAppointment;
    const rows = await this.db
      .select()
      .from(appointmentEvents)
      .where(inArray(appointmentEvents.appointmentId, [...ids]))
      .orderBy(asc(appointmentEvents.createdAt), asc(appointmentEvents.id));
    for (const row of rows) byAppointment.get(row.appointmentId)?.push(row);
    return byAppointment;
  }

  private async lockForStore(tx: Tx, id: number, storeId: number) {
    const [row] = await tx
      .select({ appointment: appointments, timeslot: timeslots })
      .from(appointments)
      .innerJoin(timeslots, eq(timeslots.id, appointments.timeslotId))
      .where(and(eq(appointments.id, id), eq(appointments.storeId, storeId)))
      .for('update', { of: appointments });
    if (!row) throw new NotFoundError('Appointment', id);
    return row;
  }

  private async findForStore(id: number, storeId: number): Promise<AppointmentRecord> {
    const [row] = await selectAppointmentRecords(this.db).where(and(eq(appointments.id, id), eq(appointments.storeId, storeId)));
    if (!row) throw new NotFoundError('Appointment', id);
    return row;
  }
}
