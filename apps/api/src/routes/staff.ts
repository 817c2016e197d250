import { staffEndpoints } from '@aurelia/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { presentStaffAppointment } from '../appointments/appointment-presenter';
import { AppointmentRepository, type CheckInResult } from '../appointments/appointment-repository';
import { indiaNow } from '../appointments/india-time';
import { currentUser } from '../auth/auth-plugin';
import { ConflictError, ForbiddenError, NotFoundError, type HttpError } from '../errors';
import { fullAddress } from '../stores/store-presenter';
import { StoreRepository } from '../stores/store-repository';

const tags = ['staff'];

/** The store a staff member works at; staff without one may not use the store's calls (403). */
function staffStoreId(request: FastifyRequest): number {
  const storeId = currentUser(request).storeId;
  if (storeId === null) throw new ForbiddenError('Your account is not assigned to a store.');
  return storeId;
}

function checkInError(id: number, result: Exclude<CheckInResult, { ok: true }>): HttpError {
  switch (result.reason) {
    case 'not-found':
      return new NotFoundError('Appointment', id);
    case 'not-booked':
      return new ConflictError(`This appointment is ${result.status.replace('_', ' ')} and cannot be checked in.`);
    case 'not-today':
      return new ConflictError(`This appointment is on ${result.date}; only today's appointments can be checked in.`);
  }
}

/**
 * Staff-only calls: the store appointment list and check-in (role `staff`, their own store only). The token
 * is checked on request, before validation, so a caller without a staff token learns nothing from a 422.
 */
export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  const bookings = new AppointmentRepository(app.db);
  const stores = new StoreRepository(app.db);

  app.get(
    staffEndpoints.listStaffAppointments.path,
    {
      onRequest: app.requireStaff,
      schema: {
        summary: staffEndpoints.listStaffAppointments.summary,
        description: 'Today in India unless `date` is given; every status, in timeslot order.',
        tags,
        security: [{ bearerAuth: [] }],
        querystring: staffEndpoints.listStaffAppointments.query,
        response: staffEndpoints.listStaffAppointments.response,
      },
    },
    async (request) => {
      const storeId = staffStoreId(request);
      const date = request.query.date ?? indiaNow(new Date()).date;
      const [records, store] = await Promise.all([
        bookings.listForStore(storeId, date, request.query.q || undefined),
        stores.findStoreById(storeId),
      ]);
      if (!store) throw new ForbiddenError('Your account is not assigned to a store.');
      return {
        data: records.map(presentStaffAppointment),
        meta: {
          date,
          store: { id: store.id, slug: store.slug, name: store.name, address: fullAddress(store) },
          total: records.length,
        },
      };
    },
  );

  app.post(
    staffEndpoints.checkInAppointment.path,
    {
      onRequest: app.requireStaff,
      schema: {
        summary: staffEndpoints.checkInAppointment.summary,
        description: 'booked → checked_in. 404 for an appointment of another store; 409 when it is not booked or not today.',
        tags,
        security: [{ bearerAuth: [] }],
        params: staffEndpoints.checkInAppointment.params,
        response: staffEndpoints.checkInAppointment.response,
      },
    },
    async (request) => {
      const { id } = request.params;
      const result = await bookings.checkIn(id, staffStoreId(request), new Date());
      if (!result.ok) throw checkInError(id, result);
      return { data: presentStaffAppointment(result.record) };
    },
  );
};
