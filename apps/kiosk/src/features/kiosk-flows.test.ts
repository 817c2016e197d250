import { sampleUser } from '@aurelia/contracts/testing';
import { describe, expect, it } from 'vitest';
import { kioskStoreFor, testApiForThisFile } from '../test/api-server';
import { appointment, device, eventually, listOf, session, unlockedKiosk } from '../test/kiosk-fixtures';
import { actionQueued, dayChosen } from './appointments/appointments-slice';
import { loadAppointments, runStaffAction } from './appointments/appointments-thunks';
import { DEVICE_STORAGE_KEY } from './device/device-slice';
import { loadDeviceState, openOutsideHours, setUpKiosk } from './device/device-thunks';
import { cameOnline } from './network/network-slice';
import { lockKiosk, unlockWithPin } from './session/session-thunks';

const api = testApiForThisFile();

describe('setting up the kiosk', () => {
  it('signs the manager in, registers the kiosk, keeps only its token and signs the manager out', async () => {
    api.on('POST', '/auth/login', { body: { access_token: 'manager-token', user: sampleUser({ id: 2, role: 'staff' }) } });
    api.on('POST', '/kiosk/devices', { status: 201, body: { data: { device_token: 'device-token', device } } });
    api.on('POST', '/auth/logout', { body: { message: 'Logged out' } });
    const kiosk = kioskStoreFor(api);
    const outcome = await kiosk.store.dispatch(setUpKiosk({ email: 'staff@aurelia.test', password: 'Staff#2026', store: 'mumbai-bandra', name: 'Front counter' })).unwrap();
    expect(outcome).toEqual({ ok: true });
    await eventually(() => expect(api.arrivals.map((arrival) => `${arrival.method} ${arrival.path}`)).toContain('POST /api/v1/auth/logout'));
    const register = api.arrivals.find((arrival) => arrival.path === '/api/v1/kiosk/devices');
    expect(register?.headers.authorization).toBe('Bearer manager-token');
    expect(register?.body).toEqual({ password: 'Staff#2026', store: 'mumbai-bandra', name: 'Front counter' });
    expect(JSON.parse(kiosk.storage.get(DEVICE_STORAGE_KEY) ?? '{}')).toEqual({ token: 'device-token', device });
    // A reload finds the kiosk set up, and nothing else.
    const reloaded = kioskStoreFor(api, { storage: kiosk.storage });
    expect(reloaded.store.getState().device).toMatchObject({ token: 'device-token', device });
    expect(reloaded.store.getState().session.session).toBeNull();
  });

  it('says why when the manager’s details are wrong, and registers nothing', async () => {
    api.on('POST', '/auth/login', { status: 422, body: { message: 'These credentials do not match our records.', errors: { email: ['These credentials do not match our records.'] } } });
    const kiosk = kioskStoreFor(api);
    const outcome = await kiosk.store.dispatch(setUpKiosk({ email: 'x@aurelia.test', password: 'nope', store: 'mumbai-bandra', name: 'Front counter' })).unwrap();
    expect(outcome).toMatchObject({ ok: false, errors: { email: ['These credentials do not match our records.'] } });
    expect(kiosk.store.getState().device.token).toBeNull();
  });

  it('forgets a kiosk the API no longer knows, so a manager sets it up again', async () => {
    api.on('GET', '/kiosk/device', { status: 401, body: { message: 'This kiosk is not set up, or it was removed.' } });
    const kiosk = kioskStoreFor(api, { storage: new Map([[DEVICE_STORAGE_KEY, JSON.stringify({ token: 'device-token', device })]]) });
    await kiosk.store.dispatch(loadDeviceState());
    expect(kiosk.store.getState().device.token).toBeNull();
    expect(kiosk.storage.has(DEVICE_STORAGE_KEY)).toBe(false);
    expect(api.arrivals[0]?.headers['x-kiosk-device']).toBe('device-token');
  });
});

describe('a closed store', () => {
  it('opens its counter when a manager gives their password and a reason, and says why when the API refuses', async () => {
    const override = { open_until: '2026-11-23T16:30:00.000Z', manager: { id: 2, name: 'Rahul Mehta' }, reason: 'Stock count' };
    api.on('POST', '/kiosk/hours-override', { status: 201, body: { data: override } });
    const kiosk = kioskStoreFor(api, { storage: new Map([[DEVICE_STORAGE_KEY, JSON.stringify({ token: 'device-token', device })]]) });
    const input = { email: 'staff@aurelia.test', password: 'Staff#2026', reason: 'Stock count', until: '22:00' };
    expect(await kiosk.store.dispatch(openOutsideHours(input)).unwrap()).toEqual({ ok: true });
    const sent = api.arrivals.find((arrival) => arrival.path === '/api/v1/kiosk/hours-override');
    expect(sent?.headers['x-kiosk-device']).toBe('device-token');
    expect(sent?.body).toEqual({ manager_email: 'staff@aurelia.test', password: 'Staff#2026', reason: 'Stock count', until: '22:00' });
    expect(kiosk.store.getState().device.override).toEqual(override);

    api.on('POST', '/kiosk/hours-override', { status: 403, body: { message: 'Only a manager of this store can do this.' } });
    const refused = await kiosk.store.dispatch(openOutsideHours({ ...input, until: '' })).unwrap();
    expect(refused).toMatchObject({ ok: false, message: 'Only a manager of this store can do this.' });
  });
});

describe('unlocking', () => {
  it('shows the API’s sentence for a wrong PIN and stays locked', async () => {
    api.on('POST', '/kiosk/unlock', { status: 401, body: { message: 'That PIN is not right. 4 tries left before a lock-out.' } });
    const kiosk = kioskStoreFor(api, { storage: new Map([[DEVICE_STORAGE_KEY, JSON.stringify({ token: 'device-token', device })]]) });
    const outcome = await kiosk.store.dispatch(unlockWithPin({ staffId: 3, pin: '0000' })).unwrap();
    expect(outcome).toEqual({ ok: false, message: 'That PIN is not right. 4 tries left before a lock-out.' });
    expect(kiosk.store.getState().session.session).toBeNull();
  });

  it('loads the day’s appointments with the staff token and the kiosk’s device header once unlocked', async () => {
    const kiosk = kioskStoreFor(api, { storage: new Map([[DEVICE_STORAGE_KEY, JSON.stringify({ token: 'device-token', device })]]) });
    api.on('POST', '/kiosk/unlock', { body: { data: session('session-1') } });
    api.on('GET', '/staff/appointments', { body: listOf([appointment()]) });
    await kiosk.store.dispatch(unlockWithPin({ staffId: 3, pin: '1357' }));
    await eventually(() => expect(kiosk.store.getState().appointments.items).toHaveLength(1));
    const list = api.arrivals.find((arrival) => arrival.path === '/api/v1/staff/appointments');
    expect(list?.headers.authorization).toBe('Bearer session-1');
    expect(list?.headers['x-kiosk-device']).toBe('device-token');
    expect(api.arrivals.find((arrival) => arrival.path === '/api/v1/kiosk/unlock')?.body).toEqual({ staff_id: 3, pin: '1357' });
  });
});

describe('staff actions', () => {
  it('check in with an Idempotency-Key and show the result at once', async () => {
    const kiosk = await unlockedKiosk(api);
    api.on('POST', '/staff/appointments/5/check-in', { body: { data: appointment({ status: 'checked_in' }) } });
    const result = await kiosk.store.dispatch(runStaffAction({ kind: 'check-in', appointmentId: 5, label: 'Check in Asha Rao' })).unwrap();
    expect(result.ok).toBe(true);
    expect(api.arrivals[0]?.headers['idempotency-key']).toBe('kiosk-key-1');
    expect(api.arrivals[0]?.headers['x-kiosk-device']).toBe('device-token');
    expect(kiosk.store.getState().appointments.items[0]?.status).toBe('checked_in');
    expect(kiosk.store.getState().appointments.notice).toBe('Checked in: Asha Rao');
  });

  it('show a refusal in the server’s words', async () => {
    const kiosk = await unlockedKiosk(api);
    api.on('POST', '/staff/appointments/5/cancel', { status: 409, body: { message: 'This appointment is completed and cannot be cancelled.' } });
    await kiosk.store.dispatch(runStaffAction({ kind: 'cancel', appointmentId: 5, label: 'Cancel Asha Rao' }));
    expect(kiosk.store.getState().appointments.pending).toEqual([
      expect.objectContaining({ state: 'refused', message: 'This appointment is completed and cannot be cancelled.' }),
    ]);
  });

  it('keep an action the network lost, even through a lock, and send it once with the same key and session when it is back', async () => {
    const kiosk = await unlockedKiosk(api);
    let attempts = 0;
    api.on('POST', '/staff/appointments/5/check-in', () => {
      attempts += 1;
      return attempts === 1 ? 'drop' : { body: { data: appointment({ status: 'checked_in' }) } };
    });
    api.on('POST', '/auth/logout', { body: { message: 'Logged out' } });
    const first = await kiosk.store.dispatch(runStaffAction({ kind: 'check-in', appointmentId: 5, label: 'Check in Asha Rao' })).unwrap();
    expect(first).toMatchObject({ ok: false, waiting: true });
    expect(kiosk.store.getState().network.online).toBe(false);

    // The idle lock clears the screen but keeps the action, and does not sign out the session it needs.
    await kiosk.store.dispatch(lockKiosk('The kiosk locked itself after 2 minutes without a touch.'));
    expect(kiosk.store.getState().appointments.items).toEqual([]);
    expect(kiosk.store.getState().appointments.pending).toEqual([expect.objectContaining({ key: 'kiosk-key-1', state: 'waiting-for-network' })]);
    expect(api.arrivals.some((arrival) => arrival.path === '/api/v1/auth/logout')).toBe(false);

    kiosk.store.dispatch(cameOnline());
    await eventually(() => expect(kiosk.store.getState().appointments.pending).toEqual([]));
    const sends = api.arrivals.filter((arrival) => arrival.path === '/api/v1/staff/appointments/5/check-in');
    expect(sends.map((arrival) => [arrival.headers['idempotency-key'], arrival.headers.authorization])).toEqual([
      ['kiosk-key-1', 'Bearer session-1'],
      ['kiosk-key-1', 'Bearer session-1'],
    ]);
    // Nothing waits on the locked session any more: it is signed out.
    await eventually(() => expect(api.arrivals.find((arrival) => arrival.path === '/api/v1/auth/logout')?.headers.authorization).toBe('Bearer session-1'));
  });

  it('lock signs the session out at once when nothing waits on it, and forgets the customers', async () => {
    const kiosk = await unlockedKiosk(api);
    api.on('POST', '/auth/logout', { body: { message: 'Logged out' } });
    // A refusal on screen is about a customer: it goes with the rest.
    kiosk.store.dispatch(actionQueued({ key: 'other', kind: 'cancel', appointmentId: 9, label: 'Cancel Asha Rao', token: 'session-1' }));
    await kiosk.store.dispatch(lockKiosk(null));
    expect(kiosk.store.getState().session.session).toBeNull();
    expect(kiosk.store.getState().appointments.items).toEqual([]);
    expect(kiosk.store.getState().appointments.pending).toEqual([]);
    expect(api.arrivals.find((arrival) => arrival.path === '/api/v1/auth/logout')?.headers.authorization).toBe('Bearer session-1');
  });

  it('hold other actions on an appointment while one waits for the network, and send only that one', async () => {
    const kiosk = await unlockedKiosk(api);
    let attempts = 0;
    api.on('POST', '/staff/appointments/5/check-in', () => (++attempts === 1 ? 'drop' : { body: { data: appointment({ status: 'checked_in' }) } }));
    api.on('POST', '/staff/appointments/5/cancel', { body: { data: appointment({ status: 'cancelled' }) } });
    await kiosk.store.dispatch(runStaffAction({ kind: 'check-in', appointmentId: 5, label: 'Check in Asha Rao' }));
    const again = await kiosk.store.dispatch(runStaffAction({ kind: 'check-in', appointmentId: 5, label: 'Check in Asha Rao' })).unwrap();
    const cancel = await kiosk.store.dispatch(runStaffAction({ kind: 'cancel', appointmentId: 5, label: 'Cancel Asha Rao' })).unwrap();
    expect([again, cancel]).toEqual([
      { ok: false, key: 'kiosk-key-1', waiting: false, message: 'Check in Asha Rao is already saved: it is sent first.' },
      { ok: false, key: 'kiosk-key-1', waiting: false, message: 'Check in Asha Rao is already saved: it is sent first.' },
    ]);
    expect(kiosk.store.getState().appointments.pending).toEqual([expect.objectContaining({ key: 'kiosk-key-1', kind: 'check-in', state: 'waiting-for-network' })]);

    kiosk.store.dispatch(cameOnline());
    await eventually(() => expect(kiosk.store.getState().appointments.pending).toEqual([]));
    expect(api.arrivals.filter((arrival) => arrival.method === 'POST' && arrival.path.startsWith('/api/v1/staff/appointments/5/')).map((arrival) => arrival.path)).toEqual([
      '/api/v1/staff/appointments/5/check-in',
      '/api/v1/staff/appointments/5/check-in',
    ]);
  });

  it('take a slot’s figures from the latest answer: a walk-in updates the slot of the cancelled booking before it', async () => {
    const kiosk = await unlockedKiosk(api);
    const cancelled = appointment({ id: 5, status: 'cancelled', created_at: '2026-03-01T09:00:00.000Z' });
    const slotBefore = { ...cancelled.timeslot, capacity: 4, available: 3 };
    api.on('GET', '/staff/appointments', { body: listOf([{ ...cancelled, timeslot: slotBefore }]) });
    await kiosk.store.dispatch(loadAppointments());
    const walkIn = appointment({ id: 6, customer_name: 'Gauri Rao', created_at: '2026-03-02T06:40:00.000Z', timeslot: { ...slotBefore, available: 2 } });
    api.on('POST', '/staff/appointments', { status: 201, body: { data: walkIn } });
    await kiosk.store.dispatch(runStaffAction({ kind: 'walk-in', appointmentId: null, body: { customer_name: 'Gauri Rao', phone: '9876500000', notes: null, timeslot_id: walkIn.timeslot_id }, label: 'Book Gauri Rao' }));
    expect(kiosk.store.getState().appointments.items.map((item) => [item.id, item.timeslot.available])).toEqual([
      [5, 2],
      [6, 2],
    ]);
  });

  it('load another day when it is chosen', async () => {
    const kiosk = await unlockedKiosk(api);
    kiosk.store.dispatch(dayChosen('2026-03-03'));
    await eventually(() => expect(api.arrivals.some((arrival) => arrival.query.includes('date=2026-03-03'))).toBe(true));
    await kiosk.store.dispatch(loadAppointments());
    expect(kiosk.store.getState().appointments.status).toBe('ready');
  });
});
