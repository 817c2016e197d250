import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppointmentRepository } from './appointment-repository';
import { BOOKING_LIMITS, BookingLimits, type BookingLimitSettings } from './booking-limits';
import { StaffAppointmentActions } from './staff-actions';
import { TimeslotRepository } from './timeslot-repository';

declare module 'fastify' {
  interface FastifyInstance {
    /** Appointments booked by shoppers and at the counter. */
    appointments: AppointmentRepository;
    /** Bookable timeslots of the stores. */
    timeslots: TimeslotRepository;
    /** How many appointments one client and one phone may book; counted in memory, per process. */
    bookingLimits: BookingLimits;
    /** What staff do to an appointment at the kiosk, with its history. */
    staffAppointments: StaffAppointmentActions;
  }
}

export interface AppointmentsPluginOptions {
  /** How many bookings one client and one phone may make (default BOOKING_LIMITS). */
  bookingLimits?: BookingLimitSettings | undefined;
}

/** Appointments, timeslots, booking limits and staff actions. */
export const appointmentsPlugin = fp(
  async (app: FastifyInstance, options: AppointmentsPluginOptions) => {
    app.decorate('appointments', new AppointmentRepository(app.db));
    app.decorate('timeslots', new TimeslotRepository(app.db));
    app.decorate('bookingLimits', new BookingLimits(options.bookingLimits ?? BOOKING_LIMITS));
    app.decorate('staffAppointments', new StaffAppointmentActions(app.db));
  },
  { name: 'appointments', dependencies: ['database'] },
);
