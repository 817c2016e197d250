import { endpoints } from '@aurelia/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { presentAppointment, presentTimeslot } from './appointment-presenter';
import type { BookingRefusal } from './appointment-repository';
import { BOOKING_LIMITS, STORE_DAY_SHARE_MESSAGE, TOO_MANY_BOOKINGS_MESSAGE } from './booking-limits';
import { ConflictError, HttpError, ValidationError } from '../errors';
import { routeOptions } from '../http/route-options';

const tags = ['appointments'];

/** The 409 a shopper sees when the last place went to someone else, or the slot has begun. */
export const TIMESLOT_UNAVAILABLE_MESSAGE = 'This timeslot is no longer available.';
export const DUPLICATE_BOOKING_MESSAGE = 'This phone number already has an appointment in this timeslot.';

/** The answer to a refused booking, online or at the kiosk. */
export function bookingRefusal(refusal: BookingRefusal): HttpError {
  switch (refusal.reason) {
    case 'unknown-timeslot':
      return new ValidationError({ timeslot_id: ['The selected timeslot does not exist.'] });
    case 'date-mismatch':
      return new ValidationError({
        appointment_date: [`The appointment date must be the date of the timeslot (${refusal.slotDate}).`],
      });
    case 'unavailable':
      return new ConflictError(TIMESLOT_UNAVAILABLE_MESSAGE);
    case 'duplicate':
      return new ConflictError(DUPLICATE_BOOKING_MESSAGE);
  }
}

/** Timeslots and appointment booking (docs/behaviour.md §7). */
export const appointmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { timeslots: slots, appointments: bookings, bookingLimits: limits } = app;

  app.route({
    ...routeOptions(app, endpoints.listTimeslots, {
      tags,
      description:
        'Only slots with a free place that have not begun (India time). An unknown store has no slots. ' +
        'Without `date`, the coming 7 days, today included.',
    }),
    handler: async (request) => ({ data: (await slots.listBookable(request.query, new Date())).map(presentTimeslot) }),
  });

  app.route({
    ...routeOptions(app, endpoints.bookAppointment, {
      tags,
      description:
        'A signed-in booking belongs to the token\'s user; `user_id`, when sent, must be that user (a guest ' +
        'sends none). `appointment_date` must be the timeslot\'s date. 409 when the slot is full or has begun, or the ' +
        'phone already has a place in it (numbers compared in E.164: `+91 98765 43210`, `9876543210` and ' +
        '`091-98765-43210` are one person). 429 with `Retry-After` past 10 bookings in 10 minutes from one address ' +
        `(or signed-in user), 5 for one phone number, or ${BOOKING_LIMITS.perAddress.limit} a day from one address, ` +
        `signed in or not; 409 past ${BOOKING_LIMITS.perAddressStoreDay.limit} bookings from one address for one ` +
        'store on one date.',
    }),
    handler: async (request, reply) => {
      const body = request.body;
      const user = request.auth?.user ?? null;
      const verdict = limits.take({
        client: user ? `user:${user.id}` : `ip:${request.ip}`,
        address: request.ip,
        phone: body.phone,
        storeDay: await slots.storeDayOf(body.timeslot_id),
      });
      if (!verdict.ok) {
        if ('storeDayFull' in verdict) throw new ConflictError(STORE_DAY_SHARE_MESSAGE(verdict.limit));
        void reply.header('retry-after', String(verdict.retryAfter));
        throw new HttpError(429, `${TOO_MANY_BOOKINGS_MESSAGE} ${verdict.retryAfter} seconds.`);
      }
      const claimed = body.user_id ?? null;
      if (claimed !== null && claimed !== user?.id) {
        throw new ValidationError({
          user_id: [user ? 'You can only book for yourself.' : 'Sign in to book with a user id.'],
        });
      }
      const result = await bookings.book(
        {
          customerName: body.customer_name,
          phone: body.phone,
          appointmentDate: body.appointment_date,
          notes: body.notes || null,
          timeslotId: body.timeslot_id,
          userId: user?.id ?? null,
        },
        new Date(),
      );
      if (!result.ok) throw bookingRefusal(result);
      return reply.code(201).send({ data: presentAppointment(result.record) });
    },
  });
};
