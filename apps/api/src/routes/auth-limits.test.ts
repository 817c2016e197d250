import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_LIMITS } from '../accounts/auth-limits';
import { authClient, userForm } from '../accounts/auth-test-client';
import { buildApp } from '../app';
import { openTestDatabase, testConfig } from '../test/build-test-app';
import { authRoutes } from './auth';

/**
 * The limits of issue 3 on a second copy of the auth routes whose limiters run on a clock the test moves;
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

beforeAll(async () => {
  app = await buildApp(testConfig(), { database: await openTestDatabase() });
  await app.register(authRoutes, { prefix: CLOCKED, clock: () => now });
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

describe('login failures per account: 5 in 15 minutes', () => {
  it('answers 429 with Retry-After from the sixth try, even with the right password, until the window passes', async () => {
    const form = await register();
    for (let i = 0; i < AUTH_LIMITS.loginFailuresPerAccount.limit; i++) {
      const answer = await call('POST', '/auth/login', { ip: freshIp(), body: { email: form.email, password: 'wrong-pass1' } });
      expect(answer.status).toBe(422);
      now += 1000;
    }
    const blocked = await call('POST', '/auth/login', { ip: freshIp(), body: { email: form.email, password: form.password } });
    expectTooMany(blocked, 15 * 60 - 5);
    now += minutes(15);
    const allowed = await call('POST', '/auth/login', { ip: freshIp(), body: { email: form.email, password: form.password } });
    expect(allowed.status).toBe(200);
  });

  it('counts an unknown email like a known one, so a 429 reveals nothing', async () => {
    for (let i = 0; i < 5; i++) {
      await call('POST', '/auth/login', { ip: freshIp(), body: { email: 'ghost@example.com', password: 'wrong-pass1' } });
    }
    expectTooMany(
      await call('POST', '/auth/login', { ip: freshIp(), body: { email: 'GHOST@example.com', password: 'wrong-pass1' } }),
      900,
    );
  });

  it('does not count successful logins, and a success clears the failures', async () => {
    const form = await register();
    const login = (password: string) => call('POST', '/auth/login', { ip: freshIp(), body: { email: form.email, password } });
    for (let i = 0; i < 10; i++) expect((await login(form.password)).status).toBe(200);
    for (let i = 0; i < 4; i++) await login('wrong-pass1');
    expect((await login(form.password)).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await login('wrong-pass1')).status).toBe(422);
  });
});

describe('login failures per IP: 20 in 15 minutes, any email', () => {
  it('blocks the address, not the accounts', async () => {
    const ip = freshIp();
    for (let i = 0; i < AUTH_LIMITS.loginFailuresPerIp.limit; i++) {
      await call('POST', '/auth/login', { ip, body: { email: `spray${i}@example.com`, password: 'wrong-pass1' } });
    }
    const form = await register();
    expectTooMany(await call('POST', '/auth/login', { ip, body: { email: form.email, password: form.password } }), 900);
    expect((await call('POST', '/auth/login', { ip: freshIp(), body: { email: form.email, password: form.password } })).status).toBe(
      200,
    );
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
