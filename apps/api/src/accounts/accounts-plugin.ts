import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createAuthLimiters, type AuthLimiters } from './auth-limits';
import { EmailVerifications } from './email-verifications';
import { OtpCodes } from './otp-codes';
import { PasswordResets } from './password-resets';
import { UserAccounts } from './user-accounts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Shoppers' and staff accounts: lookups, registration, profile and password changes. */
    userAccounts: UserAccounts;
    /** Links that confirm an email address. */
    emailVerifications: EmailVerifications;
    /** One-time sign-in codes. */
    otpCodes: OtpCodes;
    /** Password reset links. */
    passwordResets: PasswordResets;
    /** The app's one set of sign-in limiters: `/auth/login` and a manager's password at a counter count together. */
    authLimits: AuthLimiters;
  }
}

/**
 * The account repositories of the auth routes, on the database plugin's connection, and the sign-in limiters,
 * created once so every password check of an account counts toward the same limits.
 */
export const accountsPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('userAccounts', new UserAccounts(app.db));
    app.decorate('emailVerifications', new EmailVerifications(app.db));
    app.decorate('otpCodes', new OtpCodes(app.db));
    app.decorate('passwordResets', new PasswordResets(app.db));
    app.decorate('authLimits', createAuthLimiters());
  },
  { name: 'accounts', dependencies: ['database'] },
);
