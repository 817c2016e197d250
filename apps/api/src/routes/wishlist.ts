import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The wishlist of a signed-in user. */
export const wishlistRoutes: FastifyPluginAsyncZod = async () => {
  // Routes land here in a later slice of issue 3.
};
