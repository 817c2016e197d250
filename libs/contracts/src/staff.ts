import { z } from 'zod';
import { appointmentSchema, appointmentStoreSchema } from './appointments';
import { dataEnvelope, dateSchema, dateTimeSchema, errorResponseSchema } from './common';

/** An appointment as the store's staff see it: the booking info plus when it was made and checked in. */
export const staffAppointmentSchema = appointmentSchema.extend({
  checked_in_at: dateTimeSchema.nullable(),
  created_at: dateTimeSchema,
});
export type StaffAppointment = z.infer<typeof staffAppointmentSchema>;

/** Longest `q` the staff search takes. */
export const STAFF_SEARCH_MAX_LENGTH = 100;

/**
 * `GET /staff/appointments?date=&q=`: one day (today in India by default) of the staff member's store;
 * `q` narrows it to names, phone numbers or booking numbers containing the text, ignoring case.
 */
export const staffAppointmentListQuerySchema = z.object({
  date: dateSchema.optional(),
  q: z.string().trim().max(STAFF_SEARCH_MAX_LENGTH).optional().describe('Name, phone or booking number'),
});
export type StaffAppointmentListQuery = z.infer<typeof staffAppointmentListQuerySchema>;

/** The day the list is for (the default resolved), the store, and how many of its appointments are listed. */
export const staffAppointmentListMetaSchema = z.object({
  date: dateSchema,
  store: appointmentStoreSchema,
  total: z.int().min(0),
});
export type StaffAppointmentListMeta = z.infer<typeof staffAppointmentListMetaSchema>;

/** The day's appointments in timeslot order (then in booking order), every status included. */
export const staffAppointmentListResponseSchema = z.object({
  data: z.array(staffAppointmentSchema),
  meta: staffAppointmentListMetaSchema,
});
export type StaffAppointmentListResponse = z.infer<typeof staffAppointmentListResponseSchema>;

/** `POST /staff/appointments/:id/check-in`; ids beyond a database integer are refused (422), never a 500. */
export const staffAppointmentIdParamsSchema = z.object({
  id: z.coerce.number<number | string>().int().min(1).max(2_147_483_647),
});
export type StaffAppointmentIdParams = z.input<typeof staffAppointmentIdParamsSchema>;

export const staffAppointmentResponseSchema = dataEnvelope(staffAppointmentSchema);
export type StaffAppointmentResponse = z.infer<typeof staffAppointmentResponseSchema>;

const e = errorResponseSchema;
/** Staff calls need a token (401) of a `staff` user tied to a store (403 otherwise). */
const staffOnly = { 401: e, 403: e, 422: e, 429: e, 500: e } as const;

/** The kiosk's appointment calls (ARCHITECTURE.md "Endpoints we design", role `staff`). */
export const staffEndpoints = {
  listStaffAppointments: {
    method: 'GET',
    path: '/staff/appointments',
    summary: "A day's appointments at the staff member's store",
    auth: 'required',
    query: staffAppointmentListQuerySchema,
    response: { 200: staffAppointmentListResponseSchema, ...staffOnly },
  },
  checkInAppointment: {
    method: 'POST',
    path: '/staff/appointments/:id/check-in',
    summary: "Check in a booked appointment of today at the staff member's store",
    auth: 'required',
    params: staffAppointmentIdParamsSchema,
    response: { 200: staffAppointmentResponseSchema, 404: e, 409: e, ...staffOnly },
  },
} as const;
