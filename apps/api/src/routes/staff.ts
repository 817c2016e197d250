import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Staff-only calls: the store appointment list and check-in. */
export const staffRoutes: FastifyPluginAsyncZod = async () => {
  // Routes land here in a later slice of issue 3.
};
