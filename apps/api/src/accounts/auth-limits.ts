import { HttpError } from '../errors';
import { AttemptLimiter, type Clock } from './attempt-limiter';

const MINUTE = 60_000;

/**
 * The limits of the sign-in and recovery calls (issue 3, "Errors and security"), counted in memory:
 *
 * | limiter                  | counts                                   | limit | window |
 * |--------------------------|------------------------------------------|-------|--------|
 * | `loginFailuresPerAccount`| wrong passwords for one email (login and  |   5   | 15 min |
 * |                          | the current password of PUT /user/password)|      |        |
 * | `loginFailuresPerIp`     | wrong passwords and wrong OTP codes, any  |  20   | 15 min |
 * |                          | email, from one IP                        |       |        |
 * | `otpRequestsPerEmail`    | OTP requests for one email                |   3   | 10 min |
 * | `otpRequestsPerIp`       | OTP requests from one IP                  |  10   | 10 min |
 * | `resetRequestsPerEmail`  | forgot-password requests for one email    |   3   | 60 min |
 * | `resetRequestsPerIp`     | forgot-password requests from one IP      |  10   | 60 min |
 *
 * A successful login is not counted and clears its account's failures (not its IP's). Requests for an email
 * with no account count like any other, so a 429 never tells whether an account exists. Over a limit the
 * call answers 429 with `Retry-After` in seconds, before it checks anything else.
 */
export const AUTH_LIMITS = {
  loginFailuresPerAccount: { limit: 5, windowMs: 15 * MINUTE },
  loginFailuresPerIp: { limit: 20, windowMs: 15 * MINUTE },
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
    loginFailuresPerAccount: make('loginFailuresPerAccount'),
    loginFailuresPerIp: make('loginFailuresPerIp'),
    otpRequestsPerEmail: make('otpRequestsPerEmail'),
    otpRequestsPerIp: make('otpRequestsPerIp'),
    resetRequestsPerEmail: make('resetRequestsPerEmail'),
    resetRequestsPerIp: make('resetRequestsPerIp'),
  };
}

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
