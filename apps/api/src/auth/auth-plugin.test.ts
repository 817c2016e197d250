import { KIOSK_DEVICE_HEADER } from '@aurelia/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { authTokens, users } from '../db/schema/index';
import { DEMO_SHOPPER, DEMO_STAFF } from '../seed/seed-database';
import { openTestDatabase, testConfig } from '../test/build-test-app';
import { required } from '../required';
import { openCounterSession } from '../test/counter-session';
import { BACK_OFFICE_ONLY_MESSAGE, COUNTER_ONLY_MESSAGE, currentUser, NOT_BACK_OFFICE_MESSAGE, staffActor } from './auth-plugin';
import { hashToken } from './tokens';

let app: FastifyInstance;
let shopperId: number;
let staffId: number;

beforeAll(async () => {
  const connection = await openTestDatabase({ seeded: true });
  app = await buildApp(testConfig(), { database: connection });
  app.get('/probe/user', { preHandler: app.requireUser }, async (request) => ({ id: currentUser(request).id }));
  app.get('/probe/optional', { preHandler: app.optionalUser }, async (request) => ({ id: request.auth?.user.id ?? null }));
  app.get('/probe/counter', { preHandler: app.requireCounterStaff }, async (request) => ({ id: currentUser(request).id }));
  app.get('/probe/back-office', { preHandler: app.requireBackOffice }, async (request) => staffActor(request));
  await app.ready();
  const idOf = async (email: string) =>
    required((await app.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0], email).id;
  shopperId = await idOf(DEMO_SHOPPER.email);
  staffId = await idOf(DEMO_STAFF.email);
});
afterAll(() => app.close());

const get = (url: string, token?: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers } });

describe('bearer tokens (docs/architecture.md: random, stored hashed, 7 days, revoked on logout)', () => {
  it('lets a request with a valid token through as its user', async () => {
    const token = await app.issueToken(shopperId);
    const res = await get('/probe/user', token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: shopperId });
  });

  it('stores only the hash of a token, which expires in 7 days', async () => {
    const token = await app.issueToken(shopperId);
    const rows = await app.db.select().from(authTokens).where(eq(authTokens.userId, shopperId));
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
    const row = required(rows.find((r) => r.tokenHash === hashToken(token)), 'the token row');
    const days = (row.expiresAt.getTime() - row.createdAt.getTime()) / 86_400_000;
    expect(days).toBeCloseTo(7, 1);
  });

  it.each([
    ['no header', undefined],
    ['an unknown token', 'not-a-real-token'],
  ])('answers 401 Unauthenticated. to %s', async (_case, token) => {
    const res = await get('/probe/user', token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Unauthenticated.' });
  });

  it('refuses a revoked token', async () => {
    const token = await app.issueToken(shopperId);
    await app.revokeToken(hashToken(token));
    expect((await get('/probe/user', token)).statusCode).toBe(401);
  });

  it('refuses an expired token', async () => {
    const token = await app.issueToken(shopperId);
    await app.db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authTokens.tokenHash, hashToken(token)));
    expect((await get('/probe/user', token)).statusCode).toBe(401);
  });

  it('treats a guest as a guest on an optional route, but refuses a bad token there', async () => {
    expect((await get('/probe/optional')).json()).toEqual({ id: null });
    expect((await get('/probe/optional', 'bogus')).statusCode).toBe(401);
    const token = await app.issueToken(shopperId);
    expect((await get('/probe/optional', token)).json()).toEqual({ id: shopperId });
  });

});

describe('counter powers: a PIN session on a kiosk, with that kiosk’s device header', () => {
  it('lets a staff session through with the device header of the kiosk it was opened on', async () => {
    const session = await openCounterSession(app, staffId);
    const res = await get('/probe/counter', undefined, session.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: staffId });
  });

  it('refuses a staff member’s or manager’s password sign-in (a web token) with 403, device header or not', async () => {
    const webToken = await app.issueToken(staffId);
    const kiosk = await openCounterSession(app, staffId);
    for (const headers of [{}, { [KIOSK_DEVICE_HEADER]: kiosk.device }] as Record<string, string>[]) {
      const res = await get('/probe/counter', webToken, headers);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: COUNTER_ONLY_MESSAGE });
    }
  });

  it('refuses a PIN session without its kiosk’s header, or with another kiosk’s (403)', async () => {
    const session = await openCounterSession(app, staffId);
    const other = await openCounterSession(app, staffId);
    expect((await get('/probe/counter', session.token)).statusCode).toBe(403);
    expect((await get('/probe/counter', session.token, { [KIOSK_DEVICE_HEADER]: other.device })).statusCode).toBe(403);
    expect((await get('/probe/counter', session.token, { [KIOSK_DEVICE_HEADER]: 'x'.repeat(43) })).statusCode).toBe(403);
  });

  it('answers 403 to a shopper and 401 to a guest', async () => {
    expect((await get('/probe/counter', await app.issueToken(shopperId))).statusCode).toBe(403);
    expect((await get('/probe/counter')).statusCode).toBe(401);
  });
});

describe('back-office tokens open the back office only, and only theirs open it', () => {
  it('lets a store manager in with a back-office token, as a manager of their one store, for 12 hours', async () => {
    const token = await app.issueToken(staffId, 'back_office');
    const res = await get('/probe/back-office', token);
    expect(res.statusCode).toBe(200);
    const staff = required((await app.db.select().from(users).where(eq(users.id, staffId)))[0], 'staff');
    expect(res.json()).toMatchObject({ userId: staffId, role: 'manager', storeIds: [staff.storeId] });
    const row = required((await app.db.select().from(authTokens).where(eq(authTokens.tokenHash, hashToken(token))))[0], 'row');
    expect(row.purpose).toBe('back_office');
    expect((row.expiresAt.getTime() - row.createdAt.getTime()) / 3_600_000).toBeCloseTo(12, 1);
  });

  it('refuses a shop token at the back office, and a back-office token at the shop, with 403', async () => {
    const shopToken = await app.issueToken(staffId);
    const backOffice = await get('/probe/back-office', shopToken);
    expect(backOffice.statusCode).toBe(403);
    expect(backOffice.json()).toEqual({ message: NOT_BACK_OFFICE_MESSAGE });
    const officeToken = await app.issueToken(staffId, 'back_office');
    const shop = await get('/probe/user', officeToken);
    expect(shop.statusCode).toBe(403);
    expect(shop.json()).toEqual({ message: BACK_OFFICE_ONLY_MESSAGE });
  });

  it('refuses a shopper even with a back-office token (403), and no token at all with 401', async () => {
    const token = await app.issueToken(shopperId, 'back_office');
    expect((await get('/probe/back-office', token)).statusCode).toBe(403);
    expect((await get('/probe/back-office')).statusCode).toBe(401);
  });
});
