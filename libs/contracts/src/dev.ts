import { z } from 'zod';
import { appointmentBodySchema, appointmentSchema } from './appointments';
import { dataEnvelope, dateTimeSchema, errorResponseSchema, idSchema, slugSchema, timeSchema } from './common';
import type { EndpointDefinition } from './endpoints';
import { settingsListResponseSchema } from './settings';

/** How many outbox messages `GET /dev/outbox` shows, newest first. */
export const OUTBOX_LIST_LIMIT = 50;

/** A message the mailer kept in the outbox instead of sending it (no SMTP_URL, or an SMS). */
export const outboxMessageSchema = z.object({
  id: idSchema,
  channel: z.enum(['email', 'sms']),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  sent_at: dateTimeSchema.nullable(),
  created_at: dateTimeSchema,
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

/** `?to=` keeps the messages to one recipient (compared ignoring case and surrounding spaces). */
export const outboxQuerySchema = z.object({
  to: z.string().trim().toLowerCase().min(1).max(254).optional(),
});
export type OutboxQuery = z.infer<typeof outboxQuerySchema>;

export const outboxResponseSchema = dataEnvelope(z.array(outboxMessageSchema));
export type OutboxResponse = z.infer<typeof outboxResponseSchema>;

/** How many settings one `PUT /dev/settings` may change. */
export const DEV_SETTINGS_MAX_ENTRIES = 20;
/** Longest setting key; the real keys (`show-notice-bar`, `disabled_routes`) are far shorter. */
export const SETTING_KEY_MAX_LENGTH = 64;
/** Longest setting value: room for a notice bar sentence or a list of feature keys. */
export const SETTING_VALUE_MAX_LENGTH = 1000;

/** One setting to write: a key of letters, digits, `_`, `-` or `.`, and any string value (empty allowed). */
export const devSettingSchema = z.object({
  key: z
    .string()
    .trim()
    .min(1)
    .max(SETTING_KEY_MAX_LENGTH)
    .regex(/^[A-Za-z0-9_.-]*$/, 'Use letters, digits, "_", "-" or "."'),
  value: z.string().max(SETTING_VALUE_MAX_LENGTH),
});
export type DevSetting = z.infer<typeof devSettingSchema>;

/** `PUT /dev/settings`: 1 to 20 settings, each key once. Booleans are the strings `true` and `false`. */
export const devSettingsBodySchema = z.object({
  settings: z
    .array(devSettingSchema)
    .min(1)
    .max(DEV_SETTINGS_MAX_ENTRIES)
    .superRefine((entries, ctx) => {
      const seen = new Set<string>();
      entries.forEach(({ key }, index) => {
        if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [index, 'key'], message: 'This key is listed twice' });
        seen.add(key);
      });
    }),
});
export type DevSettingsBody = z.infer<typeof devSettingsBodySchema>;

/** How many appointments one `POST /dev/appointments/today` may book. */
export const DEV_TODAY_MAX_BOOKINGS = 20;

/**
 * Which of today's slots a development booking goes into: `current` is the slot that started last (the
 * customer is due now), `next` the first that has not started, or a slot by its start time (`HH:mm`).
 */
export const devBookingSlotSchema = z.union([z.enum(['current', 'next']), timeSchema]);
export type DevBookingSlot = z.infer<typeof devBookingSlotSchema>;

/** One customer to book today, with the storefront's rules for the name, phone and notes. */
export const devTodayBookingSchema = appointmentBodySchema
  .pick({ customer_name: true, phone: true, notes: true })
  .extend({ slot: devBookingSlotSchema.default('current') });
export type DevTodayBooking = z.infer<typeof devTodayBookingSchema>;

/**
 * `POST /dev/appointments/today`: books customers into today's slots (India time) of a store, so that a kiosk
 * has appointments to show whenever it is tried. Without `bookings`, three demo customers are booked.
 */
export const devTodayBodySchema = z.object({
  store: slugSchema.describe('Slug of the store'),
  bookings: z.array(devTodayBookingSchema).min(1).max(DEV_TODAY_MAX_BOOKINGS).optional(),
});
export type DevTodayBody = z.input<typeof devTodayBodySchema>;

export const devTodayResponseSchema = dataEnvelope(z.array(appointmentSchema));
export type DevTodayResponse = z.infer<typeof devTodayResponseSchema>;

/** Development-only calls; the API does not register them when NODE_ENV=production. */
export const devEndpoints = {
  listOutbox: {
    method: 'GET',
    path: '/dev/outbox',
    summary: 'Development only: the latest 50 outbox messages (OTP codes, reset links), newest first',
    auth: 'none',
    query: outboxQuerySchema,
    response: { 200: outboxResponseSchema, 422: errorResponseSchema, 429: errorResponseSchema, 500: errorResponseSchema },
  },
  updateSettings: {
    method: 'PUT',
    path: '/dev/settings',
    summary: 'Development only: create or change settings (for end-to-end tests); answers with every setting',
    auth: 'none',
    body: devSettingsBodySchema,
    response: {
      200: settingsListResponseSchema,
      400: errorResponseSchema,
      422: errorResponseSchema,
      429: errorResponseSchema,
      500: errorResponseSchema,
    },
  },
  bookToday: {
    method: 'POST',
    path: '/dev/appointments/today',
    summary: 'Development only: book customers into today’s slots of a store (for the kiosk and its end-to-end tests)',
    auth: 'none',
    body: devTodayBodySchema,
    response: {
      201: devTodayResponseSchema,
      400: errorResponseSchema,
      409: errorResponseSchema,
      422: errorResponseSchema,
      429: errorResponseSchema,
      500: errorResponseSchema,
    },
  },
} as const satisfies Record<string, EndpointDefinition>;
