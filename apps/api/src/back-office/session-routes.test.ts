import { ROLE_RIGHTS } from '@aurelia/domain';
import { backOfficeProfileResponseSchema, backOfficeSessionSchema, backOfficeSignInResponseSchema } from '@aurelia/contracts';
import { like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREDENTIALS_MISMATCH } from '../accounts/auth-routes';
import { otpCodes } from '../db/schema/index';
import { DEMO_ADMIN, DEMO_KIOSK_STAFF, DEMO_SHOPPER, DEMO_STAFF } from '../seed/seed-database';
import { latestOtpCode } from '../test/auth-test-client';
import { buildTestApp } from '../test/build-test-app';
import { required } from '../required';
import { STAFF_USE_KIOSK_MESSAGE } from './back-office-access';
import { backOfficeClient, userIds } from './back-office-test-helpers';
import { BACK_OFFICE_CODE_INVALID } from './session-routes';

let app: FastifyInstance;
let call: ReturnType<typeof backOfficeClient>;
let ids: Map<string, number>;
let nextIp = 1;
const freshIp = () => `10.61.0.${nextIp++}`;
const meera = required(DEMO_KIOSK_STAFF[4], 'Meera');
const anjali = required(DEMO_KIOSK_STAFF[1], 'Anjali');

beforeAll(async () => {
  ({ app } = await buildTestApp());
  call = backOfficeClient(app);
  ids = await userIds(app);
});
afterAll(async () => {
  await app?.close();
});

const signIn = (email: string, password: string, ip = freshIp()) => call('POST', '/back-office/session', { ip, body: { email, password } });

/** An admin's password step: the challenge, and the code mailed for it. */
async function adminChallenge(ip = freshIp()) {
  app.authLimits.otpRequestsPerEmail.clear(`back-office:${DEMO_ADMIN.email}`);
  const answer = await signIn(DEMO_ADMIN.email, DEMO_ADMIN.password, ip);
  expect(answer.status).toBe(200);
  const body = backOfficeSignInResponseSchema.parse(answer.body);
  if (body.status !== 'code_sent') throw new Error('an admin was signed in without a code');
  return { challenge: body.challenge, code: await latestOtpCode(app, DEMO_ADMIN.email) };
}

describe('POST /back-office/session', () => {
  it('signs a manager in with their password: a back-office token, their store and their role’s rights', async () => {
    const answer = await signIn(DEMO_STAFF.email, DEMO_STAFF.password);
    expect(answer.status).toBe(200);
    const session = backOfficeSessionSchema.parse(answer.body);
    expect(session.staff).toMatchObject({ name: 'Rahul Mehta', role: 'manager', stores: [{ slug: 'mumbai-bandra' }] });
    expect(session.staff.rights).toEqual([...ROLE_RIGHTS.manager]);
    expect(new Date(session.expires_at).getTime() - Date.now()).toBeGreaterThan(11 * 3600_000);
    const me = await call('GET', '/back-office/me', { token: session.access_token });
    expect(me.status).toBe(200);
    expect(backOfficeProfileResponseSchema.parse(me.body).data.email).toBe(DEMO_STAFF.email);
    // A back-office token is not a shop token.
    expect((await call('GET', '/user', { token: session.access_token })).status).toBe(403);
  });

  it('signs Meera in as the manager of the second store only', async () => {
    const session = backOfficeSessionSchema.parse((await signIn(meera.email, DEMO_STAFF.password)).body);
    expect(session.staff).toMatchObject({ name: 'Meera Iyer', role: 'manager', stores: [{ slug: 'delhi-connaught-place' }] });
  });

  it.each([
    ['a wrong password', DEMO_STAFF.email, 'Wrong#2026'],
    ['an unknown email', 'nobody@aurelia.test', 'Staff#2026'],
    ['a shopper’s right password', DEMO_SHOPPER.email, DEMO_SHOPPER.password],
  ])('answers %s with the same 401', async (_case, email, password) => {
    const answer = await signIn(email, password);
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ message: CREDENTIALS_MISMATCH });
  });

  it('refuses staff who are not managers with 403, pointing at the kiosk', async () => {
    const answer = await signIn(anjali.email, DEMO_STAFF.password);
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe(STAFF_USE_KIOSK_MESSAGE);
  });

  it('answers 422 with field errors for a malformed body', async () => {
    const answer = await call('POST', '/back-office/session', { ip: freshIp(), body: { email: 'not an email' } });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.errors ?? {}).sort()).toEqual(['email', 'password']);
  });

  it('answers 429 with Retry-After after 5 wrong passwords for an account from one address, even for the right one', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) expect((await signIn(meera.email, `Wrong#${i}000`, ip)).status).toBe(401);
    const refused = await signIn(meera.email, DEMO_STAFF.password, ip);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    app.authLimits.passwordFailuresPerAccountIp.clear(`${meera.email}|${ip}`);
    app.authLimits.passwordFailuresPerAccount.clear(meera.email);
  });
});

describe('an admin’s second factor', () => {
  it('mails a 6-digit code for the challenge; the code and challenge together open the session', async () => {
    const { challenge, code } = await adminChallenge();
    expect(code).toMatch(/^\d{6}$/);
    const answer = await call('POST', '/back-office/session/code', { ip: freshIp(), body: { challenge, code } });
    expect(answer.status).toBe(200);
    const session = backOfficeSessionSchema.parse(answer.body);
    expect(session.staff.role).toBe('admin');
    expect(session.staff.rights).toContain('settings.edit');
    expect(session.staff.stores.length).toBeGreaterThanOrEqual(6);
    // The code works once.
    const again = await call('POST', '/back-office/session/code', { ip: freshIp(), body: { challenge, code } });
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual({ code: [BACK_OFFICE_CODE_INVALID] });
  });

  it('kills the challenge after 5 wrong codes: the right code no longer opens it', async () => {
    const { challenge, code } = await adminChallenge();
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      expect((await call('POST', '/back-office/session/code', { ip: freshIp(), body: { challenge, code: wrong } })).status).toBe(422);
    }
    const right = await call('POST', '/back-office/session/code', { ip: freshIp(), body: { challenge, code } });
    expect(right.status).toBe(422);
    expect(right.body.errors).toEqual({ code: [BACK_OFFICE_CODE_INVALID] });
  });

  it('ends an earlier challenge when the admin signs in again, and refuses a forged challenge', async () => {
    const first = await adminChallenge();
    await adminChallenge();
    expect((await call('POST', '/back-office/session/code', { ip: freshIp(), body: first })).status).toBe(422);
    const adminId = required(ids.get(DEMO_ADMIN.email), 'the admin');
    const forged = { challenge: `${adminId}.${'x'.repeat(43)}`, code: first.code };
    expect((await call('POST', '/back-office/session/code', { ip: freshIp(), body: forged })).status).toBe(422);
    // Codes are stored hashed, under a recipient that is not the challenge.
    const rows = await app.db.select().from(otpCodes).where(like(otpCodes.recipient, `back-office:${adminId}:%`));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.codeHash).toMatch(/^\$argon2id\$/);
      expect(row.recipient).not.toContain(first.challenge.split('.')[1]);
    }
  });

  it('opens one session when the right code is sent many times at once', async () => {
    const { challenge, code } = await adminChallenge();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => call('POST', '/back-office/session/code', { ip: freshIp(), body: { challenge, code } })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 422, 422, 422, 422, 422]);
  });

  it('answers 422 for a code that is not 6 digits', async () => {
    const answer = await call('POST', '/back-office/session/code', { ip: freshIp(), body: { challenge: 'x', code: '12' } });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.errors ?? {})).toEqual(['code']);
  });

  it('limits the codes mailed for one admin to 3 in 10 minutes', async () => {
    const ip = freshIp();
    app.authLimits.otpRequestsPerEmail.clear(`back-office:${DEMO_ADMIN.email}`);
    for (let i = 0; i < 3; i++) expect((await signIn(DEMO_ADMIN.email, DEMO_ADMIN.password, ip)).status).toBe(200);
    expect((await signIn(DEMO_ADMIN.email, DEMO_ADMIN.password, ip)).status).toBe(429);
    app.authLimits.otpRequestsPerEmail.clear(`back-office:${DEMO_ADMIN.email}`);
  });
});

describe('GET /back-office/me and DELETE /back-office/session', () => {
  it('answers 401 without a token and 403 with a shop token', async () => {
    expect((await call('GET', '/back-office/me')).status).toBe(401);
    const shopToken = await app.issueToken(required(ids.get(DEMO_STAFF.email), 'Rahul'));
    const refused = await call('GET', '/back-office/me', { token: shopToken });
    expect(refused.status).toBe(403);
    expect((await call('DELETE', '/back-office/session', { token: shopToken })).status).toBe(403);
  });

  it('signs out: the token stops working', async () => {
    const token = await app.issueToken(required(ids.get(DEMO_STAFF.email), 'Rahul'), 'back_office');
    expect((await call('GET', '/back-office/me', { token })).status).toBe(200);
    const out = await call('DELETE', '/back-office/session', { token });
    expect(out.status).toBe(200);
    expect((await call('GET', '/back-office/me', { token })).status).toBe(401);
  });
});

describe('GET /back-office/stores', () => {
  it('lists every store for an admin and their own for a manager', async () => {
    const admin = await app.issueToken(required(ids.get(DEMO_ADMIN.email), 'admin'), 'back_office');
    const manager = await app.issueToken(required(ids.get(meera.email), 'Meera'), 'back_office');
    const all = (await call('GET', '/back-office/stores', { token: admin })).body.data as { slug: string }[];
    expect(all.length).toBeGreaterThanOrEqual(6);
    expect(all[0]?.slug).toBe('mumbai-bandra');
    expect((await call('GET', '/back-office/stores', { token: manager })).body.data).toEqual([
      expect.objectContaining({ slug: 'delhi-connaught-place', name: 'Aurelia Connaught Place' }),
    ]);
    expect((await call('GET', '/back-office/stores')).status).toBe(401);
  });
});
