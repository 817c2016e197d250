import { errorResponseSchema, healthResponseSchema, readinessResponseSchema } from '@aurelia/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** How long readiness waits for the database before calling it down. */
const READINESS_TIMEOUT_MS = 2_000;

/** Liveness and readiness for process managers and load balancers (outside `/api/v1`). */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/healthz',
    {
      schema: {
        summary: 'The process is up',
        tags: ['operations'],
        response: { 200: healthResponseSchema, 500: errorResponseSchema },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/readyz',
    {
      schema: {
        summary: 'The database answers: 200, or 503 when it does not',
        tags: ['operations'],
        response: { 200: readinessResponseSchema, 503: readinessResponseSchema },
      },
    },
    async (request, reply) => {
      let timer: NodeJS.Timeout | undefined;
      try {
        await Promise.race([
          app.database.ping(),
          new Promise((_, reject) => {
            timer = setTimeout(() => reject(new Error('database ping timed out')), READINESS_TIMEOUT_MS);
          }),
        ]);
        return { status: 'ok' as const, checks: { database: 'up' as const } };
      } catch (error) {
        request.log.warn({ err: error }, 'readiness check failed');
        return reply.code(503).send({ status: 'unavailable', checks: { database: 'down' } });
      } finally {
        clearTimeout(timer);
      }
    },
  );
};
