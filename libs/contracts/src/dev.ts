import { z } from 'zod';
import { dataEnvelope, dateTimeSchema, errorResponseSchema, idSchema } from './common';
import type { EndpointDefinition } from './endpoints';

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
} as const satisfies Record<string, EndpointDefinition>;
