import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Authentication: login, register, logout, user, profile, OTP, password reset. */
export const authRoutes: FastifyPluginAsyncZod = async () => {
  // Routes land here in a later slice of issue 3.
};
