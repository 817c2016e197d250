import type { FastifyReply } from 'fastify';
import { HttpError } from '../errors';
import { AttemptLimiter, longestWait, type Clock } from './attempt-limiter';

const MINUTE = 60_000;

/**
 * The limits of the sign-in and recovery calls, counted in memory:
 *
 * | limiter                       | counts                                          | limit | window |
 * |-------------------------------|-------------------------------------------------|-------|--------|
 * | `passwordFailuresPerAccountIp`| wrong passwords for one email from one IP (login, |   5   | 15 min |
 * |                               | the current password of PUT /user and /user/password)|  |        |
 * | `passwordFailuresPerAccount`  | wrong passwords for one email from anywhere:     |  10   | 60 min |
 * |                               | then a delay of 1 s after the latest, doubling,  |       |        |
 * |                               | at most 60 s                                     |       |        |
 * | `loginFailuresPerIp`          | wrong passwords, any email, from one IP: past it, | 100   | 15 min |
 * |                               | only accounts without failures of their own from |       |        |
 * |                               | that IP are checked                              |       |        |
 * | `otpFailuresPerIp`            | wrong OTP codes, any email, from one IP           |  20   | 15 min |
 * | `otpRequestsPerEmail`         | OTP requests for one email                       |   3   | 10 min |
 * | `otpRequestsPerIp`            | OTP requests from one IP                         |  10   | 10 min |
 * | `resetRequestsPerEmail`       | forgot-password requests for one email           |   3   | 60 min |
 * | `resetRequestsPerIp`          | forgot-password requests from one IP             |  10   | 60 min |
 *
 * Per account and address tightly, per account loosely with growing delays (OWASP authentication cheat
 * sheet): strangers guessing from other addresses never lock the owner out for 15 minutes, at worst they
 * slow every try at the account to one a minute; OTP sign-in is limited apart and stays open. An address many
 * people share (an office, a carrier's network) is limited loosely and never refuses a correct password for
 * the failures of others: over its limit, an account that failed from there itself waits, and the rest are
 * still checked, so guessing across accounts from one address gets one try per account per window, each wrong
 * one answered late (`OVER_LIMIT_FAILURE_DELAY_MS`, auth-routes.ts). A
 * successful login is not counted and clears its account's failures (not its IP's). Requests for an email
 * with no account count like any other, so a 429 never tells whether an account exists. Over a limit the call
 * answers 429 with `Retry-After` in seconds, before it checks the password.
 */
export const AUTH_LIMITS = {
  passwordFailuresPerAccountIp: { limit: 5, windowMs: 15 * MINUTE },
  passwordFailuresPerAccount: { limit: 10, windowMs: 60 * MINUTE, backoff: { baseMs: 1000, maxMs: MINUTE } },
  loginFailuresPerIp: { limit: 100, windowMs: 15 * MINUTE },
  otpFailuresPerIp: { limit: 20, windowMs: 15 * MINUTE },
  otpRequestsPerEmail: { limit: 3, windowMs: 10 * MINUTE },
  otpRequestsPerIp: { limit: 10, windowMs: 10 * MINUTE },
  resetRequestsPerEmail: { limit: 3, windowMs: 60 * MINUTE },
  resetRequestsPerIp: { limit: 10, windowMs: 60 * MINUTE },
} as const;

export type AuthLimiters = { readonly [K in keyof typeof AUTH_LIMITS]: AttemptLimiter };

/** One set of limiters for an app, on one clock. */
export function createAuthLimiters(clock: Clock = Date.now): AuthLimiters {
  const make = (name: keyof typeof AUTH_LIMITS) => new AttemptLimiter({ ...AUTH_LIMITS[name], clock });
  return {
    passwordFailuresPerAccountIp: make('passwordFailuresPerAccountIp'),
    passwordFailuresPerAccount: make('passwordFailuresPerAccount'),
    loginFailuresPerIp: make('loginFailuresPerIp'),
    otpFailuresPerIp: make('otpFailuresPerIp'),
    otpRequestsPerEmail: make('otpRequestsPerEmail'),
    otpRequestsPerIp: make('otpRequestsPerIp'),
    resetRequestsPerEmail: make('resetRequestsPerEmail'),
    resetRequestsPerIp: make('resetRequestsPerIp'),
  };
}

/** The key of an account's failures from one address. */
export const accountAtIp = (account: string, ip: string) => `${account.toLowerCase()}|${ip}`;

/** 429 with the wait in seconds; the route sets `Retry-After` from {@link retryAfterSeconds}. */
export class TooManyAttemptsError extends HttpError {
  override readonly name = 'TooManyAttemptsError';
  constructor(
    readonly retryAfterSeconds: number,
    what = 'attempts',
  ) {
    super(429, `Too many ${what}. Please try again in ${retryAfterSeconds} seconds.`);
  }
}

/** 429 with `Retry-After` (thrown) when any of the `[limiter, key]` pairs is exhausted; `what` names the attempts. */
export function enforceLimits(reply: FastifyReply, what: string, checks: readonly (readonly [AttemptLimiter, string])[]): void {
  const wait = longestWait(checks);
  if (wait === 0) return;
  void reply.header('retry-after', String(wait));
  throw new TooManyAttemptsError(wait, what);
}

/** Counts one attempt against every pair. */
export function hitAll(checks: readonly (readonly [AttemptLimiter, string])[]): void {
  for (const [limiter, key] of checks) limiter.hit(key);
}

