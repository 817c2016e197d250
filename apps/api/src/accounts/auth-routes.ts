import { accountEndpoints, endpoints, SIGN_IN_BY_CODE_HINT, type AuthResponse, type RegisterBody } from '@aurelia/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emailChangeNoticeMessage, signUpAttemptMessage, verifyEmailMessage } from './account-mails';
import { longestWait, type Clock } from './attempt-limiter';
import { accountAtIp, createAuthLimiters, enforceLimits, hitAll } from './auth-limits';
import { VERIFY_TTL_HOURS } from './email-verifications';
import { hashSecret, needsRehash, verifySecret } from './passwords';
import { EMAIL_TAKEN } from './user-accounts';
import { currentUser } from '../auth/auth-plugin';
import { generateToken } from '../auth/tokens';
import { presentUser, type UserRow } from '../auth/user-presenter';
import { UnauthenticatedError, ValidationError } from '../errors';
import type { FeatureOptions } from '../feature';
import { routeOptions } from '../http/route-options';
import { welcomeMessage } from '../mail/templates';
import { authRecoveryRoutes } from './auth-recovery-routes';

const tags = ['auth'];

export const CREDENTIALS_MISMATCH = 'These credentials do not match our records.';
export const CURRENT_PASSWORD_WRONG = 'The current password is incorrect.';
export const CURRENT_PASSWORD_FOR_EMAIL = 'Enter your current password to change your email.';
export { OTP_INVALID, OTP_SENT, OTP_TEXTED, RESET_LINK_SENT, RESET_TOKEN_INVALID, VERIFY_LINK_INVALID } from './auth-recovery-routes';

/** The feature options (unused here) and, from tests, the limiters' clock and the pause. */
export interface AuthRoutesOptions extends Partial<FeatureOptions> {
  /** The clock of the attempt limiters; tests move it. */
  clock?: Clock;
  /** Waits `ms` before a wrong password over an address's limit is answered; tests record it instead. */
  pause?: (ms: number) => Promise<void>;
}

/** How long a wrong password from an address over its limit waits for its answer: spraying passwords across accounts from there slows down. */
export const OVER_LIMIT_FAILURE_DELAY_MS = 2000;

/**
 * Authentication (docs/behaviour.md §7 login, register, logout, user; docs/architecture.md "Endpoints we design": profile,
 * password, OTP, forgot and reset password, email verification). Limits: see `accounts/auth-limits.ts`.
 */
export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, options) => {
  const { userAccounts: accounts, emailVerifications: verifications } = app;
  const limits = options.clock ? createAuthLimiters(options.clock) : app.authLimits;
  const pause = options.pause ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));

  async function signIn(user: UserRow) {
    return { access_token: await app.issueToken(user.id), user: presentUser(user) };
  }

  /** The user with the new address they asked for and have not confirmed yet. */
  async function withPendingEmail(user: UserRow) {
    return { ...presentUser(user), pending_email: await verifications.pendingEmail(user) };
  }

  /**
   * The current password of a signed-in user, before a change that needs it: counted with the login
   * failures of the account (from this address tightly, from anywhere loosely); 422 at `current_password`.
   */
  async function checkCurrentPassword(request: FastifyRequest, reply: FastifyReply, user: UserRow, password: string | undefined, missing: string) {
    const account = user.email.toLowerCase();
    const checks = [
      [limits.passwordFailuresPerAccountIp, accountAtIp(account, request.ip)],
      [limits.passwordFailuresPerAccount, account],
    ] as const;
    enforceLimits(reply, 'password attempts', checks);
    if (!password) throw new ValidationError({ current_password: [missing] });
    if (!(await verifySecret(user.passwordHash, password))) {
      hitAll(checks);
      throw new ValidationError({ current_password: [CURRENT_PASSWORD_WRONG] });
    }
  }

  /** Makes a link that verifies `email` for the user now (so `pending_email` shows it) and mails it after the answer. */
  async function sendVerification(reply: FastifyReply, user: UserRow, email: string, purpose: 'new-account' | 'email-change') {
    const token = await verifications.issue(user.id, email);
    app.afterReply(reply, 'the email verification mail', async () => {
      if (purpose === 'new-account') await app.mailer.send(welcomeMessage(app.mailContext, email, user.name));
      await app.mailer.send(verifyEmailMessage(app.mailContext, email, user.name, token, VERIFY_TTL_HOURS, purpose));
      if (purpose === 'email-change') await app.mailer.send(emailChangeNoticeMessage(app.mailContext, user.email, user.name, email));
    });
  }

  /**
   * What sign-up answers for an email that has an account: the shape, status and cost of a new account's answer
   * (a token that opens nothing, an id no account will have), so the answer does not tell that the address is
   * taken; its owner is mailed instead.
   */
  async function answerTakenEmail(reply: FastifyReply, form: RegisterBody): Promise<AuthResponse> {
    app.afterReply(reply, 'the sign-up attempt notice', async () => {
      const owner = await accounts.findByEmail(form.email);
      if (owner) await app.mailer.send(signUpAttemptMessage(app.mailContext, owner.email, owner.name));
    });
    return {
      access_token: generateToken(),
      user: {
        id: await accounts.unusedId(),
        name: form.name,
        email: form.email,
        phone: form.phone,
        phone_country_number: form.phone_country_number,
        phone_country_code: form.phone_country_code,
        role: 'customer',
        email_verified_at: null,
        created_at: new Date().toISOString(),
      },
    };
  }

  app.route({
    ...routeOptions(app, endpoints.register, {
      tags,
      description:
        'The new account is signed in and unverified until the link mailed to its address is opened (or a code ' +
        'sent there is used); until then it earns and spends no carat coins and joins no gold plan. An email ' +
        'that already has an account answers the same (200, a token and a user), but that token opens nothing ' +
        'and the owner is mailed that someone tried to sign up with their address.',
    }),
    handler: async (request, reply) => {
      const { name, email, phone, phone_country_number, phone_country_code, password } = request.body;
      const passwordHash = await hashSecret(password);
      const user = await accounts.create({ name, email, phone, phone_country_number, phone_country_code, passwordHash });
      if (!user) return answerTakenEmail(reply, request.body);
      await sendVerification(reply, user, user.email, 'new-account');
      return signIn(user);
    },
  });

  /** 429 with `Retry-After`, offering sign-in by code at `email` (libs/contracts `SIGN_IN_BY_CODE_HINT`). */
  function refuseLogin(reply: FastifyReply, wait: number) {
    return reply
      .header('retry-after', String(wait))
      .code(429)
      .send({ message: `Too many login attempts. Please try again in ${wait} seconds.`, errors: { email: [SIGN_IN_BY_CODE_HINT] } });
  }

  app.route({
    ...routeOptions(app, endpoints.login, {
      tags,
      description:
        '5 wrong passwords for an account from one address in 15 minutes answer 429 there; from anywhere, after 10 ' +
        'in an hour each try waits a growing delay (1 s, doubling, at most 60 s), so strangers cannot lock the owner ' +
        'out. After 100 wrong passwords from one address for any accounts, an account that failed from there itself ' +
        'answers 429 and the others are still checked, so a shared address never refuses a correct password for ' +
        'the failures of others; a wrong one from there is answered 2 s late. A 429 carries `Retry-After` and, at ' +
        '`email`, the offer to sign in by code ' +
        '(`/auth/otp/*`, limited apart).',
    }),
    handler: async (request, reply) => {
      const { email, password } = request.body;
      const atIp = accountAtIp(email, request.ip);
      const accountChecks = [
        [limits.passwordFailuresPerAccountIp, atIp],
        [limits.passwordFailuresPerAccount, email],
      ] as const;
      const accountWait = longestWait(accountChecks);
      if (accountWait > 0) return refuseLogin(reply, accountWait);
      const ipWait = limits.loginFailuresPerIp.retryAfter(request.ip);
      if (ipWait > 0 && limits.passwordFailuresPerAccountIp.count(atIp) > 0) return refuseLogin(reply, ipWait);
      const user = await accounts.findByEmail(email);
      // Verified against a dummy hash when there is no user, so the answer and its timing are the same.
      if (!(await verifySecret(user?.passwordHash, password)) || !user) {
        hitAll([...accountChecks, [limits.loginFailuresPerIp, request.ip]]);
        if (ipWait > 0) await pause(OVER_LIMIT_FAILURE_DELAY_MS);
        throw new ValidationError({ email: [CREDENTIALS_MISMATCH] });
      }
      limits.passwordFailuresPerAccountIp.clear(atIp);
      limits.passwordFailuresPerAccount.clear(email);
      // Hashes made with older parameters (the seed's) are upgraded while the password is at hand.
      if (needsRehash(user.passwordHash)) await accounts.rehashPassword(user.id, await hashSecret(password));
      return signIn(user);
    },
  });

  app.route({
    ...routeOptions(app, endpoints.logout, { tags }),
    handler: async (request) => {
      await app.revokeToken(requestTokenHash(request));
      return { message: 'Logged out.' };
    },
  });

  app.route({
    ...routeOptions(app, endpoints.getUser, { tags }),
    handler: async (request) => ({ data: await withPendingEmail(currentUser(request)) }),
  });

  const { updateUser, changePassword } = accountEndpoints;

  // The calls with a body authenticate on request, before validation: a stranger gets 401, never field errors.
  app.route({
    ...routeOptions(app, updateUser, {
      tags,
      description:
        'Name and phone change at once. A new `email` needs `current_password` (422 there without it or when wrong, ' +
        'counted as a wrong password) and 422 when another account has it; the account keeps its address, and its ' +
        'verification, until the link mailed to the new one is opened (`pending_email` until then); the old address ' +
        'is told.',
      authBeforeValidation: true,
    }),
    handler: async (request, reply) => {
      const user = currentUser(request);
      const { email, current_password: password, ...details } = request.body;
      const emailChanged = email !== user.email.toLowerCase();
      if (emailChanged) {
        await checkCurrentPassword(request, reply, user, password, CURRENT_PASSWORD_FOR_EMAIL);
        if (await accounts.isEmailTaken(email, user.id)) throw new ValidationError({ email: [EMAIL_TAKEN] });
      }
      const updated = await accounts.updateDetails(user, details);
      if (emailChanged) await sendVerification(reply, updated, email, 'email-change');
      return { data: await withPendingEmail(updated) };
    },
  });

  app.route({
    ...routeOptions(app, changePassword, {
      tags,
      authBeforeValidation: true,
    }),
    handler: async (request, reply) => {
      const user = currentUser(request);
      await checkCurrentPassword(request, reply, user, request.body.current_password, CURRENT_PASSWORD_WRONG);
      await accounts.changePassword(user.id, await hashSecret(request.body.password), requestTokenHash(request));
      return { message: 'Your password has been changed. Your other sessions have been signed out.' };
    },
  });

  await app.register(authRecoveryRoutes, { limits, signIn });
};

/** The hash of the token a signed-in request came with. */
function requestTokenHash(request: FastifyRequest): string {
  if (!request.auth) throw new UnauthenticatedError();
  return request.auth.tokenHash;
}
