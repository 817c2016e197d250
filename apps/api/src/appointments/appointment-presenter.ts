import type { Appointment, StaffAppointment, Timeslot } from '@aurelia/contracts';
import type { appointmentEvents, appointments, stores, timeslots } from '../db/schema/index';
import { fullAddress } from '../stores/store-presenter';
import { toMinuteTime } from './slot-time';

export type TimeslotRow = typeof timeslots.$inferSelect;
export type AppointmentRow = typeof appointments.$inferSelect;
export type StoreRow = typeof stores.$inferSelect;

/** An appointment with the store and slot it is for. */
export interface AppointmentRecord {
  appointment: AppointmentRow;
  store: StoreRow;
  timeslot: TimeslotRow;
}

/** A slot as the wire carries it: times to the minute, `available` = capacity − booked. */
export function presentTimeslot(row: TimeslotRow): Timeslot {
  return {
    id: row.id,
    store_id: row.storeId,
    date: row.date,
    start_time: toMinuteTime(row.startTime),
    end_time: toMinuteTime(row.endTime),
    capacity: row.capacity,
    available: Math.max(0, row.capacity - row.booked),
  };
}

/** The booking info of docs/behaviour.md §3, with the store and the slot, as the confirmation page shows it. */
export function presentAppointment({ appointment, store, timeslot }: AppointmentRecord): Appointment {
  return {
    id: appointment.id,
    booking_number: appointment.bookingNumber,
    customer_name: appointment.customerName,
    phone: appointment.phone,
    appointment_date: appointment.appointmentDate,
    notes: appointment.notes,
    timeslot_id: appointment.timeslotId,
    user_id: appointment.userId,
    status: appointment.status,
    store: { id: store.id, slug: store.slug, name: store.name, address: fullAddress(store) },
    timeslot: presentTimeslot(timeslot),
  };
}

/** The booking info plus the times the staff see and its history, oldest step first. */
export function presentStaffAppointment(
  record: AppointmentRecord,
  history: readonly (typeof appointmentEvents.$inferSelect)[],
): StaffAppointment {
  return {
    ...presentAppointment(record),
    checked_in_at: record.appointment.checkedInAt ? record.appointment.checkedInAt.toISOString() : null,
    created_at: record.appointment.createdAt.toISOString(),
    history: history.map((event) => ({
      action: event.action,
      staff_name: event.staffName,
      note: event.note,
      at: event.createdAt.toISOString(),
    })),
  };
}
