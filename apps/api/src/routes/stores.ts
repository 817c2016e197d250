import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Stores and CMS pages. */
export const storeRoutes: FastifyPluginAsyncZod = async () => {
  // Routes land here in a later slice of issue 3.
};
