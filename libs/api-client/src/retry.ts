import { AxiosHeaders, isCancel } from 'axios';
import { isNetworkError as isRetryableNetworkError } from 'axios-retry';
import {
  API_IDEMPOTENT_METHODS,
  API_MAX_RETRIES,
  API_RETRY_AFTER_CAP_MS,
  API_RETRY_BASE_DELAY_MS,
  API_RETRY_STATUSES,
} from '@aurelia/domain';

/** How failed idempotent calls are retried (docs/behaviour.md §7, §9). */
export interface RetryOptions {
  /** Retries after the first attempt. Default 2; 0 turns retrying off. */
  retries?: number;
  /** Delay before the first retry, doubled for each further one. Default 1000 ms. */
  baseDelayMs?: number;
  /** Longest `Retry-After` the client waits for; a longer one is cut to this. Default 10 000 ms. */
  retryAfterCapMs?: number;
}

export type RetryPolicy = Required<RetryOptions>;

/**
 * The parts of a failed axios attempt the policy reads. Structural on purpose: axios-retry's typings
 * resolve the workspace's root copy of axios, this package its own, and both errors fit this.
 */
export interface FailedAttempt {
  code?: string;
  message: string;
  config?: { method?: string };
  response?: { status: number; headers?: unknown };
}

export function retryPolicy(options: RetryOptions = {}): RetryPolicy {
  return {
    retries: options.retries ?? API_MAX_RETRIES,
    baseDelayMs: options.baseDelayMs ?? API_RETRY_BASE_DELAY_MS,
    retryAfterCapMs: options.retryAfterCapMs ?? API_RETRY_AFTER_CAP_MS,
  };
}

/**
 * True when axios gave up waiting. The instance sets `transitional.clarifyTimeoutError`, so a time-out is
 * `ETIMEDOUT`; `ECONNABORTED` with a time-out message is accepted too, in case a config overrides that.
 */
export function isAxiosTimeout(error: FailedAttempt): boolean {
  return error.code === 'ETIMEDOUT' || (error.code === 'ECONNABORTED' && /timeout/i.test(error.message));
}

/** axios codes for a request that could not even be built (a bad base URL, a bad option): a bug. */
const CONFIG_ERROR_CODES: readonly string[] = ['ERR_INVALID_URL', 'ERR_BAD_OPTION', 'ERR_BAD_OPTION_VALUE'];

export function isAxiosConfigError(error: FailedAttempt): boolean {
  return error.code !== undefined && CONFIG_ERROR_CODES.includes(error.code);
}

/**
 * Whether a failed attempt is tried again: only for an idempotent method (never POST), and then on a
 * retryable status (408, 409, 425, 429, 5xx of the list) or on a network error. A time-out is not
 * retried: the time-out is the budget of the whole call, and a server that did not answer in time is
 * not helped by a second request. A cancelled request or one that could not be built is not retried either.
 */
export function shouldRetry(error: FailedAttempt): boolean {
  const method = (error.config?.method ?? '').toUpperCase();
  if (!API_IDEMPOTENT_METHODS.includes(method)) return false;
  if (error.response) return API_RETRY_STATUSES.includes(error.response.status);
  if (isAxiosTimeout(error) || isCancel(error) || isAxiosConfigError(error)) return false;
  return isRetryableNetworkError(error);
}

/**
 * Delay before retry number `retryCount` (1-based): `base × 2^(retryCount − 1)`, so 1 s then 2 s by
 * default, without jitter. A `Retry-After` (seconds or an HTTP date) wins when it asks for longer, up to
 * `retryAfterCapMs`.
 */
export function retryDelay(policy: RetryPolicy, retryCount: number, error: FailedAttempt, now = Date.now()): number {
  const backoff = policy.baseDelayMs * 2 ** Math.max(0, retryCount - 1);
  const retryAfter = parseRetryAfter(headerOf(error.response?.headers, 'retry-after'), now);
  return Math.max(backoff, Math.min(retryAfter, policy.retryAfterCapMs));
}

/**
 * A `Retry-After` header in milliseconds from `now` (RFC 9110 §10.2.3): delta-seconds or an HTTP date.
 * Absent, unreadable or past values give 0.
 */
export function parseRetryAfter(value: unknown, now: number): number {
  if (typeof value !== 'string') return 0;
  const text = value.trim();
  if (text === '') return 0;
  if (/^\d+(?:\.\d+)?$/.test(text)) return Number(text) * 1000;
  const date = Date.parse(text);
  return Number.isNaN(date) ? 0 : Math.max(0, date - now);
}

function headerOf(headers: unknown, name: string): unknown {
  if (headers instanceof AxiosHeaders) return headers.get(name);
  return typeof headers === 'object' && headers !== null ? (headers as Record<string, unknown>)[name] : undefined;
}
