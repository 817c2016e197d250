import { describe, expect, it } from 'vitest';
import { AxiosHeaders } from 'axios';
import {
  API_IDEMPOTENT_METHODS,
  API_MAX_RETRIES,
  API_RETRY_AFTER_CAP_MS,
  API_RETRY_BASE_DELAY_MS,
  API_RETRY_STATUSES,
} from '@aurelia/domain';
import { parseRetryAfter, retryDelay, retryPolicy, shouldRetry, type FailedAttempt } from './retry';

const NOW = Date.parse('2025-01-31T10:00:00Z');

function answered(method: string, status: number, headers?: unknown): FailedAttempt {
  return { message: `Request failed with status code ${status}`, config: { method }, response: { status, headers } };
}

function unanswered(method: string, code: string, message = code): FailedAttempt {
  return { code, message, config: { method } };
}

describe('retry policy defaults (docs/behaviour.md §9)', () => {
  it('are 2 retries from a 1 s base, honouring Retry-After up to the cap', () => {
    expect(retryPolicy()).toEqual({
      retries: API_MAX_RETRIES,
      baseDelayMs: API_RETRY_BASE_DELAY_MS,
      retryAfterCapMs: API_RETRY_AFTER_CAP_MS,
    });
    expect(retryPolicy()).toEqual({ retries: 2, baseDelayMs: 1000, retryAfterCapMs: 10_000 });
    expect(retryPolicy({ retries: 0, baseDelayMs: 5 })).toEqual({
      retries: 0,
      baseDelayMs: 5,
      retryAfterCapMs: 10_000,
    });
  });
});

describe('which failures are retried (docs/behaviour.md §7)', () => {
  it.each(API_IDEMPOTENT_METHODS.map((method) => method.toLowerCase()))(
    'an idempotent %s on each retryable status',
    (method) => {
      for (const status of API_RETRY_STATUSES) expect(shouldRetry(answered(method, status))).toBe(true);
    },
  );

  it('an idempotent request on other statuses: never', () => {
    for (const status of [400, 401, 403, 404, 405, 410, 413, 422, 501, 505]) {
      expect(shouldRetry(answered('get', status))).toBe(false);
    }
  });

  it('a POST or PATCH: never, whatever the status or network failure', () => {
    for (const method of ['post', 'patch']) {
      for (const status of API_RETRY_STATUSES) expect(shouldRetry(answered(method, status))).toBe(false);
      expect(shouldRetry(unanswered(method, 'ECONNRESET'))).toBe(false);
    }
    expect(shouldRetry({ message: 'no config', response: { status: 503 } })).toBe(false);
  });

  it('an idempotent request on a network error', () => {
    for (const code of ['ECONNREFUSED', 'ECONNRESET', 'ERR_NETWORK']) {
      expect(shouldRetry(unanswered('get', code))).toBe(true);
    }
  });

  it('a time-out, a cancelled request or one that could not be built: never', () => {
    expect(shouldRetry(unanswered('get', 'ERR_INVALID_URL'))).toBe(false);
    expect(shouldRetry(unanswered('get', 'ETIMEDOUT', 'timeout of 30000ms exceeded'))).toBe(false);
    expect(shouldRetry(unanswered('get', 'ECONNABORTED', 'timeout of 30000ms exceeded'))).toBe(false);
    expect(shouldRetry(unanswered('get', 'ECONNABORTED', 'Request aborted'))).toBe(false);
    expect(shouldRetry({ ...unanswered('get', 'ERR_CANCELED', 'canceled'), __CANCEL__: true } as FailedAttempt)).toBe(
      false,
    );
  });
});

describe('retry delay', () => {
  const policy = retryPolicy();

  it('is 1 s, then 2 s, then 4 s: base × 2^(n − 1), without jitter', () => {
    expect([1, 2, 3].map((n) => retryDelay(policy, n, answered('get', 503), NOW))).toEqual([1000, 2000, 4000]);
  });

  it('waits for a longer Retry-After in seconds, from an AxiosHeaders or a plain object', () => {
    const headers = new AxiosHeaders({ 'Retry-After': '5' });
    expect(retryDelay(policy, 1, answered('get', 429, headers), NOW)).toBe(5000);
    expect(retryDelay(policy, 1, answered('get', 429, { 'retry-after': '3' }), NOW)).toBe(3000);
  });

  it('waits for a Retry-After date', () => {
    const headers = { 'retry-after': new Date(NOW + 7000).toUTCString() };
    expect(retryDelay(policy, 1, answered('get', 503, headers), NOW)).toBe(7000);
  });

  it('keeps the backoff when Retry-After asks for less', () => {
    expect(retryDelay(policy, 2, answered('get', 429, { 'retry-after': '1' }), NOW)).toBe(2000);
  });

  it('cuts a Retry-After beyond the cap to the cap', () => {
    expect(retryDelay(policy, 1, answered('get', 429, { 'retry-after': '3600' }), NOW)).toBe(API_RETRY_AFTER_CAP_MS);
    const capped = retryPolicy({ retryAfterCapMs: 1500 });
    expect(retryDelay(capped, 1, answered('get', 429, { 'retry-after': '60' }), NOW)).toBe(1500);
  });

  it('ignores Retry-After on a network error', () => {
    expect(retryDelay(policy, 1, unanswered('get', 'ECONNRESET'), NOW)).toBe(1000);
  });
});

describe('parsing Retry-After (RFC 9110)', () => {
  it('reads delta-seconds', () => {
    expect(parseRetryAfter('120', NOW)).toBe(120_000);
    expect(parseRetryAfter(' 0 ', NOW)).toBe(0);
    expect(parseRetryAfter('1.5', NOW)).toBe(1500);
  });

  it('reads an HTTP date relative to now, and a past date as 0', () => {
    expect(parseRetryAfter('Fri, 31 Jan 2025 10:00:30 GMT', NOW)).toBe(30_000);
    expect(parseRetryAfter('Fri, 31 Jan 2025 09:00:00 GMT', NOW)).toBe(0);
  });

  it('gives 0 for absent or unreadable values', () => {
    for (const value of [undefined, null, '', '  ', 'soon', '-5', 42, ['1']]) {
      expect(parseRetryAfter(value, NOW)).toBe(0);
    }
  });
});
