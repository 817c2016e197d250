import { rootEndpoints } from '@aurelia/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOptions } from '../http/route-options';

/** How long readiness waits for the database before calling it down. */
const READINESS_TIMEOUT_MS = 2_000;
const tags = ['operations'];

/** Liveness and readiness for process managers and load balancers (outside `/api/v1`). */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOptions(app, rootEndpoints.getHealth, { tags }),
    handler: async () => ({ status: 'ok' as const }),
  });

  app.route({
    ...routeOptions(app, rootEndpoints.getReadiness, { tags }),
    handler: async (request, reply) => {
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
        return reply.code(503).send({ status: 'unavailable' as const, checks: { database: 'down' as const } });
      } finally {
        clearTimeout(timer);
      }
    },
  });
};
