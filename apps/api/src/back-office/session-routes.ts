import { backOfficeAdminEndpoints, backOfficeSessionEndpoints, type BackOfficeSession } from '@aurelia/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountAtIp, enforceLimits, hitAll } from '../accounts/auth-limits';
import { CREDENTIALS_MISMATCH } from '../accounts/auth-routes';
import { OTP_TTL_MINUTES } from '../accounts/otp-codes';
import { needsRehash, hashSecret, verifySecret } from '../accounts/passwords';
import { BACK_OFFICE_TOKEN_TTL_MS, currentUser, staffActor } from '../auth/auth-plugin';
import type { UserRow } from '../auth/user-presenter';
import { ForbiddenError, UnauthenticatedError, ValidationError } from '../errors';
import { routeOptions } from '../http/route-options';
import { actorOfUser, backOfficeProfile, STAFF_USE_KIOSK_MESSAGE, storesInReachOf } from './back-office-access';
import { backOfficeCodeMessage } from './back-office-mails';
import { users } from '../db/schema/index';
import { eq } from 'drizzle-orm';

const tags = ['back office'];

/** The answer to a wrong, used, expired or unknown sign-in code: the admin signs in with their password again. */
export const BACK_OFFICE_CODE_INVALID = 'This code is not right, or it has expired: sign in with your password again for a new one.';

/**
 * The back office's sign-in (docs/architecture.md "Roles and rights"): a password for managers, a password and a
 * mailed code for admins; staff who are not managers work at the kiosk. Wrong passwords count with the shop's
 * login (accounts/auth-limits.ts), so neither door gives more guesses.
 */
export const backOfficeSessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { userAccounts: accounts, authLimits: limits, backOfficeChallenges: challenges } = app;
  const { signInToBackOffice, confirmBackOfficeCode, getBackOfficeProfile, signOutOfBackOffice } = backOfficeSessionEndpoints;

  async function openSession(user: UserRow): Promise<BackOfficeSession> {
    const actor = actorOfUser(user);
    if (!actor) throw new UnauthenticatedError(CREDENTIALS_MISMATCH);
    const expiresAt = new Date(Date.now() + BACK_OFFICE_TOKEN_TTL_MS);
    const token = await app.issueToken(user.id, 'back_office');
    return { status: 'signed_in', access_token: token, expires_at: expiresAt.toISOString(), staff: await backOfficeProfile(app.db, user, actor) };
  }

  app.route({
    ...routeOptions(app, signInToBackOffice, {
      tags,
      description:
        'A wrong password, an unknown email and a shopper’s account all answer the same 401. Wrong passwords count with ' +
        'the shop’s login (5 per account and address in 15 minutes, then 429 with `Retry-After`). A manager gets the ' +
        'session (`status: signed_in`); an admin gets `status: code_sent` and a `challenge`, and a 6-digit code is mailed ' +
        '(3 per 10 minutes); staff who are not managers get 403: their work is at the kiosk.',
    }),
    handler: async (request, reply) => {
      const { email, password } = request.body;
      const atIp = accountAtIp(email, request.ip);
      const checks = [
        [limits.passwordFailuresPerAccountIp, atIp],
        [limits.passwordFailuresPerAccount, email],
      ] as const;
      enforceLimits(reply, 'sign-in attempts', checks);
      if (limits.loginFailuresPerIp.retryAfter(request.ip) > 0 && limits.passwordFailuresPerAccountIp.count(atIp) > 0) {
        enforceLimits(reply, 'sign-in attempts', [[limits.loginFailuresPerIp, request.ip]]);
      }
      const user = await accounts.findByEmail(email);
      // Verified against a dummy hash when there is no user, so the answer and its timing are the same.
      if (!(await verifySecret(user?.passwordHash, password)) || !user) {
        hitAll([...checks, [limits.loginFailuresPerIp, request.ip]]);
        throw new UnauthenticatedError(CREDENTIALS_MISMATCH);
      }
      const actor = actorOfUser(user);
      if (!actor) throw new UnauthenticatedError(CREDENTIALS_MISMATCH);
      limits.passwordFailuresPerAccountIp.clear(atIp);
      limits.passwordFailuresPerAccount.clear(email);
      if (needsRehash(user.passwordHash)) await accounts.rehashPassword(user.id, await hashSecret(password));
      if (actor.role === 'staff') throw new ForbiddenError(STAFF_USE_KIOSK_MESSAGE);
      if (actor.role !== 'admin') return openSession(user);
      const mails = [[limits.otpRequestsPerEmail, `back-office:${email}`]] as const;
      enforceLimits(reply, 'code requests', mails);
      hitAll(mails);
      const issued = await challenges.issue(user.id);
      await app.mailer.send(backOfficeCodeMessage(app.mailContext, user.email, user.name, issued.code, OTP_TTL_MINUTES));
      return { status: 'code_sent' as const, challenge: issued.challenge, expires_at: issued.expiresAt.toISOString() };
    },
  });

  app.route({
    ...routeOptions(app, confirmBackOfficeCode, {
      tags,
      description:
        'The code works once, for 10 minutes and 5 tries; after the fifth wrong one the challenge is dead (422 at ' +
        '`code`, the same for an unknown or expired challenge). 20 wrong codes from an address in 15 minutes answer 429.',
    }),
    handler: async (request, reply) => {
      const { challenge, code } = request.body;
      enforceLimits(reply, 'sign-in attempts', [[limits.otpFailuresPerIp, request.ip]]);
      const userId = await challenges.consume(challenge, code);
      const [user] = userId === null ? [] : await app.db.select().from(users).where(eq(users.id, userId)).limit(1);
      if (!user || actorOfUser(user)?.role !== 'admin') {
        limits.otpFailuresPerIp.hit(request.ip);
        throw new ValidationError({ code: [BACK_OFFICE_CODE_INVALID] });
      }
      return openSession(user);
    },
  });

  app.route({
    ...routeOptions(app, getBackOfficeProfile, { tags }),
    handler: async (request) => ({ data: await backOfficeProfile(app.db, currentUser(request), staffActor(request)) }),
  });

  app.route({
    ...routeOptions(app, signOutOfBackOffice, { tags }),
    handler: async (request) => {
      const auth = request.auth;
      if (!auth) throw new UnauthenticatedError();
      await app.revokeToken(auth.tokenHash);
      return { message: 'Signed out.' };
    },
  });

  app.route({
    ...routeOptions(app, backOfficeAdminEndpoints.listBackOfficeStores, { tags }),
    handler: async (request) => ({ data: await storesInReachOf(app.db, staffActor(request)) }),
  });
};
