import { and, asc, eq, ilike, inArray, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import type { Queries } from '../db/queries';
import { appointmentEvents, appointments, stores, timeslots } from '../db/schema/index';
import { NotFoundError } from '../errors';
import type { AppointmentRecord, TimeslotRow } from './appointment-presenter';
import { generateBookingNumber } from './booking-number';
import { hasStarted } from './slot-time';
import type { Actor } from './staff-actions';

export interface NewAppointment {
  customerName: string;
  phone: string;
  appointmentDate: string;
  notes: string | null;
  timeslotId: number;
  userId: number | null;
}

/** Why a booking was refused; the route turns each into its status. */
export type BookingRefusal =
  | { reason: 'unknown-timeslot' }
  | { reason: 'date-mismatch'; slotDate: string }
  | { reason: 'unavailable' }
  | { reason: 'duplicate' };

export type BookingResult = { ok: true; record: AppointmentRecord } | ({ ok: false } & BookingRefusal);

/** Statuses that hold a place in their slot (a cancelled booking does not). */
const ACTIVE_STATUSES = ['booked', 'checked_in'] as const;

/** A booking number collision is astronomically rare; a few fresh draws settle it. */
const BOOKING_NUMBER_ATTEMPTS = 5;

/** Appointments with their store and slot, as `AppointmentRecord`s: the caller adds the conditions. */
export function selectAppointmentRecords(db: Queries) {
  return db
    .select({ appointment: appointments, store: stores, timeslot: timeslots })
    .from(appointments)
    .innerJoin(timeslots, eq(timeslots.id, appointments.timeslotId))
    .innerJoin(stores, eq(stores.id, appointments.storeId));
}

/** Thrown inside the booking transaction to undo the slot's increment. */
class DuplicateBooking extends Error {}

/**
 * The ways `phone` (E.164, as the contracts parse it) may be stored: bookings made before numbers were
 * normalised kept an Indian mobile as its 10 digits.
 */
function spellingsOf(phone: string): string[] {
  return phone.startsWith('+91') && phone.length === 13 ? [phone, phone.slice(3)] : [phone];
}

/** `%`, `_` and `\` taken literally in an ILIKE pattern. */
const likeContains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Bookings and the staff's view of them. */
export class AppointmentRepository {
  constructor(private readonly db: Database) {}

  /**
   * Books a place in a slot. The capacity holds under any concurrency: one conditional
   * `UPDATE … SET booked = booked + 1 WHERE booked < capacity` claims the place, and the appointment is
   * inserted in the same transaction. The update's row lock also serialises bookings of one slot, so the
   * duplicate check after it sees every committed booking of that slot.
   */
  async book(input: NewAppointment, now: Date, walkIn: { actor: Actor; note: string } | null = null): Promise<BookingResult> {
    const [found] = await this.db
      .select({ timeslot: timeslots, store: stores })
      .from(timeslots)
      .innerJoin(stores, eq(stores.id, timeslots.storeId))
      .where(eq(timeslots.id, input.timeslotId))
      .limit(1);
    if (!found) return { ok: false, reason: 'unknown-timeslot' };
    if (found.timeslot.date !== input.appointmentDate) {
      return { ok: false, reason: 'date-mismatch', slotDate: found.timeslot.date };
    }
    if (hasStarted(found.timeslot, now)) return { ok: false, reason: 'unavailable' };

    try {
      return await this.db.transaction(async (tx): Promise<BookingResult> => {
        const [claimed] = await tx
          .update(timeslots)
          .set({ booked: sql`${timeslots.booked} + 1` })
          .where(and(eq(timeslots.id, input.timeslotId), lt(timeslots.booked, timeslots.capacity)))
          .returning();
        if (!claimed) return { ok: false, reason: 'unavailable' };

        const [duplicate] = await tx
          .select({ id: appointments.id })
          .from(appointments)
          .where(
            and(
              eq(appointments.timeslotId, input.timeslotId),
              inArray(appointments.phone, spellingsOf(input.phone)),
              inArray(appointments.status, [...ACTIVE_STATUSES]),
            ),
          )
          .limit(1);
        if (duplicate) throw new DuplicateBooking();

        for (let attempt = 0; attempt < BOOKING_NUMBER_ATTEMPTS; attempt++) {
          const [appointment] = await tx
            .insert(appointments)
            .values({ ...input, bookingNumber: generateBookingNumber(), storeId: found.store.id })
            .onConflictDoNothing({ target: appointments.bookingNumber })
            .returning();
          if (appointment) {
            await tx.insert(appointmentEvents).values({
              appointmentId: appointment.id,
              action: 'booked',
              staffUserId: walkIn?.actor.userId ?? null,
              staffName: walkIn?.actor.name ?? null,
              note: walkIn?.note ?? null,
            });
            return { ok: true, record: { appointment, store: found.store, timeslot: claimed } };
          }
        }
        throw new Error(`No free booking number after ${BOOKING_NUMBER_ATTEMPTS} attempts`);
      });
    } catch (error) {
      if (error instanceof DuplicateBooking) return { ok: false, reason: 'duplicate' };
      throw error;
    }
  }

  /** A slot of the store (404 for another store's or an unknown one), for a walk-in booked at its kiosk. */
  async slotOfStore(timeslotId: number, storeId: number): Promise<TimeslotRow> {
    const [slot] = await this.db.select().from(timeslots).where(and(eq(timeslots.id, timeslotId), eq(timeslots.storeId, storeId)));
    if (!slot) throw new NotFoundError('Timeslot', timeslotId);
    return slot;
  }

  /**
   * A store's appointments on one day, every status, in slot order then booking order; `q` keeps those
   * whose name, phone or booking number contains it, ignoring case.
   */
  async listForStore(storeId: number, date: string, q?: string): Promise<AppointmentRecord[]> {
    const search = q ? likeContains(q) : undefined;
    const rows = await selectAppointmentRecords(this.db)
      .where(
        and(
          eq(appointments.storeId, storeId),
          eq(appointments.appointmentDate, date),
          search === undefined
            ? undefined
            : or(
                ilike(appointments.customerName, search),
                ilike(appointments.phone, search),
                ilike(appointments.bookingNumber, search),
              ),
        ),
      )
      .orderBy(asc(timeslots.startTime), asc(appointments.createdAt), asc(appointments.id));
    return rows;
  }
}
