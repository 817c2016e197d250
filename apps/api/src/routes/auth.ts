import { accountEndpoints, endpoints } from '@aurelia/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { longestWait, type AttemptLimiter, type Clock } from '../accounts/attempt-limiter';
import { createAuthLimiters, TooManyAttemptsError } from '../accounts/auth-limits';
import { generateOtpCode, OTP_TTL_MINUTES, OtpCodes } from '../accounts/otp-codes';
import { RESET_TTL_MINUTES, PasswordResets } from '../accounts/password-resets';
import { hashSecret, needsRehash, verifySecret } from '../accounts/passwords';
import { UserAccounts } from '../accounts/user-accounts';
import { currentUser } from '../auth/auth-plugin';
import { presentUser, type UserRow } from '../auth/user-presenter';
import { UnauthenticatedError, ValidationError } from '../errors';
import { otpCodeMessage, passwordResetMessage, welcomeMessage } from '../mail/templates';

const tags = ['auth'];

export const CREDENTIALS_MISMATCH = 'These credentials do not match our records.';
export const OTP_INVALID = 'The code is invalid or has expired.';
export const RESET_TOKEN_INVALID = 'This password reset link is invalid or has expired.';
export const CURRENT_PASSWORD_WRONG = 'The current password is incorrect.';
export const OTP_SENT = 'If an account exists for that email, we have sent it a sign-in code.';
export const RESET_LINK_SENT = 'If an account exists for that email, we have sent it a password reset link.';

/**
 * A coarse per-IP cap (@fastify/rate-limit) on the calls the attempt limiters do not count: creating accounts,
 * using reset tokens, guessing OTP codes, changing passwords. Its 429 carries `Retry-After` too.
 */
const perIpCap = (max: number) => ({ rateLimit: { max, timeWindow: '10 minutes' } });

export interface AuthRoutesOptions {
  /** The clock of the attempt limiters; tests move it. */
  clock?: Clock;
}

/**
 * Authentication (SPEC.md §7 login, register, logout, user; ARCHITECTURE.md "Endpoints we design": profile,
 * password, OTP, forgot and reset password). Limits: see `accounts/auth-limits.ts`.
 */
export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, options) => {
  const accounts = new UserAccounts(app.db);
  const otpCodes = new OtpCodes(app.db);
  const resets = new PasswordResets(app.db);
  const limits = createAuthLimiters(options.clock);

  /** 429 with `Retry-After` when any of the limiters is exhausted for its key. */
  function enforce(reply: FastifyReply, what: string, checks: readonly (readonly [AttemptLimiter, string])[]): void {
    const wait = longestWait(checks);
    if (wait === 0) return;
    void reply.header('retry-after', String(wait));
    throw new TooManyAttemptsError(wait, what);
  }

  async function signIn(user: UserRow) {
    return { access_token: await app.issueToken(user.id), user: presentUser(user) };
  }

  app.post(
    endpoints.register.path,
    {
      config: perIpCap(20),
      schema: { summary: endpoints.register.summary, tags, body: endpoints.register.body, response: endpoints.register.response },
    },
    async (request) => {
      const { name, email, phone, phone_country_number, phone_country_code, password } = request.body;
      const passwordHash = await hashSecret(password);
      const user = await accounts.create({ name, email, phone, phone_country_number, phone_country_code, passwordHash });
      await app.mailer.send(welcomeMessage(app.mailContext, user.email, user.name));
      return signIn(user);
    },
  );

  app.post(
    endpoints.login.path,
    { schema: { summary: endpoints.login.summary, tags, body: endpoints.login.body, response: endpoints.login.response } },
    async (request, reply) => {
      const { email, password } = request.body;
      const checks = [
        [limits.loginFailuresPerAccount, email],
        [limits.loginFailuresPerIp, request.ip],
      ] as const;
      enforce(reply, 'login attempts', checks);
      const user = await accounts.findByEmail(email);
      // Verified against a dummy hash when there is no user, so the answer and its timing are the same.
      if (!(await verifySecret(user?.passwordHash, password)) || !user) {
        for (const [limiter, key] of checks) limiter.hit(key);
        throw new ValidationError({ email: [CREDENTIALS_MISMATCH] });
      }
      limits.loginFailuresPerAccount.clear(email);
      // Hashes made with older parameters (the seed's) are upgraded while the password is at hand.
      if (needsRehash(user.passwordHash)) await accounts.rehashPassword(user.id, await hashSecret(password));
      return signIn(user);
    },
  );

  app.post(
    endpoints.logout.path,
    {
      preHandler: app.requireUser,
      schema: {
        summary: endpoints.logout.summary,
        tags,
        security: [{ bearerAuth: [] }],
        response: endpoints.logout.response,
      },
    },
    async (request) => {
      await app.revokeToken(requestTokenHash(request));
      return { message: 'Logged out.' };
    },
  );

  app.get(
    endpoints.getUser.path,
    {
      preHandler: app.requireUser,
      schema: {
        summary: endpoints.getUser.summary,
        tags,
        security: [{ bearerAuth: [] }],
        response: endpoints.getUser.response,
      },
    },
    async (request) => ({ data: presentUser(currentUser(request)) }),
  );

  const { updateUser, changePassword, requestOtp, verifyOtp, forgotPassword, resetPassword } = accountEndpoints;

  // The calls with a body authenticate on request, before validation: a stranger gets 401, never field errors.
  app.put(
    updateUser.path,
    {
      onRequest: app.requireUser,
      schema: {
        summary: updateUser.summary,
        tags,
        security: [{ bearerAuth: [] }],
        body: updateUser.body,
        response: updateUser.response,
      },
    },
    async (request) => ({ data: presentUser(await accounts.updateProfile(currentUser(request), request.body)) }),
  );

  app.put(
    changePassword.path,
    {
      onRequest: app.requireUser,
      config: perIpCap(30),
      schema: {
        summary: changePassword.summary,
        tags,
        security: [{ bearerAuth: [] }],
        body: changePassword.body,
        response: changePassword.response,
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const account = user.email.toLowerCase();
      enforce(reply, 'password attempts', [[limits.loginFailuresPerAccount, account]]);
      if (!(await verifySecret(user.passwordHash, request.body.current_password))) {
        limits.loginFailuresPerAccount.hit(account);
        throw new ValidationError({ current_password: [CURRENT_PASSWORD_WRONG] });
      }
      await accounts.changePassword(user.id, await hashSecret(request.body.password), requestTokenHash(request));
      return { message: 'Your password has been changed. Your other sessions have been signed out.' };
    },
  );

  app.post(
    requestOtp.path,
    { schema: { summary: requestOtp.summary, tags, body: requestOtp.body, response: requestOtp.response } },
    async (request, reply) => {
      const { email } = request.body;
      const checks = [
        [limits.otpRequestsPerEmail, email],
        [limits.otpRequestsPerIp, request.ip],
      ] as const;
      enforce(reply, 'code requests', checks);
      for (const [limiter, key] of checks) limiter.hit(key);
      if (await accounts.findByEmail(email)) {
        const code = await otpCodes.issue(email);
        await app.mailer.send(otpCodeMessage(app.mailContext, email, code, OTP_TTL_MINUTES));
      } else {
        // Hashing a code is most of the work for a known email; doing it anyway keeps the timings alike.
        await hashSecret(generateOtpCode());
      }
      return { message: OTP_SENT };
    },
  );

  app.post(
    verifyOtp.path,
    {
      config: perIpCap(60),
      schema: { summary: verifyOtp.summary, tags, body: verifyOtp.body, response: verifyOtp.response },
    },
    async (request, reply) => {
      const { email, code } = request.body;
      enforce(reply, 'sign-in attempts', [[limits.loginFailuresPerIp, request.ip]]);
      const user = (await otpCodes.consume(email, code)) ? await accounts.findByEmail(email) : undefined;
      if (!user) {
        limits.loginFailuresPerIp.hit(request.ip);
        throw new ValidationError({ code: [OTP_INVALID] });
      }
      return signIn(await accounts.markEmailVerified(user));
    },
  );

  app.post(
    forgotPassword.path,
    { schema: { summary: forgotPassword.summary, tags, body: forgotPassword.body, response: forgotPassword.response } },
    async (request, reply) => {
      const { email } = request.body;
      const checks = [
        [limits.resetRequestsPerEmail, email],
        [limits.resetRequestsPerIp, request.ip],
      ] as const;
      enforce(reply, 'password reset requests', checks);
      for (const [limiter, key] of checks) limiter.hit(key);
      const user = await accounts.findByEmail(email);
      if (user) {
        const token = await resets.issue(user.id);
        await app.mailer.send(passwordResetMessage(app.mailContext, email, user.name, token, RESET_TTL_MINUTES));
      }
      return { message: RESET_LINK_SENT };
    },
  );

  app.post(
    resetPassword.path,
    {
      config: perIpCap(20),
      schema: { summary: resetPassword.summary, tags, body: resetPassword.body, response: resetPassword.response },
    },
    async (request) => {
      const { email, token, password } = request.body;
      if (!(await resets.reset(email, token, await hashSecret(password)))) {
        throw new ValidationError({ token: [RESET_TOKEN_INVALID] });
      }
      return { message: 'Your password has been reset. Sign in with your new password.' };
    },
  );
};

/** The hash of the token a signed-in request came with. */
function requestTokenHash(request: FastifyRequest): string {
  if (!request.auth) throw new UnauthenticatedError();
  return request.auth.tokenHash;
}
