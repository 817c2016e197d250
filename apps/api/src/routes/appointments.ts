import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Timeslots and appointment booking (SPEC.md §7). */
export const appointmentRoutes: FastifyPluginAsyncZod = async () => {
  // Routes land here in a later slice of issue 3.
};
