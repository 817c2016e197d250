import type { Appointment, DevBookingSlot, DevTodayBooking } from '@aurelia/contracts';
import { indiaMoment, indiaNow } from '@aurelia/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { timeslots } from '../db/schema/index';
import { ConflictError, ValidationError } from '../errors';
import type { StoreRepository } from '../stores/store-repository';
import { presentAppointment, type TimeslotRow } from './appointment-presenter';
import type { AppointmentRepository, BookingRefusal } from './appointment-repository';
import { toMinuteTime } from './slot-time';

/** Who `POST /dev/appointments/today` books when it is not told: two customers due now and one later. */
export const DEMO_TODAY_BOOKINGS: readonly DevTodayBooking[] = [
  { customer_name: 'Meera Iyer', phone: '9800000001', notes: 'Bridal set, gold and diamond', slot: 'current' },
  { customer_name: 'Arjun Menon', phone: '9800000002', notes: null, slot: 'current' },
  { customer_name: 'Zoya Khan', phone: '9800000003', notes: 'Resizing a ring', slot: 'next' },
];

/** The slot of `slots` (one day, in start order) that `choice` names at `time` (`HH:mm`), if there is one. */
function pickSlot(slots: readonly TimeslotRow[], choice: DevBookingSlot, time: string): TimeslotRow | undefined {
  if (choice === 'current') return slots.findLast((slot) => toMinuteTime(slot.startTime) <= time);
  if (choice === 'next') return slots.find((slot) => toMinuteTime(slot.startTime) > time);
  return slots.find((slot) => toMinuteTime(slot.startTime) === choice);
}

const REFUSALS: Record<BookingRefusal['reason'], string> = {
  'unknown-timeslot': 'The slot does not exist.',
  'date-mismatch': 'The slot is on another day.',
  unavailable: 'The slot is full.',
  duplicate: 'This phone number already has an appointment in this slot.',
};

/**
 * Development only: books customers into today's slots (India time) of a store, with the booking rules of the
 * shop (capacity, one booking per phone and slot) except that a slot which has already started may be booked,
 * as if the customer had booked in the morning. Bookings are made in order; a refusal (409) stops there and
 * keeps those made before it.
 */
export async function bookToday(
  { db, stores, appointments }: { db: Database; stores: StoreRepository; appointments: AppointmentRepository },
  input: { store: string; bookings?: readonly DevTodayBooking[] | undefined },
  now: Date,
): Promise<Appointment[]> {
  const store = await stores.findStoreBySlug(input.store);
  if (!store) throw new ValidationError({ store: ['Choose one of the stores.'] });
  const { date, time } = indiaNow(now);
  const slots = await db
    .select()
    .from(timeslots)
    .where(and(eq(timeslots.storeId, store.id), eq(timeslots.date, date)))
    .orderBy(asc(timeslots.startTime));
  // Booked "at midnight": no slot of today has started then, so a started one may be filled as well.
  const bookedAt = indiaMoment(date, '00:00');

  const booked: Appointment[] = [];
  for (const booking of input.bookings ?? DEMO_TODAY_BOOKINGS) {
    const slot = pickSlot(slots, booking.slot, time);
    if (!slot) throw new ConflictError(`${store.name} has no ${booking.slot} slot today (${date}, now ${time} in India).`);
    const result = await appointments.book(
      {
        customerName: booking.customer_name,
        phone: booking.phone,
        appointmentDate: date,
        notes: booking.notes ?? null,
        timeslotId: slot.id,
        userId: null,
      },
      bookedAt,
    );
    if (!result.ok) throw new ConflictError(`${booking.customer_name} at ${toMinuteTime(slot.startTime)}: ${REFUSALS[result.reason]}`);
    booked.push(presentAppointment(result.record));
  }
  return booked;
}
