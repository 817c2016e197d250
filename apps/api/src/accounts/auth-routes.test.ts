import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authClient, userForm } from '../test/auth-test-client';
import { authTokens, mailOutbox, users } from '../db/schema/index';
import { DEMO_SHOPPER, DEMO_STAFF } from '../seed/seed-database';
import { buildTestApp } from '../test/build-test-app';
import { CREDENTIALS_MISMATCH } from './auth-routes';

let app: FastifyInstance;
let call: ReturnType<typeof authClient>;
let nextIp = 1;
/** A fresh caller address per test, so the per-IP limits never decide a test they are not about. */
const freshIp = () => `10.1.0.${nextIp++}`;

beforeAll(async () => {
  ({ app } = await buildTestApp());
  call = authClient(app);
});
afterAll(async () => {
  await app?.close();
});

async function register(overrides: Record<string, unknown> = {}) {
  const form = userForm(overrides);
  const answer = await call('POST', '/auth/register', { body: form, ip: freshIp() });
  expect(answer.status, answer.raw).toBe(200);
  return { form, token: answer.body['access_token'] as string, answer };
}

describe('POST /auth/register', () => {
  it('creates a customer and answers with access_token and user, never the password', async () => {
    const { form, token, answer } = await register({ email: 'New.Shopper@Example.com' });
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(answer.body['user']).toMatchObject({
      name: form.name,
      email: 'new.shopper@example.com',
      phone: '9876543210',
      phone_country_number: '91',
      phone_country_code: 'IN',
      role: 'customer',
      email_verified_at: null,
    });
    expect(answer.raw).not.toContain(form.password);
    expect(answer.raw).not.toContain('password');
  });

  it('stores an argon2id hash, never the password', async () => {
    const { form } = await register();
    const [row] = await app.db.select().from(users).where(eq(users.email, form.email));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row?.passwordHash).not.toContain(form.password);
  });

  it('sends a welcome email and a link to verify the address, after the answer, without the password', async () => {
    const { form } = await register();
    await app.afterReplySettled();
    const mails = await app.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, form.email));
    expect(mails.map((mail) => mail.subject)).toEqual(['Welcome to Aurelia', 'Confirm your email address for Aurelia']);
    for (const mail of mails) expect(`${mail.bodyText}${mail.bodyHtml}`).not.toContain(form.password);
  });

  it('reports every bad field at its key, the confirmation included', async () => {
    const answer = await call('POST', '/auth/register', {
      ip: freshIp(),
      body: userForm({ name: 'A', email: 'asha@', phone: '12', password: 'kundan2025', password_confirmation: 'other' }),
    });
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe('Please check the highlighted fields.');
    // One sentence a person can act on per field, never Zod's own text.
    expect(answer.body.errors).toEqual({
      name: ['Enter your full name: at least 2 characters'],
      email: ['Enter a valid email address, like name@example.com'],
      phone: ['Enter a 10-digit mobile number starting with 6, 7, 8 or 9'],
      password_confirmation: ['The password confirmation does not match'],
    });
    expect(answer.raw).not.toContain('kundan2025');
  });

  it('requires password_confirmation and a password of 8 characters with a letter and a digit', async () => {
    const missing = userForm();
    delete (missing as Partial<typeof missing>).password_confirmation;
    const noConfirmation = await call('POST', '/auth/register', { ip: freshIp(), body: missing });
    expect(Object.keys(noConfirmation.body.errors ?? {})).toEqual(['password_confirmation']);
    const weak = await call('POST', '/auth/register', {
      ip: freshIp(),
      body: userForm({ password: 'short1', password_confirmation: 'short1' }),
    });
    expect(weak.body.errors).toEqual({ password: ['Use at least 8 characters, with at least one letter and one digit'] });
  });

  it('answers a taken email, whatever its case, as it answers a new one, and mails the owner instead', async () => {
    const { form, answer: fresh } = await register();
    const taken = await call('POST', '/auth/register', {
      ip: freshIp(),
      body: userForm({ name: 'Someone Else', email: form.email.toUpperCase(), password: 'other-pass9', password_confirmation: 'other-pass9' }),
    });
    expect(taken.status, taken.raw).toBe(200);
    expect(Object.keys(taken.body).sort()).toEqual(Object.keys(fresh.body).sort());
    const [freshUser, takenUser] = [fresh.body['user'], taken.body['user']] as Record<string, unknown>[];
    expect(Object.keys(takenUser ?? {}).sort()).toEqual(Object.keys(freshUser ?? {}).sort());
    expect(takenUser).toMatchObject({ email: form.email, name: 'Someone Else', email_verified_at: null, role: 'customer' });
    expect(takenUser?.['id']).toBeGreaterThan(freshUser?.['id'] as number);
    expect(taken.body['access_token']).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // The token opens nothing, the account is unchanged, and its owner hears of the attempt.
    expect((await call('GET', '/user', { token: taken.body['access_token'] as string })).status).toBe(401);
    expect((await call('POST', '/auth/login', { ip: freshIp(), body: { email: form.email, password: 'other-pass9' } })).status).toBe(422);
    expect((await call('POST', '/auth/login', { ip: freshIp(), body: { email: form.email, password: form.password } })).status).toBe(200);
    await app.afterReplySettled();
    const subjects = (await app.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, form.email))).map((m) => m.subject);
    expect(subjects.filter((subject) => subject.startsWith('Someone tried to sign up'))).toHaveLength(1);
    expect(subjects.filter((subject) => subject.startsWith('Confirm your email'))).toHaveLength(1);

    const seeded = await call('POST', '/auth/register', { ip: freshIp(), body: userForm({ email: DEMO_SHOPPER.email }) });
    expect(seeded.status).toBe(200);
    expect(seeded.body['user']).toMatchObject({ email: DEMO_SHOPPER.email, email_verified_at: null });
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('POST /auth/login', () => {
  it('signs the demo shopper in, email in any case', async () => {
    const answer = await call('POST', '/auth/login', {
      ip: freshIp(),
      body: { email: ` ${DEMO_SHOPPER.email.toUpperCase()} `, password: DEMO_SHOPPER.password },
    });
    expect(answer.status).toBe(200);
    expect(answer.body['user']).toMatchObject({ email: DEMO_SHOPPER.email, role: 'customer' });
    expect(answer.raw).not.toContain(DEMO_SHOPPER.password);
    const staff = await call('POST', '/auth/login', { ip: freshIp(), body: DEMO_STAFF });
    expect(staff.body['user']).toMatchObject({ role: 'staff' });
  });

  it("upgrades a hash made with the seed's parameters to the current ones on a successful login", async () => {
    const hashOf = async () => (await app.db.select().from(users).where(eq(users.email, DEMO_STAFF.email)))[0]?.passwordHash;
    const login = () => call('POST', '/auth/login', { ip: freshIp(), body: DEMO_STAFF });
    expect((await login()).status).toBe(200);
    expect(await hashOf()).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect((await login()).status).toBe(200);
  });

  it('gives a wrong password and an unknown email the same 422 at email', async () => {
    const wrong = await call('POST', '/auth/login', {
      ip: freshIp(),
      body: { email: DEMO_SHOPPER.email, password: 'not-the-password1' },
    });
    const unknown = await call('POST', '/auth/login', {
      ip: freshIp(),
      body: { email: 'nobody@example.com', password: 'not-the-password1' },
    });
    expect(wrong.status).toBe(422);
    expect(unknown.status).toBe(422);
    expect(wrong.body).toEqual({ message: 'Please check the highlighted fields.', errors: { email: [CREDENTIALS_MISMATCH] } });
    expect(unknown.raw).toBe(wrong.raw);
  });

  it('takes about as long for an unknown email as for a wrong password (a dummy hash is verified)', async () => {
    const { form } = await register();
    // CPU time of this process (the argon2 threads included), not wall time: other work on the machine cannot
    // stretch one side of the comparison.
    const time = async (email: string) => {
      const started = process.cpuUsage();
      await call('POST', '/auth/login', { ip: freshIp(), body: { email, password: 'not-the-password1' } });
      const { user, system } = process.cpuUsage(started);
      return user + system;
    };
    await time('warm-up@example.com');
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 3; i++) {
      known.push(await time(form.email));
      unknown.push(await time(`nobody${i}@example.com`));
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[1] ?? 0;
    // An unknown email without the dummy verification would answer in a fraction of the time.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.4);
  });

  it('refuses an empty password or a bad email as validation, at their keys', async () => {
    const answer = await call('POST', '/auth/login', { ip: freshIp(), body: { email: 'x', password: '' } });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.errors ?? {}).sort()).toEqual(['email', 'password']);
  });
});

describe('the token: GET /user and POST /auth/logout', () => {
  it('works on GET /user and dies after logout', async () => {
    const { token, form } = await register();
    const user = await call('GET', '/user', { token });
    expect(user.status).toBe(200);
    expect(user.body['data']).toMatchObject({ email: form.email });
    expect(user.raw).not.toContain('password');

    const logout = await call('POST', '/auth/logout', { token });
    expect(logout.status).toBe(200);
    expect(logout.body).toEqual({ message: 'Logged out.' });
    expect((await call('GET', '/user', { token })).body).toEqual({ message: 'Unauthenticated.' });
    expect((await call('POST', '/auth/logout', { token })).status).toBe(401);
  });

  it('revokes only the token used: another session stays signed in', async () => {
    const { token, form } = await register();
    const other = await call('POST', '/auth/login', { ip: freshIp(), body: { email: form.email, password: form.password } });
    await call('POST', '/auth/logout', { token });
    expect((await call('GET', '/user', { token: other.body['access_token'] as string })).status).toBe(200);
  });

  it('answers 401 Unauthenticated. without a token', async () => {
    for (const [method, path] of [
      ['GET', '/user'],
      ['POST', '/auth/logout'],
      ['PUT', '/user'],
      ['PUT', '/user/password'],
    ] as const) {
      const answer = await call(method, path, { body: method === 'PUT' ? {} : undefined });
      expect(answer.status, path).toBe(401);
      expect(answer.body).toEqual({ message: 'Unauthenticated.' });
    }
  });
});

describe('PUT /user', () => {
  const profile = {
    name: 'Asha R. Rao',
    phone: '9123456789',
    phone_country_number: '44',
    phone_country_code: 'gb',
  };

  it('updates the profile and keeps the email verified when it is unchanged', async () => {
    const { token, form } = await register();
    await app.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.email, form.email));
    const answer = await call('PUT', '/user', { token, body: { ...profile, email: form.email.toUpperCase() } });
    expect(answer.status, answer.raw).toBe(200);
    expect(answer.body['data']).toMatchObject({ ...profile, phone_country_code: 'GB', email: form.email });
    expect((answer.body['data'] as { email_verified_at: unknown }).email_verified_at).not.toBeNull();
    expect((await call('GET', '/user', { token })).body['data']).toMatchObject({ name: profile.name });
  });

  it("refuses another user's email whatever its case, at email, and re-validates every field", async () => {
    const { token, form } = await register();
    const taken = await call('PUT', '/user', {
      token,
      body: { ...profile, email: DEMO_SHOPPER.email.toUpperCase(), current_password: form.password },
    });
    expect(taken.status).toBe(422);
    expect(taken.body.errors).toEqual({ email: ['The email has already been taken.'] });
    const bad = await call('PUT', '/user', { token, body: { ...profile, email: 'nope', phone: 'abc' } });
    expect(Object.keys(bad.body.errors ?? {}).sort()).toEqual(['email', 'phone']);
  });
});

describe('PUT /user/password', () => {
  it('changes the password, keeps this session and signs out the others', async () => {
    const { token, form } = await register();
    const other = (await call('POST', '/auth/login', { ip: freshIp(), body: { email: form.email, password: form.password } }))
      .body['access_token'] as string;
    const answer = await call('PUT', '/user/password', {
      token,
      body: { current_password: form.password, password: 'polki2026x', password_confirmation: 'polki2026x' },
    });
    expect(answer.status, answer.raw).toBe(200);
    expect(answer.raw).not.toContain('polki2026x');
    expect((await call('GET', '/user', { token })).status).toBe(200);
    expect((await call('GET', '/user', { token: other })).status).toBe(401);

    const oldLogin = await call('POST', '/auth/login', { ip: freshIp(), body: { email: form.email, password: form.password } });
    expect(oldLogin.status).toBe(422);
    const newLogin = await call('POST', '/auth/login', { ip: freshIp(), body: { email: form.email, password: 'polki2026x' } });
    expect(newLogin.status).toBe(200);
    const [row] = await app.db.select().from(users).where(eq(users.email, form.email));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('refuses a wrong current password at current_password, changing nothing', async () => {
    const { token, form } = await register();
    const answer = await call('PUT', '/user/password', {
      token,
      body: { current_password: 'wrong-pass1', password: 'polki2026x', password_confirmation: 'polki2026x' },
    });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ current_password: ['The current password is incorrect.'] });
    expect((await call('POST', '/auth/login', { ip: freshIp(), body: { email: form.email, password: form.password } })).status).toBe(
      200,
    );
  });

  it('refuses a confirmation that differs, at password_confirmation', async () => {
    const { token, form } = await register();
    const answer = await call('PUT', '/user/password', {
      token,
      body: { current_password: form.password, password: 'polki2026x', password_confirmation: 'polki2026y' },
    });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.errors ?? {})).toEqual(['password_confirmation']);
  });
});

describe('what the database keeps', () => {
  it('keeps tokens only as hashes, and no password in any column of users or the outbox', async () => {
    const { token, form } = await register();
    const rows = await app.db.select().from(authTokens).where(eq(authTokens.tokenHash, token));
    expect(rows).toEqual([]);
    const dump = await app.db.execute(sql`select (select json_agg(u) from users u)::text || (select json_agg(m) from mail_outbox m)::text as all`);
    const text = JSON.stringify(dump);
    expect(text).not.toContain(form.password);
    expect(text).not.toContain(DEMO_SHOPPER.password);
  });
});
