import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The server cart of a signed-in user and the availability check (SPEC.md §7). */
export const cartRoutes: FastifyPluginAsyncZod = async () => {
  // Routes land here in a later slice of issue 3.
};
