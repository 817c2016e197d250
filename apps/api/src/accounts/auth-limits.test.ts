import { SIGN_IN_BY_CODE_HINT } from '@aurelia/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_LIMITS } from './auth-limits';
import { authClient, latestOtpCode, userForm } from '../test/auth-test-client';
import { buildApp } from '../app';
import { openTestDatabase, testConfig } from '../test/build-test-app';
import { authRoutes, OVER_LIMIT_FAILURE_DELAY_MS } from './auth-routes';

/**
 * The sign-in and sign-up limits on a second copy of the auth routes whose limiters run on a clock the test moves;
 * the app's own copy (under /api/v1) supplies registration and the outbox.
 */
const CLOCKED = '/clocked/api/v1';
let app: FastifyInstance;
let now = Date.parse('2026-03-02T10:00:00Z');
let call: ReturnType<typeof authClient>;
let api: ReturnType<typeof authClient>;
let nextIp = 1;
const freshIp = () => `10.3.0.${nextIp++}`;
const minutes = (n: number) => n * 60_000;
/** The pauses the clocked routes asked for before answering, instead of waiting them. */
const paused: number[] = [];

beforeAll(async () => {
  app = await buildApp(testConfig(), { database: await openTestDatabase() });
  await app.register(authRoutes, {
    prefix: CLOCKED,
    clock: () => now,
    pause: async (ms) => {
      paused.push(ms);
    },
  });
  await app.ready();
  call = authClient(app, CLOCKED);
  api = authClient(app);
});
afterAll(async () => {
  await app?.close();
});

async function register() {
  const form = userForm();
  expect((await api('POST', '/auth/register', { body: form, ip: freshIp() })).status).toBe(200);
  return form;
}

function expectTooMany(answer: Awaited<ReturnType<typeof call>>, seconds: number) {
  expect(answer.status, answer.raw).toBe(429);
  expect(answer.headers['retry-after']).toBe(String(seconds));
  expect(Object.keys(answer.body)).toEqual(['message']);
  expect(answer.body.message).toContain(`${seconds} seconds`);
}

/** A refused password sign-in: 429 with Retry-After, offering sign-in by code at `email`. */
function expectLoginRefused(answer: Awaited<ReturnType<typeof call>>, seconds: number) {
  expect(answer.status, answer.raw).toBe(429);
  expect(answer.headers['retry-after']).toBe(String(seconds));
  expect(answer.body).toEqual({ message: expect.stringContaining(`${seconds} seconds`), errors: { email: [SIGN_IN_BY_CODE_HINT] } });
}

describe('login failures per account and address: 5 in 15 minutes', () => {
  it('answers 429 with Retry-After from the sixth try from that address, even with the right password, until the window passes', async () => {
    const form = await register();
    const ip = freshIp();
    for (let i = 0; i < AUTH_LIMITS.passwordFailuresPerAccountIp.limit; i++) {
      const answer = await call('POST', '/auth/login', { ip, body: { email: form.email, password: 'wrong-pass1' } });
      expect(answer.status).toBe(422);
      now += 1000;
    }
    const blocked = await call('POST', '/auth/login', { ip, body: { email: form.email, password: form.password } });
    expectLoginRefused(blocked, 15 * 60 - 5);
    now += minutes(15);
    const allowed = await call('POST', '/auth/login', { ip, body: { email: form.email, password: form.password } });
    expect(allowed.status).toBe(200);
  });

  it('counts an unknown email like a known one, so a 429 reveals nothing', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) {
      await call('POST', '/auth/login', { ip, body: { email: 'ghost@example.com', password: 'wrong-pass1' } });
    }
    expectLoginRefused(await call('POST', '/auth/login', { ip, body: { email: 'GHOST@example.com', password: 'wrong-pass1' } }), 900);
  });

  it('does not count successful logins, and a success clears the failures', async () => {
    const form = await register();
    const ip = freshIp();
    const login = (password: string) => call('POST', '/auth/login', { ip, body: { email: form.email, password } });
    for (let i = 0; i < 10; i++) expect((await login(form.password)).status).toBe(200);
    for (let i = 0; i < 4; i++) await login('wrong-pass1');
    expect((await login(form.password)).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await login('wrong-pass1')).status).toBe(422);
  });
});

describe('wrong passwords from strangers’ addresses (behind a trusted proxy, X-Forwarded-For from loopback)', () => {
  const stranger = (n: number) => `203.0.113.${n}`;
  const OWNER = '198.51.100.7';
  const through = (forwardedFor: string, email: string, password: string) =>
    call('POST', '/auth/login', { ip: '127.0.0.1', forwardedFor, body: { email, password } });

  it('five wrong passwords from five other addresses leave the owner’s password sign-in open at once', async () => {
    const form = await register();
    for (let n = 1; n <= 5; n++) expect((await through(stranger(n), form.email, 'wrong-pass1')).status).toBe(422);
    const owner = await through(OWNER, form.email, form.password);
    expect(owner.status, owner.raw).toBe(200);
  });

  it('many strangers only slow the account down, by a delay that grows to at most a minute', async () => {
    const form = await register();
    const { limit, backoff } = AUTH_LIMITS.passwordFailuresPerAccount;
    for (let n = 1; n <= limit; n++) expect((await through(stranger(100 + n), form.email, 'wrong-pass1')).status).toBe(422);
    const slowed = await through(OWNER, form.email, form.password);
    expectLoginRefused(slowed, backoff.baseMs / 1000);
    const waits: number[] = [];
    for (let n = 1; n <= 10; n++) {
      now += backoff.maxMs;
      expect((await through(stranger(200 + n), form.email, 'wrong-pass1')).status).toBe(422);
      waits.push(Number((await through(OWNER, form.email, form.password)).headers['retry-after']));
    }
    expect(waits.at(-1)).toBe(backoff.maxMs / 1000);
    expect(Math.max(...waits)).toBeLessThanOrEqual(60);
    now += backoff.maxMs;
    expect((await through(OWNER, form.email, form.password)).status).toBe(200);
  });

  it('keeps sign-in by code open while password sign-in is refused from that address', async () => {
    const form = await register();
    const ip = freshIp();
    for (let i = 0; i < 5; i++) await call('POST', '/auth/login', { ip, body: { email: form.email, password: 'wrong-pass1' } });
    expect((await call('POST', '/auth/login', { ip, body: { email: form.email, password: form.password } })).status).toBe(429);
    expect((await call('POST', '/auth/otp/request', { ip, body: { email: form.email } })).status).toBe(200);
    const code = await latestOtpCode(app, form.email);
    const signedIn = await call('POST', '/auth/otp/verify', { ip, body: { email: form.email, code } });
    expect(signedIn.status, signedIn.raw).toBe(200);
  });
});

describe('login failures per IP: 100 in 15 minutes, any email (an office or a carrier network shares one address)', () => {
  const { limit } = AUTH_LIMITS.loginFailuresPerIp;
  async function spray(ip: string, count: number) {
    for (let i = 0; i < count; i++) {
      expect((await call('POST', '/auth/login', { ip, body: { email: `spray${i}.${ip}@example.com`, password: 'wrong-pass1' } })).status).toBe(422);
    }
  }

  it('answers a wrong password from an address with many others’ failures as wrong, not as a wall', async () => {
    const ip = freshIp();
    await spray(ip, 20);
    const form = await register();
    paused.length = 0;
    const wrong = await call('POST', '/auth/login', { ip, body: { email: form.email, password: 'wrong-pass1' } });
    expect(wrong.status, wrong.raw).toBe(422);
    expect((await call('POST', '/auth/login', { ip, body: { email: form.email, password: form.password } })).status).toBe(200);
    expect(paused).toEqual([]);
  });

  it('over the limit, still accepts the correct password of an account with no failures of its own there', async () => {
    const ip = freshIp();
    await spray(ip, limit);
    const form = await register();
    paused.length = 0;
    const signedIn = await call('POST', '/auth/login', { ip, body: { email: form.email, password: form.password } });
    expect(signedIn.status, signedIn.raw).toBe(200);
    expect(paused).toEqual([]);
  });

  it('over the limit, gives each account one try from that address: then it waits, offered sign-in by code', async () => {
    const ip = freshIp();
    await spray(ip, limit);
    const form = await register();
    paused.length = 0;
    expect((await call('POST', '/auth/login', { ip, body: { email: form.email, password: 'wrong-pass1' } })).status).toBe(422);
    // The wrong password is answered late: spraying from the address slows down.
    expect(paused).toEqual([OVER_LIMIT_FAILURE_DELAY_MS]);
    expectLoginRefused(await call('POST', '/auth/login', { ip, body: { email: form.email, password: form.password } }), 900);
    // Elsewhere the account is not refused, and from the same address a code still signs in.
    expect((await call('POST', '/auth/login', { ip: freshIp(), body: { email: form.email, password: form.password } })).status).toBe(200);
    expect((await call('POST', '/auth/otp/request', { ip, body: { email: form.email } })).status).toBe(200);
    const code = await latestOtpCode(app, form.email);
    const byCode = await call('POST', '/auth/otp/verify', { ip, body: { email: form.email, code } });
    expect(byCode.status, byCode.raw).toBe(200);
  });

  it('limits wrong sign-in codes from one address apart: 20 in 15 minutes', async () => {
    const ip = freshIp();
    const { limit: codes } = AUTH_LIMITS.otpFailuresPerIp;
    for (let i = 0; i < codes; i++) {
      expect((await call('POST', '/auth/otp/verify', { ip, body: { email: `code${i}@example.com`, code: '000000' } })).status).toBe(422);
    }
    expectTooMany(await call('POST', '/auth/otp/verify', { ip, body: { email: 'code-last@example.com', code: '000000' } }), 900);
  });
});

describe('OTP requests: 3 per email and 10 per IP in 10 minutes', () => {
  it('answers 429 to the fourth request for an email, known or not', async () => {
    for (const email of [(await register()).email, 'ghost.otp@example.com']) {
      for (let i = 0; i < 3; i++) {
        expect((await call('POST', '/auth/otp/request', { ip: freshIp(), body: { email } })).status).toBe(200);
      }
      expectTooMany(await call('POST', '/auth/otp/request', { ip: freshIp(), body: { email } }), 600);
    }
    now += minutes(10);
    expect((await call('POST', '/auth/otp/request', { ip: freshIp(), body: { email: 'ghost.otp@example.com' } })).status).toBe(200);
  });

  it('answers 429 to the eleventh request from one address', async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i++) await call('POST', '/auth/otp/request', { ip, body: { email: `otp${i}@example.com` } });
    expectTooMany(await call('POST', '/auth/otp/request', { ip, body: { email: 'otp-last@example.com' } }), 600);
  });
});

describe('forgot-password requests: 3 per email in an hour', () => {
  it('answers 429 to the fourth request for an email until the hour has passed', async () => {
    const { email } = await register();
    for (let i = 0; i < 3; i++) {
      expect((await call('POST', '/auth/forgot-password', { ip: freshIp(), body: { email } })).status).toBe(200);
    }
    expectTooMany(await call('POST', '/auth/forgot-password', { ip: freshIp(), body: { email } }), 3600);
    now += minutes(59);
    expectTooMany(await call('POST', '/auth/forgot-password', { ip: freshIp(), body: { email } }), 60);
    now += minutes(1);
    expect((await call('POST', '/auth/forgot-password', { ip: freshIp(), body: { email } })).status).toBe(200);
  });
});

describe('the per-IP cap of @fastify/rate-limit', () => {
  it('answers 429 with Retry-After to the 21st registration from one address in 10 minutes', async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i++) await call('POST', '/auth/register', { ip, body: { email: 'bad' } });
    const answer = await call('POST', '/auth/register', { ip, body: userForm() });
    expect(answer.status).toBe(429);
    expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    expect(answer.body.message).toEqual(expect.any(String));
  });
});
