import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Development-only calls: the mail outbox, so a person can finish a reset or an OTP login. */
export const devRoutes: FastifyPluginAsyncZod = async () => {
  // Routes land here in a later slice of issue 3.
};
