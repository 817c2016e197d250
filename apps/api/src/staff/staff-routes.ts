import { staffEndpoints } from '@aurelia/contracts';
import { indiaNow } from '@aurelia/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { presentStaffAppointment, type AppointmentRecord } from '../appointments/appointment-presenter';
import type { Actor } from '../appointments/staff-actions';
import { currentUser } from '../auth/auth-plugin';
import { ForbiddenError } from '../errors';
import { routeOptions } from '../http/route-options';
import { requestReplay } from '../idempotency/request-replay';
import { openCounterOnly } from '../kiosk/counter-hours';
import { fullAddress } from '../stores/store-presenter';
import { bookingRefusal } from '../appointments/appointments-routes';

const tags = ['staff'];
/** Said by every counter call: who may make it. */
export const COUNTER_NOTE =
  'Only from a kiosk: the bearer token of a staff session opened there with a PIN (`POST /kiosk/unlock`) and that ' +
  'kiosk’s `x-kiosk-device` header; a password sign-in (a web token), staff or manager, is refused with 403. ' +
  'Outside the store’s opening hours 403 too, unless a manager opened the counter (`POST /kiosk/hours-override`).';
export const REPLAY_NOTE =
  'Send an `Idempotency-Key` header (8–100 visible ASCII characters, new for each action) to make a resend after a ' +
  'network failure safe: the same key and request answer the first result again without acting twice.';

/** The store a staff member works at; staff without one may not use the store's calls (403). */
export function staffStoreId(request: FastifyRequest): number {
  const storeId = currentUser(request).storeId;
  if (storeId === null) throw new ForbiddenError('Your account is not assigned to a store.');
  return storeId;
}

export function actorOf(request: FastifyRequest): Actor {
  const user = currentUser(request);
  return { userId: user.id, name: user.name };
}

/**
 * Staff-only calls of the kiosk (role `staff`, their own store only): the store's appointments and what
 * staff do to them, each action recorded with the staff member's name. The kiosk session is checked on
 * request, before validation, so a caller without one learns nothing from a 422.
 */
export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  const bookings = app.appointments;
  const actions = app.staffAppointments;
  const { stores } = app;
  const replay = requestReplay(app.db);
  app.addHook('preHandler', openCounterOnly(app));

  async function present(record: AppointmentRecord) {
    const histories = await actions.histories([record.appointment.id]);
    return { data: presentStaffAppointment(record, histories.get(record.appointment.id) ?? []) };
  }

  app.route({
    ...routeOptions(app, staffEndpoints.listStaffAppointments, {
      tags,
      description:
        `Today in India unless \`date\` is given; every status, in timeslot order, each with its history. ${COUNTER_NOTE}`,
    }),
    handler: async (request) => {
      const storeId = staffStoreId(request);
      const date = request.query.date ?? indiaNow(new Date()).date;
      const [records, store] = await Promise.all([
        bookings.listForStore(storeId, date, request.query.q || undefined),
        stores.findStoreById(storeId),
      ]);
      if (!store) throw new ForbiddenError('Your account is not assigned to a store.');
      const histories = await actions.histories(records.map((record) => record.appointment.id));
      return {
        data: records.map((record) => presentStaffAppointment(record, histories.get(record.appointment.id) ?? [])),
        meta: {
          date,
          store: { id: store.id, slug: store.slug, name: store.name, address: fullAddress(store) },
          total: records.length,
        },
      };
    },
  });

  const transitions = [
    [staffEndpoints.checkInAppointment, 'check-in', 'booked → checked in, today’s appointments only (409 otherwise).'],
    [staffEndpoints.completeAppointment, 'complete', 'checked in → completed.'],
    [staffEndpoints.markNoShow, 'no-show', 'booked → no-show, once the slot has started (409 before).'],
    [staffEndpoints.cancelAppointment, 'cancel', 'booked → cancelled; the place in the slot is freed.'],
  ] as const;
  for (const [endpoint, action, rule] of transitions) {
    app.route({
      ...routeOptions(app, endpoint, {
        tags,
        description:
          `${rule} 404 for an appointment of another store; 409 when its status does not allow it. ${REPLAY_NOTE} ${COUNTER_NOTE}`,
        preHandler: [replay.preHandler],
        onSend: replay.onSend,
      }),
      handler: async (request) => present(await actions.act(request.params.id, staffStoreId(request), action, actorOf(request), new Date())),
    });
  }

  app.route({
    ...routeOptions(app, staffEndpoints.moveAppointment, {
      tags,
      description:
        'A booked appointment moves to a slot of the same store that has not started; 409 when that slot is full or ' +
        `started, 422 for a slot of another store. ${REPLAY_NOTE} ${COUNTER_NOTE}`,
      preHandler: [replay.preHandler],
      onSend: replay.onSend,
    }),
    handler: async (request) =>
      present(await actions.move(request.params.id, staffStoreId(request), request.body.timeslot_id, actorOf(request), new Date())),
  });

  app.route({
    ...routeOptions(app, staffEndpoints.bookWalkIn, {
      tags,
      description:
        'The rules of `POST /appointment` for a slot of the staff member’s store: 409 when it is full or started or ' +
        `the phone is already booked in it, 404 for a slot of another store. Answers 201. ${REPLAY_NOTE} ${COUNTER_NOTE}`,
      preHandler: [replay.preHandler],
      onSend: replay.onSend,
    }),
    handler: async (request, reply) => {
      const storeId = staffStoreId(request);
      const slot = await bookings.slotOfStore(request.body.timeslot_id, storeId);
      const result = await bookings.book(
        {
          customerName: request.body.customer_name,
          phone: request.body.phone,
          appointmentDate: slot.date,
          notes: request.body.notes ?? null,
          timeslotId: slot.id,
          userId: null,
        },
        new Date(),
        { actor: actorOf(request), note: 'Walk-in at the counter' },
      );
      if (!result.ok) throw bookingRefusal(result);
      return reply.code(201).send(await present(result.record));
    },
  });
};
