import { KIOSK_PIN_MAX_ATTEMPTS, STAFF_PIN_MAX_ATTEMPTS } from '@aurelia/domain';
import { KIOSK_DEVICE_HEADER, kioskDeviceStateResponseSchema, kioskRegistrationResponseSchema, managedKioskListResponseSchema } from '@aurelia/contracts';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, freezeClock, TEST_NOW, userIdByEmail } from '../test/appointment-helpers';
import { auditLog, users } from '../db/schema/index';
import { openCounterSession } from '../test/counter-session';
import { required } from '../required';
import { DEMO_KIOSK_STAFF, DEMO_STAFF } from '../seed/seed-database';
import { buildTestApp } from '../test/build-test-app';

let app: FastifyInstance;
let managerWebToken: string;
const [manager, anjali, vikram, kavya] = DEMO_KIOSK_STAFF;
const ids: Record<string, number> = {};
/** 02:00 in India, the night after TEST_NOW: every store is closed. */
const NIGHT = new Date(TEST_NOW.getTime() + 14 * 3_600_000);

async function newKiosk(name = 'Front counter'): Promise<{ id: number; token: string }> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/kiosk/devices',
    headers: bearer(managerWebToken),
    payload: { password: DEMO_STAFF.password, store: 'mumbai-bandra', name },
  });
  expect(response.statusCode, response.body).toBe(201);
  const { data } = kioskRegistrationResponseSchema.parse(response.json());
  return { id: data.device.id, token: data.device_token };
}

const unlock = (device: string, staffId: number, pin: string) =>
  app.inject({ method: 'POST', url: '/api/v1/kiosk/unlock', headers: { [KIOSK_DEVICE_HEADER]: device }, payload: { staff_id: staffId, pin } });

async function pinSession(device: string, member: { email: string; pin: string }): Promise<Record<string, string>> {
  const response = await unlock(device, required(ids[member.email], member.email), member.pin);
  expect(response.statusCode, response.body).toBe(200);
  return { authorization: `Bearer ${response.json().data.access_token as string}`, [KIOSK_DEVICE_HEADER]: device };
}

const todaysAppointments = (headers: Record<string, string>) => app.inject({ method: 'GET', url: '/api/v1/staff/appointments', headers });

beforeAll(async () => {
  freezeClock();
  ({ app } = await buildTestApp());
  for (const member of DEMO_KIOSK_STAFF) ids[member.email] = await userIdByEmail(app, member.email);
  managerWebToken = await app.issueToken(required(ids[DEMO_STAFF.email], 'the manager'));
});
afterEach(async () => {
  vi.setSystemTime(TEST_NOW);
  await app.db.update(users).set({ pinFailedAttempts: 0, pinLockedUntil: null });
});
afterAll(async () => {
  await app?.close();
  vi.useRealTimers();
});

describe('a kiosk PIN session', () => {
  it('has counter powers only: the account’s own calls and kiosk set-up answer 403', async () => {
    const { token } = await newKiosk();
    const session = await pinSession(token, manager);
    expect((await todaysAppointments(session)).statusCode).toBe(200);
    const refused = [
      ['GET', '/api/v1/user'],
      ['PUT', '/api/v1/user'],
      ['GET', '/api/v1/orders'],
      ['GET', '/api/v1/addresses'],
      ['GET', '/api/v1/wishlist'],
      ['GET', '/api/v1/staff/kiosks'],
      ['POST', '/api/v1/kiosk/devices'],
    ] as const;
    for (const [method, url] of refused) {
      const response = await app.inject({
        method,
        url,
        headers: session,
        payload: url === '/api/v1/kiosk/devices' ? { password: DEMO_STAFF.password, store: 'mumbai-bandra', name: 'By PIN' } : undefined,
      });
      expect([method, url, response.statusCode, response.json().message]).toEqual([
        method,
        url,
        403,
        'A kiosk PIN opens the counter only: sign in with your password for your account.',
      ]);
    }
  });

  it('may still sign out, which ends it', async () => {
    const { token } = await newKiosk();
    const session = await pinSession(token, anjali);
    expect((await app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: session })).statusCode).toBe(200);
    expect((await todaysAppointments(session)).statusCode).toBe(401);
  });
});

describe('registering a kiosk', () => {
  it('asks the manager’s password again: 422 when it is wrong', async () => {
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/v1/kiosk/devices',
      headers: bearer(managerWebToken),
      payload: { password: 'not-the-password', store: 'mumbai-bandra', name: 'Front counter' },
    });
    expect([wrong.statusCode, wrong.json().errors]).toEqual([422, { password: ['These credentials do not match our records.'] }]);
  });
});

describe('a manager’s kiosks', () => {
  it('are listed for their store, and revoking one ends its PIN sessions at once', async () => {
    const { id, token } = await newKiosk('To revoke');
    const session = await pinSession(token, vikram);
    const listed = managedKioskListResponseSchema.parse((await app.inject({ method: 'GET', url: '/api/v1/staff/kiosks', headers: bearer(managerWebToken) })).json());
    expect(listed.data.find((kiosk) => kiosk.id === id)).toMatchObject({
      name: 'To revoke',
      revoked_at: null,
      registered_by: { id: ids[DEMO_STAFF.email], name: manager.name },
      store: { slug: 'mumbai-bandra' },
    });

    const revoke = (payload?: object) => app.inject({ method: 'POST', url: `/api/v1/staff/kiosks/${id}/revoke`, headers: bearer(managerWebToken), payload });
    expect((await revoke({ reason: '' })).json().errors).toEqual({ reason: ['Say why this kiosk is revoked'] });
    expect((await unlock(token, required(ids[vikram.email], 'Vikram'), vikram.pin)).statusCode).toBe(200);
    const revoked = await revoke({ reason: 'Tablet stolen' });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json().data.revoked_at).toBe(TEST_NOW.toISOString());
    expect((await todaysAppointments(session)).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/v1/kiosk/device', headers: { [KIOSK_DEVICE_HEADER]: token } })).statusCode).toBe(401);
    const [audit] = await app.db.select().from(auditLog).where(eq(auditLog.action, 'kiosk.revoke')).orderBy(desc(auditLog.id)).limit(1);
    expect(audit).toMatchObject({ actorUserId: ids[DEMO_STAFF.email], reason: 'Tablet stolen', after: { kiosk_id: id } });
  });

  it('are another store’s manager’s business only as a 404, and staff who are not managers get 403', async () => {
    const { id } = await newKiosk('Bandra only');
    const delhiManager = required(ids[kavya.email], 'Kavya');
    await app.db.update(users).set({ isManager: true }).where(eq(users.id, delhiManager));
    try {
      const delhiToken = await app.issueToken(delhiManager);
      const revoke = await app.inject({ method: 'POST', url: `/api/v1/staff/kiosks/${id}/revoke`, headers: bearer(delhiToken), payload: { reason: 'Not ours' } });
      expect(revoke.statusCode).toBe(404);
      const theirs = managedKioskListResponseSchema.parse((await app.inject({ method: 'GET', url: '/api/v1/staff/kiosks', headers: bearer(delhiToken) })).json());
      expect(theirs.data.map((kiosk) => kiosk.id)).not.toContain(id);
    } finally {
      await app.db.update(users).set({ isManager: false }).where(eq(users.id, delhiManager));
    }
    const colleague = await app.issueToken(required(ids[anjali.email], 'Anjali'));
    expect((await app.inject({ method: 'GET', url: '/api/v1/staff/kiosks', headers: bearer(colleague) })).statusCode).toBe(403);
    expect((await app.inject({ method: 'POST', url: `/api/v1/staff/kiosks/${id}/revoke`, headers: bearer(colleague), payload: { reason: 'Not mine' } })).statusCode).toBe(403);
  });
});

describe('wrong PINs on one kiosk', () => {
  it('lock the kiosk, not each staff member: 429 with Retry-After once the kiosk is over its limit', async () => {
    const { token } = await newKiosk();
    const members = [anjali, vikram, manager];
    const statuses: number[] = [];
    for (let attempt = 0; attempt < KIOSK_PIN_MAX_ATTEMPTS; attempt += 1) {
      const member = members[attempt % members.length] ?? anjali;
      statuses.push((await unlock(token, required(ids[member.email], member.email), '0000')).statusCode);
    }
    expect(statuses.slice(0, -1).every((status) => status === 401)).toBe(true);
    const locked = await unlock(token, required(ids[anjali.email], 'Anjali'), anjali.pin);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/on this kiosk/);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    const people = await app.db.select({ lockedUntil: users.pinLockedUntil }).from(users);
    expect(people.every((person) => person.lockedUntil === null)).toBe(true);
    // Another kiosk of the store still opens for them.
    const other = await newKiosk('Back counter');
    expect((await unlock(other.token, required(ids[anjali.email], 'Anjali'), anjali.pin)).statusCode).toBe(200);
  });

  it('a manager lifts a staff member’s lock-out with their password, and it is audited', async () => {
    const { token } = await newKiosk();
    const vikramId = required(ids[vikram.email], 'Vikram');
    for (let attempt = 0; attempt < STAFF_PIN_MAX_ATTEMPTS; attempt += 1) await unlock(token, vikramId, '0000');
    const fresh = await newKiosk('Second counter');
    expect((await unlock(fresh.token, vikramId, vikram.pin)).statusCode).toBe(429);

    const clear = (body: object) =>
      app.inject({ method: 'POST', url: `/api/v1/kiosk/staff/${vikramId}/clear-pin-lock`, headers: { [KIOSK_DEVICE_HEADER]: fresh.token }, payload: body });
    const wrong = await clear({ manager_email: manager.email, password: 'wrong-password' });
    expect(wrong.statusCode).toBe(422);
    // The demo staff share one password: Anjali's is right, but she is not a manager.
    const colleague = await clear({ manager_email: anjali.email, password: DEMO_STAFF.password });
    expect([colleague.statusCode, colleague.json().message]).toEqual([403, 'Only a manager of this store can do this.']);
    const state = kioskDeviceStateResponseSchema.parse((await app.inject({ method: 'GET', url: '/api/v1/kiosk/device', headers: { [KIOSK_DEVICE_HEADER]: fresh.token } })).json());
    expect(state.data.staff.find((member) => member.id === vikramId)?.pin_locked).toBe(true);

    const cleared = await clear({ manager_email: manager.email, password: DEMO_STAFF.password, reason: 'Forgot his new PIN' });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().data).toEqual({ id: vikramId, name: vikram.name, pin_locked: false });
    expect((await unlock(fresh.token, vikramId, vikram.pin)).statusCode).toBe(200);
    const [audit] = await app.db.select().from(auditLog).where(eq(auditLog.action, 'staff.pin-lock-clear')).orderBy(desc(auditLog.id)).limit(1);
    expect(audit).toMatchObject({ actorUserId: ids[DEMO_STAFF.email], reason: 'Forgot his new PIN', after: { staff_id: vikramId, locked_until: null } });
    expect(audit?.before).toMatchObject({ staff_id: vikramId, failed_attempts: STAFF_PIN_MAX_ATTEMPTS });
  });
});

describe('a locked kiosk', () => {
  it('shows until when it is locked, and a manager of its store unlocks it early with a reason, audited', async () => {
    const { token } = await newKiosk('Locked counter');
    const anjaliId = required(ids[anjali.email], 'Anjali');
    for (let attempt = 0; attempt < KIOSK_PIN_MAX_ATTEMPTS; attempt += 1) await unlock(token, attempt % 2 ? anjaliId : required(ids[vikram.email], 'Vikram'), '0000');
    const device = async () =>
      kioskDeviceStateResponseSchema.parse((await app.inject({ method: 'GET', url: '/api/v1/kiosk/device', headers: { [KIOSK_DEVICE_HEADER]: token } })).json()).data;
    expect((await device()).locked_until).toBe(new Date(TEST_NOW.getTime() + 15 * 60_000).toISOString());
    expect((await unlock(token, anjaliId, anjali.pin)).statusCode).toBe(429);

    const clear = (body: object) => app.inject({ method: 'POST', url: '/api/v1/kiosk/clear-device-lock', headers: { [KIOSK_DEVICE_HEADER]: token }, payload: body });
    const credentials = { manager_email: manager.email, password: DEMO_STAFF.password };
    expect((await clear(credentials)).json().errors).toEqual({ reason: ['Say why the kiosk is unlocked early'] });
    expect((await clear({ ...credentials, password: 'wrong-password', reason: 'Child at the counter' })).statusCode).toBe(422);
    const colleague = await clear({ manager_email: anjali.email, password: DEMO_STAFF.password, reason: 'Child at the counter' });
    expect(colleague.statusCode).toBe(403);
    expect((await device()).locked_until).not.toBeNull();

    const cleared = await clear({ ...credentials, reason: 'Child at the counter' });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().data.locked_until).toBeNull();
    expect((await device()).locked_until).toBeNull();
    expect((await unlock(token, anjaliId, anjali.pin)).statusCode).toBe(200);
    const [audit] = await app.db.select().from(auditLog).where(eq(auditLog.action, 'kiosk.pin-lock-clear')).orderBy(desc(auditLog.id)).limit(1);
    expect(audit).toMatchObject({ actorUserId: ids[DEMO_STAFF.email], reason: 'Child at the counter', after: { failed_attempts: 0, locked_until: null } });
    expect(audit?.before).toMatchObject({ failed_attempts: KIOSK_PIN_MAX_ATTEMPTS });
  });

  it('is refused to another store’s manager', async () => {
    const { token } = await newKiosk('Bandra counter');
    const delhiManager = required(ids[kavya.email], 'Kavya');
    await app.db.update(users).set({ isManager: true }).where(eq(users.id, delhiManager));
    try {
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/kiosk/clear-device-lock',
        headers: { [KIOSK_DEVICE_HEADER]: token },
        payload: { manager_email: kavya.email, password: DEMO_STAFF.password, reason: 'Not my store' },
      });
      expect([response.statusCode, response.json().message]).toEqual([403, 'Only a manager of this store can do this.']);
    } finally {
      await app.db.update(users).set({ isManager: false }).where(eq(users.id, delhiManager));
    }
  });
});

describe('a manager’s password at a kiosk', () => {
  it('counts toward the account’s sign-in limit: after 5 wrong ones there, /auth/login from that address answers 429', async () => {
    const { token } = await newKiosk('Shared limits');
    const remoteAddress = '10.77.0.1';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const wrong = await app.inject({
        method: 'POST',
        url: '/api/v1/kiosk/clear-device-lock',
        remoteAddress,
        headers: { [KIOSK_DEVICE_HEADER]: token },
        payload: { manager_email: manager.email, password: `wrong-password-${attempt}`, reason: 'Guessing' },
      });
      expect(wrong.statusCode).toBe(422);
    }
    const login = await app.inject({ method: 'POST', url: '/api/v1/auth/login', remoteAddress, payload: { email: manager.email, password: DEMO_STAFF.password } });
    expect(login.statusCode, login.body).toBe(429);
    expect(Number(login.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('is refused at the kiosk once sign-in failures used up the account’s limit from that address', async () => {
    const { token } = await newKiosk('Shared limits, the other way');
    const remoteAddress = '10.77.0.2';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const wrong = await app.inject({ method: 'POST', url: '/api/v1/auth/login', remoteAddress, payload: { email: manager.email, password: `wrong-password-${attempt}` } });
      expect(wrong.statusCode).toBe(422);
    }
    const atKiosk = await app.inject({
      method: 'POST',
      url: '/api/v1/kiosk/clear-device-lock',
      remoteAddress,
      headers: { [KIOSK_DEVICE_HEADER]: token },
      payload: { manager_email: manager.email, password: DEMO_STAFF.password, reason: 'After the guesses' },
    });
    expect(atKiosk.statusCode, atKiosk.body).toBe(429);
  });
});

describe('the audit log', () => {
  it('is append-only: the database refuses to change or remove a record', async () => {
    await app.db.insert(auditLog).values({ actorUserId: 1, storeId: 1, action: 'test.append-only', reason: null, before: null, after: null });
    await expect(app.db.update(auditLog).set({ reason: 'rewritten' }).where(eq(auditLog.action, 'test.append-only'))).rejects.toThrow();
    await expect(app.db.delete(auditLog).where(eq(auditLog.action, 'test.append-only'))).rejects.toThrow();
    expect(await app.db.select().from(auditLog).where(eq(auditLog.action, 'test.append-only'))).toHaveLength(1);
  });
});

describe('the counter outside store hours', () => {
  it('refuses the right PIN and every counter call with a clear 403, until a manager opens it with a reason', async () => {
    const { token } = await newKiosk();
    vi.setSystemTime(NIGHT);
    const lateShift = await openCounterSession(app, required(ids[anjali.email], 'Anjali'), undefined, { storeHours: true });
    const refused = await unlock(token, required(ids[anjali.email], 'Anjali'), anjali.pin);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/is closed now .* A manager can open it outside hours/);
    const call = await todaysAppointments(lateShift.headers);
    expect([call.statusCode, call.json().message]).toEqual([403, refused.json().message]);
    const lookUp = await app.inject({ method: 'POST', url: '/api/v1/staff/giftcards/lookup', headers: lateShift.headers, payload: { code: '3467-9ACD-EFGH-JKM4' } });
    expect(lookUp.statusCode).toBe(403);

    const open = (body: object) => app.inject({ method: 'POST', url: '/api/v1/kiosk/hours-override', headers: { [KIOSK_DEVICE_HEADER]: token }, payload: body });
    const credentials = { manager_email: manager.email, password: DEMO_STAFF.password };
    expect((await open(credentials)).statusCode).toBe(422);
    expect((await open({ ...credentials, reason: 'Stock count', until: '01:00' })).json().errors).toEqual({ until: ['Choose a time later than now, today.'] });
    expect((await open({ ...credentials, password: 'wrong-password', reason: 'Stock count' })).statusCode).toBe(422);

    const opened = await open({ ...credentials, reason: 'Stock count', until: '03:30' });
    expect(opened.statusCode, opened.body).toBe(201);
    expect(opened.json().data).toEqual({
      open_until: new Date(NIGHT.getTime() + 90 * 60_000).toISOString(),
      manager: { id: ids[DEMO_STAFF.email], name: manager.name },
      reason: 'Stock count',
    });
    const state = kioskDeviceStateResponseSchema.parse((await app.inject({ method: 'GET', url: '/api/v1/kiosk/device', headers: { [KIOSK_DEVICE_HEADER]: token } })).json());
    expect([state.data.open_now, state.data.counter_open, state.data.override?.reason]).toEqual([false, true, 'Stock count']);
    expect((await unlock(token, required(ids[anjali.email], 'Anjali'), anjali.pin)).statusCode).toBe(200);
    expect((await todaysAppointments(lateShift.headers)).statusCode).toBe(200);
    const [audit] = await app.db.select().from(auditLog).where(eq(auditLog.action, 'counter.hours-override')).orderBy(desc(auditLog.id)).limit(1);
    expect(audit).toMatchObject({ actorUserId: ids[DEMO_STAFF.email], reason: 'Stock count', before: { open_now: false, override_until: null } });

    // The override ends at the stated time.
    vi.setSystemTime(new Date(NIGHT.getTime() + 91 * 60_000));
    expect((await todaysAppointments(lateShift.headers)).statusCode).toBe(403);
  });

  it('lasts until the end of the India day when no time is stated', async () => {
    const { token } = await newKiosk();
    vi.setSystemTime(NIGHT);
    const opened = await app.inject({
      method: 'POST',
      url: '/api/v1/kiosk/hours-override',
      headers: { [KIOSK_DEVICE_HEADER]: token },
      payload: { manager_email: manager.email, password: DEMO_STAFF.password, reason: 'Inventory' },
    });
    expect(opened.statusCode, opened.body).toBe(201);
    // 02:00 in India: the day ends 22 hours later, at midnight India time.
    expect(opened.json().data.open_until).toBe(new Date(NIGHT.getTime() + 22 * 3_600_000).toISOString());
  });
});
