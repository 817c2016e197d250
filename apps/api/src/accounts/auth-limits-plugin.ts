import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createAuthLimiters, type AuthLimiters } from './auth-limits';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's one set of sign-in limiters: `/auth/login` and a manager's password at a counter count together. */
    authLimits: AuthLimiters;
  }
}

/** Creates the sign-in limiters once, so every password check of an account counts toward the same limits. */
export const authLimitsPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('authLimits', createAuthLimiters());
  },
  { name: 'auth-limits' },
);
