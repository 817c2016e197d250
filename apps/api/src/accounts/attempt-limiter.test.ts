import { describe, expect, it } from 'vitest';
import { AttemptLimiter, longestWait } from './attempt-limiter';
import { AUTH_LIMITS, createAuthLimiters, TooManyAttemptsError } from './auth-limits';
import { hashSecret, verifySecret } from './passwords';
import { generateOtpCode } from './otp-codes';

function limiter(limit = 3, windowMs = 60_000) {
  const clock = { now: 0 };
  return { clock, limiter: new AttemptLimiter({ limit, windowMs, clock: () => clock.now }) };
}

describe('an attempt limiter with a sliding window', () => {
  it('allows up to the limit, then tells how long to wait until the oldest attempt leaves the window', () => {
    const { clock, limiter: l } = limiter();
    for (let i = 0; i < 3; i++) {
      expect(l.retryAfter('a')).toBe(0);
      l.hit('a');
      clock.now += 10_000;
    }
    expect(l.retryAfter('a')).toBe(30);
    clock.now = 59_999;
    expect(l.retryAfter('a')).toBe(1);
    clock.now = 60_000;
    expect(l.retryAfter('a')).toBe(0);
  });

  it('keeps keys apart and forgets a cleared key', () => {
    const { limiter: l } = limiter(1);
    l.hit('a');
    expect(l.retryAfter('a')).toBe(60);
    expect(l.retryAfter('b')).toBe(0);
    l.clear('a');
    expect(l.retryAfter('a')).toBe(0);
  });

  it('counts the attempts of a key inside the window only', () => {
    const { limiter: l, clock } = limiter(5);
    l.hit('a');
    l.hit('a');
    expect([l.count('a'), l.count('b')]).toEqual([2, 0]);
    clock.now = 60_000;
    expect(l.count('a')).toBe(0);
  });

  it('remembers a bounded number of keys, dropping expired ones first', () => {
    const clock = { now: 0 };
    const l = new AttemptLimiter({ limit: 1, windowMs: 1000, clock: () => clock.now, maxKeys: 3 });
    l.hit('old');
    clock.now = 5000;
    for (const key of ['a', 'b', 'c']) l.hit(key);
    expect(l.size).toBe(3);
    expect(l.retryAfter('a')).toBe(1);
    l.hit('d');
    expect(l.size).toBe(3);
  });

  it('reports the longest wait of several limiters', () => {
    const short = limiter(1, 10_000).limiter;
    const long = limiter(1, 60_000).limiter;
    short.hit('x');
    long.hit('y');
    expect(longestWait([[short, 'x'], [long, 'y']])).toBe(60);
    expect(longestWait([[short, 'z']])).toBe(0);
  });
});

describe('an attempt limiter with growing delays (back-off)', () => {
  it('lets the first attempts through, then waits 1 s after the latest, doubling each time, at most the cap', () => {
    const clock = { now: 0 };
    const l = new AttemptLimiter({ limit: 3, windowMs: 3_600_000, backoff: { baseMs: 1000, maxMs: 8000 }, clock: () => clock.now });
    for (let i = 0; i < 3; i++) {
      expect(l.retryAfter('a')).toBe(0);
      l.hit('a');
    }
    const waits: number[] = [];
    for (let i = 0; i < 6; i++) {
      const wait = l.retryAfter('a');
      waits.push(wait);
      clock.now += wait * 1000;
      expect(l.retryAfter('a')).toBe(0);
      l.hit('a');
    }
    expect(waits).toEqual([1, 2, 4, 8, 8, 8]);
  });

  it('never refuses for longer than the cap, however many attempts, and forgets them after the window', () => {
    const clock = { now: 0 };
    const l = new AttemptLimiter({ limit: 2, windowMs: 600_000, backoff: { baseMs: 1000, maxMs: 60_000 }, clock: () => clock.now });
    for (let i = 0; i < 200; i++) l.hit('a');
    expect(l.retryAfter('a')).toBe(60);
    clock.now = 600_001;
    expect(l.retryAfter('a')).toBe(0);
  });
});

describe('the auth limits', () => {
  it('are 5 per account and address in 15 minutes, 10 per account in an hour before delays, 100 passwords and 20 codes per IP', () => {
    expect(AUTH_LIMITS.passwordFailuresPerAccountIp).toEqual({ limit: 5, windowMs: 900_000 });
    expect(AUTH_LIMITS.passwordFailuresPerAccount).toEqual({ limit: 10, windowMs: 3_600_000, backoff: { baseMs: 1000, maxMs: 60_000 } });
    expect(AUTH_LIMITS.loginFailuresPerIp).toEqual({ limit: 100, windowMs: 900_000 });
    expect(AUTH_LIMITS.otpFailuresPerIp).toEqual({ limit: 20, windowMs: 900_000 });
    expect(AUTH_LIMITS.otpRequestsPerEmail).toEqual({ limit: 3, windowMs: 600_000 });
    expect(AUTH_LIMITS.resetRequestsPerEmail).toEqual({ limit: 3, windowMs: 3_600_000 });
  });
  it('share one clock', () => {
    let now = 0;
    const limits = createAuthLimiters(() => now);
    for (let i = 0; i < 3; i++) limits.otpRequestsPerEmail.hit('a@b.in');
    expect(limits.otpRequestsPerEmail.retryAfter('a@b.in')).toBe(600);
    now = 600_000;
    expect(limits.otpRequestsPerEmail.retryAfter('a@b.in')).toBe(0);
  });
  it('answer 429 with the wait in the message', () => {
    const error = new TooManyAttemptsError(42, 'login attempts');
    expect(error.statusCode).toBe(429);
    expect(error.message).toBe('Too many login attempts. Please try again in 42 seconds.');
  });
});

describe('secrets', () => {
  it('hash with argon2id and verify, refusing a wrong secret, a missing hash and a malformed one', async () => {
    const stored = await hashSecret('kundan2025');
    expect(stored).toMatch(/^\$argon2id\$/);
    expect(await verifySecret(stored, 'kundan2025')).toBe(true);
    expect(await verifySecret(stored, 'kundan2026')).toBe(false);
    expect(await verifySecret(undefined, 'kundan2025')).toBe(false);
    expect(await verifySecret('not-a-hash', 'kundan2025')).toBe(false);
  });
  it('draws OTP codes of exactly six digits', () => {
    for (let i = 0; i < 200; i++) expect(generateOtpCode()).toMatch(/^\d{6}$/);
  });
});
