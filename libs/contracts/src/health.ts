import { z } from 'zod';

/** `GET /healthz`: the process is up and serving. */
export const healthResponseSchema = z.object({ status: z.literal('ok') });
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** `GET /readyz`: 200 when the database answers, 503 when it does not. */
export const readinessResponseSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  checks: z.object({ database: z.enum(['up', 'down']) }),
});
export type ReadinessResponse = z.infer<typeof readinessResponseSchema>;
