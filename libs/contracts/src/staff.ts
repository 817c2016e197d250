import { z } from 'zod';
import { appointmentBodySchema, appointmentSchema, appointmentStoreSchema, timeslotIdSchema } from './appointments';
import { dataEnvelope, dateSchema, dateTimeSchema } from './common';
import type { EndpointDefinition } from './endpoints';
import { e } from './endpoint-responses';

/** What happened to an appointment; `booked` is its creation (online, or a walk-in at the kiosk). */
export const appointmentEventActionSchema = z.enum(['booked', 'check-in', 'complete', 'no-show', 'cancel', 'move']);
export type AppointmentEventAction = z.infer<typeof appointmentEventActionSchema>;

/** One step of an appointment's history, with the staff member who took it (null when the customer did). */
export const appointmentEventSchema = z.object({
  action: appointmentEventActionSchema,
  staff_name: z.string().nullable(),
  note: z.string().nullable(),
  at: dateTimeSchema,
});
export type AppointmentEvent = z.infer<typeof appointmentEventSchema>;

/** An appointment as the store's staff see it: the booking info, when it was made and checked in, its history. */
export const staffAppointmentSchema = appointmentSchema.extend({
  checked_in_at: dateTimeSchema.nullable(),
  created_at: dateTimeSchema,
  history: z.array(appointmentEventSchema),
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

/** `POST /staff/appointments/:id/move`: another free slot of the same store. */
export const moveAppointmentBodySchema = z.object({ timeslot_id: timeslotIdSchema });
export type MoveAppointmentBody = z.infer<typeof moveAppointmentBodySchema>;

/**
 * `POST /staff/appointments`: a walk-in booked at the counter, for now or later, with the storefront's rules
 * (the store is the kiosk's; the date is the slot's).
 */
export const walkInBodySchema = appointmentBodySchema.pick({ customer_name: true, phone: true, notes: true, timeslot_id: true });
export type WalkInBody = z.infer<typeof walkInBodySchema>;

/** Staff calls need a token (401) of a `staff` user tied to a store (403 otherwise). */
export const staffOnly = { 401: e, 403: e, 422: e, 429: e, 500: e } as const;

/** The kiosk's appointment calls (docs/architecture.md "Endpoints we design", role `staff`). */
export const staffEndpoints = {
  listStaffAppointments: {
    method: 'GET',
    path: '/staff/appointments',
    summary: "A day's appointments at the staff member's store",
    auth: 'counter',
    query: staffAppointmentListQuerySchema,
    response: { 200: staffAppointmentListResponseSchema, ...staffOnly },
  },
  checkInAppointment: {
    method: 'POST',
    path: '/staff/appointments/:id/check-in',
    summary: "Check in a booked appointment of today at the staff member's store",
    auth: 'counter',
    params: staffAppointmentIdParamsSchema,
    response: { 200: staffAppointmentResponseSchema, 404: e, 409: e, ...staffOnly },
  },
  completeAppointment: {
    method: 'POST',
    path: '/staff/appointments/:id/complete',
    summary: 'Mark a checked-in appointment completed',
    auth: 'counter',
    params: staffAppointmentIdParamsSchema,
    response: { 200: staffAppointmentResponseSchema, 404: e, 409: e, ...staffOnly },
  },
  markNoShow: {
    method: 'POST',
    path: '/staff/appointments/:id/no-show',
    summary: 'Mark a booked appointment whose time has come as a no-show',
    auth: 'counter',
    params: staffAppointmentIdParamsSchema,
    response: { 200: staffAppointmentResponseSchema, 404: e, 409: e, ...staffOnly },
  },
  cancelAppointment: {
    method: 'POST',
    path: '/staff/appointments/:id/cancel',
    summary: 'Cancel a booked appointment; its place in the slot is freed',
    auth: 'counter',
    params: staffAppointmentIdParamsSchema,
    response: { 200: staffAppointmentResponseSchema, 404: e, 409: e, ...staffOnly },
  },
  moveAppointment: {
    method: 'POST',
    path: '/staff/appointments/:id/move',
    summary: 'Move a booked appointment to another free slot of the store (capacity respected)',
    auth: 'counter',
    params: staffAppointmentIdParamsSchema,
    body: moveAppointmentBodySchema,
    response: { 200: staffAppointmentResponseSchema, 404: e, 409: e, ...staffOnly },
  },
  bookWalkIn: {
    method: 'POST',
    path: '/staff/appointments',
    summary: 'Book a walk-in customer into a free slot of the store (Idempotency-Key header)',
    auth: 'counter',
    body: walkInBodySchema,
    response: { 201: staffAppointmentResponseSchema, 200: staffAppointmentResponseSchema, 404: e, 409: e, ...staffOnly },
  },
} as const satisfies Record<string, EndpointDefinition>;
