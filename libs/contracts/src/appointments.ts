import { z } from 'zod';
import { dataEnvelope, dateSchema, idSchema, slugSchema, timeSchema } from './common';

/**
 * A bookable slot at a store (ARCHITECTURE.md, "Timeslot"). `capacity` is how many bookings it takes,
 * `available` how many of those are still free.
 */
export const timeslotSchema = z.object({
  id: idSchema,
  store_id: idSchema,
  date: dateSchema,
  start_time: timeSchema,
  end_time: timeSchema,
  capacity: z.int().min(0),
  available: z.int().min(0),
});
export type Timeslot = z.infer<typeof timeslotSchema>;

/** `GET /timeslots?store=&date=`; without filters, the coming bookable slots of every store. */
export const timeslotListQuerySchema = z.object({
  store: slugSchema.optional().describe('Store slug'),
  date: dateSchema.optional(),
});
export type TimeslotListQuery = z.infer<typeof timeslotListQuerySchema>;

export const timeslotListResponseSchema = dataEnvelope(z.array(timeslotSchema));
export type TimeslotListResponse = z.infer<typeof timeslotListResponseSchema>;

/**
 * A phone number for a booking: either the national number (`9876543210`, 6 to 14 digits) or the full
 * international form (`+919876543210`, `+` then 7 to 15 digits as E.164 allows). No spaces or dashes.
 */
export const appointmentPhoneSchema = z
  .string()
  .trim()
  .regex(/^(?:\d{6,14}|\+[1-9]\d{6,14})$/, 'Enter 6 to 14 digits, or + and the full international number');

/**
 * `POST /appointment` (SPEC.md §3). `appointment_date` must be the date of the timeslot, which the server
 * checks; `user_id` is optional because guests may book.
 */
export const appointmentBodySchema = z.object({
  customer_name: z
    .string()
    .trim()
    .min(2, 'Enter the name of the person coming: at least 2 characters')
    .max(100, 'Enter the name in at most 100 characters'),
  phone: appointmentPhoneSchema,
  appointment_date: dateSchema,
  notes: z.string().trim().max(500).nullable().optional(),
  timeslot_id: idSchema,
  user_id: idSchema.nullable().optional(),
});
export type AppointmentBody = z.infer<typeof appointmentBodySchema>;

export const appointmentStatusSchema = z.enum(['booked', 'checked_in', 'completed', 'no_show', 'cancelled']);
export type AppointmentStatus = z.infer<typeof appointmentStatusSchema>;

/** The store an appointment is at, as the confirmation page shows it. */
export const appointmentStoreSchema = z.object({
  id: idSchema,
  slug: slugSchema,
  name: z.string(),
  address: z.string(),
});
export type AppointmentStore = z.infer<typeof appointmentStoreSchema>;

/** The booking info returned in `data` (SPEC.md §3) and held for the success page. */
export const appointmentSchema = z.object({
  id: idSchema,
  booking_number: z.string().min(1),
  customer_name: z.string(),
  phone: z.string(),
  appointment_date: dateSchema,
  notes: z.string().nullable(),
  timeslot_id: idSchema,
  user_id: idSchema.nullable(),
  status: appointmentStatusSchema,
  store: appointmentStoreSchema,
  timeslot: timeslotSchema,
});
export type Appointment = z.infer<typeof appointmentSchema>;

export const appointmentResponseSchema = dataEnvelope(appointmentSchema);
export type AppointmentResponse = z.infer<typeof appointmentResponseSchema>;
