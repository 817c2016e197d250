import { STAFF_PIN_LOCK_MINUTES, STAFF_PIN_MAX_ATTEMPTS } from '@aurelia/domain';
import { kioskDeviceStateResponseSchema, kioskEndpoints, kioskRegistrationResponseSchema, kioskSessionResponseSchema } from '@aurelia/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, freezeClock, TEST_NOW, userIdByEmail } from '../test/appointment-helpers';
import { kioskDevices, users } from '../db/schema/index';
import { required } from '../required';
import { DEMO_KIOSK_STAFF, DEMO_SHOPPER, DEMO_STAFF } from '../seed/seed-database';
import { buildTestApp } from '../test/build-test-app';

let app: FastifyInstance;
let managerToken: string;
const [manager, anjali, vikram, kavya] = DEMO_KIOSK_STAFF;
const ids: Record<string, number> = {};

function register(token: string | null, body: unknown = { password: DEMO_STAFF.password, store: 'mumbai-bandra', name: 'Front counter' }) {
  return app.inject({ method: 'POST', url: '/api/v1/kiosk/devices', headers: bearer(token), payload: body as object });
}

async function newKiosk(store = 'mumbai-bandra'): Promise<string> {
  const response = await register(managerToken, { password: DEMO_STAFF.password, store, name: 'Front counter' });
  expect(response.statusCode, response.body).toBe(201);
  return kioskRegistrationResponseSchema.parse(response.json()).data.device_token;
}

const deviceHeader = (device: string | null) => (device === null ? {} : { 'x-kiosk-device': device });

function unlock(device: string | null, staffId: number, pin: string) {
  return app.inject({ method: 'POST', url: '/api/v1/kiosk/unlock', headers: deviceHeader(device), payload: { staff_id: staffId, pin } });
}

async function resetPins() {
  await app.db.update(users).set({ pinFailedAttempts: 0, pinLockedUntil: null });
}

beforeAll(async () => {
  freezeClock();
  ({ app } = await buildTestApp());
  for (const member of DEMO_KIOSK_STAFF) ids[member.email] = await userIdByEmail(app, member.email);
  managerToken = await app.issueToken(required(ids[DEMO_STAFF.email], 'the manager'));
});
afterAll(async () => {
  await app?.close();
  vi.useRealTimers();
});

describe('POST /api/v1/kiosk/devices', () => {
  it('lets a manager set up a kiosk for a store, answering its device token once', async () => {
    const response = await register(managerToken);
    expect(response.statusCode, response.body).toBe(201);
    const { data } = kioskRegistrationResponseSchema.parse(response.json());
    expect(data.device_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(data.device).toMatchObject({ name: 'Front counter', store: { slug: 'mumbai-bandra' } });
    const [stored] = await app.db.select().from(kioskDevices).where(eq(kioskDevices.id, data.device.id));
    expect(stored?.tokenHash).not.toContain(data.device_token);
  });

  it('refuses staff who are not managers and shoppers (403), and anyone without a token (401)', async () => {
    const colleague = await app.issueToken(required(ids[anjali.email], 'a colleague'));
    const shopper = await app.issueToken(await userIdByEmail(app, DEMO_SHOPPER.email));
    expect((await register(colleague)).statusCode).toBe(403);
    expect((await register(colleague)).json().message).toBe('Only a store manager can set up a kiosk.');
    const refusedShopper = await register(shopper);
    expect([refusedShopper.statusCode, refusedShopper.json().message]).toEqual([403, 'Only a store manager can set up a kiosk.']);
    expect((await register(null)).statusCode).toBe(401);
  });

  it('lets a manager set up kiosks only for the store they work at (403 for another store)', async () => {
    const delhi = await register(managerToken, { password: DEMO_STAFF.password, store: 'delhi-connaught-place', name: 'Delhi by Bandra' });
    expect([delhi.statusCode, delhi.json().message]).toEqual([403, 'You can set up kiosks only for the store you work at.']);
    const delhiKiosks = await app.db.select().from(kioskDevices).where(eq(kioskDevices.name, 'Delhi by Bandra'));
    expect(delhiKiosks).toEqual([]);
  });

  it('answers 422 by the field for an unknown store or a missing name', async () => {
    const unknown = await register(managerToken, { password: DEMO_STAFF.password, store: 'atlantis', name: 'Front counter' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ store: ['Choose one of the stores.'] });
    expect(Object.keys((await register(managerToken, { password: DEMO_STAFF.password, store: 'mumbai-bandra', name: ' ' })).json().errors)).toEqual(['name']);
  });
});

describe('GET /api/v1/kiosk/device', () => {
  it('tells the lock screen its store, the staff of that store with a PIN, and that it is open', async () => {
    const device = await newKiosk();
    const response = await app.inject({ method: 'GET', url: '/api/v1/kiosk/device', headers: deviceHeader(device) });
    expect(response.statusCode, response.body).toBe(200);
    const { data } = kioskDeviceStateResponseSchema.parse(response.json());
    expect(data.device.store.slug).toBe('mumbai-bandra');
    expect(data.staff.map((member) => member.name)).toEqual([anjali.name, manager.name, vikram.name]);
    expect(data.open_now).toBe(true);
    expect(data.today_hours).not.toBeNull();
  });

  it('says the store is closed outside its opening hours', async () => {
    const device = await newKiosk();
    vi.setSystemTime(new Date(TEST_NOW.getTime() + 14 * 3_600_000)); // 02:00 in India
    try {
      const response = await app.inject({ method: 'GET', url: '/api/v1/kiosk/device', headers: deviceHeader(device) });
      expect(response.json().data.open_now).toBe(false);
    } finally {
      vi.setSystemTime(TEST_NOW);
    }
  });

  it('answers 401 to a kiosk that is not set up, or was removed', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/v1/kiosk/device' })).statusCode).toBe(401);
    const unknown = await app.inject({ method: 'GET', url: '/api/v1/kiosk/device', headers: deviceHeader('x'.repeat(43)) });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().message).toMatch(/not set up/);
  });
});

describe('POST /api/v1/kiosk/unlock', () => {
  it('opens a staff session for the kiosk’s store with the right PIN', async () => {
    await resetPins();
    const device = await newKiosk();
    const response = await unlock(device, required(ids[anjali.email], 'Anjali'), anjali.pin);
    expect(response.statusCode, response.body).toBe(200);
    const { data } = kioskSessionResponseSchema.parse(response.json());
    expect(data.staff).toEqual({ id: ids[anjali.email], name: anjali.name });
    expect(data.store.slug).toBe('mumbai-bandra');
    expect(new Date(data.expires_at).getTime() - TEST_NOW.getTime()).toBe(12 * 3_600_000);
    const list = await app.inject({
      method: 'GET',
      url: '/api/v1/staff/appointments',
      headers: { ...bearer(data.access_token), ...deviceHeader(device) },
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().meta.store.slug).toBe('mumbai-bandra');
  });

  it('counts wrong PINs down, locks the staff member out after 5 with Retry-After, and lets them in after the lock', async () => {
    await resetPins();
    const device = await newKiosk();
    const vikramId = required(ids[vikram.email], 'Vikram');
    for (let attempt = 1; attempt < STAFF_PIN_MAX_ATTEMPTS; attempt += 1) {
      const wrong = await unlock(device, vikramId, '0000');
      expect(wrong.statusCode).toBe(401);
      const left = STAFF_PIN_MAX_ATTEMPTS - attempt;
      expect(wrong.json().message).toBe(`That PIN is not right. ${left} ${left === 1 ? 'try' : 'tries'} left before a lock-out.`);
    }
    const locking = await unlock(device, vikramId, '0000');
    expect(locking.statusCode).toBe(429);
    expect(locking.headers['retry-after']).toBe(String(STAFF_PIN_LOCK_MINUTES * 60));
    expect(locking.json().message).toBe(`Too many wrong PINs. Try again in ${STAFF_PIN_LOCK_MINUTES} minutes, or ask your manager.`);
    // Locked out: even the right PIN is refused, on any kiosk of the store.
    const rightWhileLocked = await unlock(await newKiosk(), vikramId, vikram.pin);
    expect(rightWhileLocked.statusCode).toBe(429);
    // A colleague is not locked out.
    expect((await unlock(device, required(ids[anjali.email], 'Anjali'), anjali.pin)).statusCode).toBe(200);

    vi.setSystemTime(new Date(TEST_NOW.getTime() + STAFF_PIN_LOCK_MINUTES * 60_000));
    try {
      expect((await unlock(device, vikramId, vikram.pin)).statusCode).toBe(200);
      const [row] = await app.db.select().from(users).where(eq(users.id, vikramId));
      expect(row).toMatchObject({ pinFailedAttempts: 0, pinLockedUntil: null });
    } finally {
      vi.setSystemTime(TEST_NOW);
    }
  });

  it('limits unlocks per kiosk, not per address: a busy kiosk waits, the store’s other kiosks do not', async () => {
    await resetPins();
    const busy = await newKiosk();
    const anjaliId = required(ids[anjali.email], 'Anjali');
    for (let attempt = 1; attempt <= kioskEndpoints.unlockKiosk.rateLimit.max; attempt += 1) {
      expect((await unlock(busy, anjaliId, anjali.pin)).statusCode).toBe(200);
    }
    const over = await unlock(busy, anjaliId, anjali.pin);
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toBeDefined();
    // Same address (every inject comes from 127.0.0.1), another kiosk.
    expect((await unlock(await newKiosk(), anjaliId, anjali.pin)).statusCode).toBe(200);
  });

  it('refuses staff of another store as a wrong PIN, and a malformed PIN or missing kiosk', async () => {
    await resetPins();
    const device = await newKiosk();
    const other = await unlock(device, required(ids[kavya.email], 'Kavya'), kavya.pin);
    expect(other.statusCode).toBe(401);
    expect(other.json().message).toBe('That PIN is not right.');
    expect((await unlock(device, 999_999, '1234')).statusCode).toBe(401);
    expect((await unlock(device, required(ids[anjali.email], 'Anjali'), '12')).statusCode).toBe(422);
    expect((await unlock(null, required(ids[anjali.email], 'Anjali'), anjali.pin)).statusCode).toBe(401);
  });

  it('ends the kiosk’s staff sessions when the kiosk is removed, and on logout', async () => {
    await resetPins();
    const device = await newKiosk();
    const session = async () =>
      kioskSessionResponseSchema.parse((await unlock(device, required(ids[anjali.email], 'Anjali'), anjali.pin)).json()).data.access_token;
    const staffCall = (token: string) =>
      app.inject({ method: 'GET', url: '/api/v1/staff/appointments', headers: { ...bearer(token), ...deviceHeader(device) } });

    const first = await session();
    await app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: bearer(first) });
    expect((await staffCall(first)).statusCode).toBe(401);

    const second = await session();
    expect((await staffCall(second)).statusCode).toBe(200);
    await app.db.update(kioskDevices).set({ revokedAt: new Date() });
    expect((await staffCall(second)).statusCode).toBe(401);
    expect((await unlock(device, required(ids[anjali.email], 'Anjali'), anjali.pin)).statusCode).toBe(401);
  });
});
