import { z } from 'zod';
import { dataEnvelope, dateSchema, idSchema, rowIdRange, singleLineText, slugSchema, timeSchema } from './common';
import { bookingPhoneProblem, normaliseBookingPhone } from './phone';

/**
 * A bookable slot at a store (docs/architecture.md, "Timeslot"). `capacity` is how many bookings it takes,
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
 * A phone number for a booking: an Indian mobile number (`98765 43210`, `098765-43210`, `91 98765 43210`) or
 * the full international form (`+91 98765 43210`, `0091…`), whose national part has the length of its
 * country (libs/contracts `phone.ts`). Parsed to E.164 (`+919876543210`): duplicate bookings and limits
 * count one person once however the number was written.
 */
export const appointmentPhoneSchema = z
  .string({ error: 'Enter a phone number' })
  .trim()
  .min(1, 'Enter a phone number')
  .overwrite(normaliseBookingPhone)
  .superRefine((phone, context) => {
    const problem = phone === '' ? null : bookingPhoneProblem(phone);
    if (problem) context.addIssue({ code: 'custom', message: problem, input: phone });
  });

/** The time chosen for a visit: one of the slots offered. */
export const timeslotIdSchema = z.int({ error: 'Choose a time' }).min(1, 'Choose a time').meta(rowIdRange);

/**
 * `POST /appointment` (docs/behaviour.md §3). `appointment_date` must be the date of the timeslot, which the server
 * checks; `user_id` is optional because guests may book.
 */
export const appointmentBodySchema = z.object({
  customer_name: singleLineText(
    z
      .string({ error: 'Enter the name of the person coming' })
      .trim()
      .min(2, 'Enter the name of the person coming: at least 2 characters')
      .max(100, 'Enter the name in at most 100 characters'),
    'The name',
  ),
  phone: appointmentPhoneSchema,
  appointment_date: z.iso.date({ error: 'Choose a date' }),
  notes: z.string({ error: 'Enter the notes as text' }).trim().max(500, 'Keep the notes to 500 characters').nullable().optional(),
  timeslot_id: timeslotIdSchema,
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

/** The booking info returned in `data` (docs/behaviour.md §3) and held for the success page. */
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
