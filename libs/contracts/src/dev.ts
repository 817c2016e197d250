import { z } from 'zod';
import { dataEnvelope, dateTimeSchema, errorResponseSchema, idSchema } from './common';
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
} as const satisfies Record<string, EndpointDefinition>;
