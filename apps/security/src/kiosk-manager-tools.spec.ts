import { ANJALI, MANAGER, STORE, signInToApi, unlockKioskThroughApi, type Credentials } from '@aurelia/e2e-support';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { API } from './servers';

/**
 * A manager's tools at a kiosk: listing and revoking the store's kiosks, and unlocking a kiosk locked after wrong
 * PINs. Seeded Bandra staff: the manager Rahul Mehta and Anjali Nair, who share the demo password. Every test registers kiosks of its own, types no wrong password and leaves no one locked out (wrong
 * PINs go to a staff number no one has, so only the kiosk counts them).
 */
const BANDRA = STORE.slug;
const NO_ONE = 2_147_483_000;
const KIOSK_PIN_MAX_ATTEMPTS = 8;

interface Kiosk {
  id: number;
  header: Record<string, string>;
  staff: Map<string, number>;
}

async function signIn(request: APIRequestContext, account: Credentials): Promise<Record<string, string>> {
  return { authorization: `Bearer ${await signInToApi(request, API, account)}` };
}

async function newKiosk(request: APIRequestContext, manager: Record<string, string>, name: string): Promise<Kiosk> {
  const registered = await request.post(`${API}/kiosk/devices`, { headers: manager, data: { password: MANAGER.password, store: BANDRA, name } });
  expect(registered.status(), await registered.text()).toBe(201);
  const { data } = (await registered.json()) as { data: { device_token: string; device: { id: number } } };
  const header = { 'x-kiosk-device': data.device_token };
  const state = (await (await request.get(`${API}/kiosk/device`, { headers: header })).json()) as { data: { staff: { id: number; name: string }[] } };
  return { id: data.device.id, header, staff: new Map(state.data.staff.map((member) => [member.name, member.id])) };
}

async function pinSession(request: APIRequestContext, kiosk: Kiosk): Promise<Record<string, string>> {
  const opened = await request.post(`${API}/kiosk/hours-override`, {
    headers: kiosk.header,
    data: { manager_email: MANAGER.email, password: MANAGER.password, reason: 'Security suite' },
  });
  expect(opened.status(), await opened.text()).toBe(201);
  return unlockKioskThroughApi(request, API, kiosk.header, ANJALI);
}

const revoke = (request: APIRequestContext, headers: Record<string, string>, id: number) =>
  request.post(`${API}/staff/kiosks/${id}/revoke`, { headers, data: { reason: 'Security suite' } });

test.describe('a manager’s kiosk tools', () => {
  test('staff who are not managers, and kiosk PIN sessions, can neither list nor revoke the store’s kiosks (403)', async ({ request }) => {
    const manager = await signIn(request, MANAGER);
    const kiosk = await newKiosk(request, manager, 'Not for staff');
    const colleague = await signIn(request, ANJALI);
    const session = await pinSession(request, kiosk);
    for (const headers of [colleague, session]) {
      expect((await request.get(`${API}/staff/kiosks`, { headers })).status()).toBe(403);
      expect((await revoke(request, headers, kiosk.id)).status()).toBe(403);
    }
    expect((await request.get(`${API}/kiosk/device`, { headers: kiosk.header })).status()).toBe(200);
    expect((await request.get(`${API}/staff/appointments`, { headers: session })).status()).toBe(200);
  });

  test('a kiosk number the manager’s store does not have answers 404, and revoking needs a reason', async ({ request }) => {
    const manager = await signIn(request, MANAGER);
    const missing = await revoke(request, manager, NO_ONE);
    expect([missing.status(), ((await missing.json()) as { message: string }).message]).toEqual([404, 'No kiosk of your store has this number.']);
    const kiosk = await newKiosk(request, manager, 'Needs a reason');
    const noReason = await request.post(`${API}/staff/kiosks/${kiosk.id}/revoke`, { headers: manager, data: {} });
    expect(noReason.status()).toBe(422);
    expect((await request.get(`${API}/kiosk/device`, { headers: kiosk.header })).status()).toBe(200);
  });

  test('a revoked kiosk’s PIN session is dead at once, and the kiosk itself with it', async ({ request }) => {
    const manager = await signIn(request, MANAGER);
    const kiosk = await newKiosk(request, manager, 'To be revoked');
    const session = await pinSession(request, kiosk);
    expect((await request.get(`${API}/staff/appointments`, { headers: session })).status()).toBe(200);
    const listed = (await (await request.get(`${API}/staff/kiosks`, { headers: manager })).json()) as { data: { id: number; revoked_at: string | null }[] };
    expect(listed.data.find((row) => row.id === kiosk.id)?.revoked_at).toBeNull();

    const revoked = await revoke(request, manager, kiosk.id);
    expect(revoked.status(), await revoked.text()).toBe(200);
    expect((await request.get(`${API}/staff/appointments`, { headers: session })).status()).toBe(401);
    expect((await request.get(`${API}/kiosk/device`, { headers: kiosk.header })).status()).toBe(401);
    const again = await request.post(`${API}/kiosk/unlock`, { headers: kiosk.header, data: { staff_id: kiosk.staff.get(ANJALI.name), pin: ANJALI.pin } });
    expect(again.status()).toBe(401);
  });

  test('a kiosk locked after wrong PINs is unlocked early only by a manager of its store, with a reason', async ({ request }) => {
    const manager = await signIn(request, MANAGER);
    const kiosk = await newKiosk(request, manager, 'Locked by guesses');
    for (let attempt = 0; attempt < KIOSK_PIN_MAX_ATTEMPTS; attempt += 1) {
      await request.post(`${API}/kiosk/unlock`, { headers: kiosk.header, data: { staff_id: NO_ONE, pin: '0000' } });
    }
    const state = async () => ((await (await request.get(`${API}/kiosk/device`, { headers: kiosk.header })).json()) as { data: { locked_until: string | null } }).data;
    expect((await state()).locked_until).not.toBeNull();

    const clear = (data: object) => request.post(`${API}/kiosk/clear-device-lock`, { headers: kiosk.header, data });
    const colleague = await clear({ manager_email: ANJALI.email, password: MANAGER.password, reason: 'Security suite' });
    expect(colleague.status()).toBe(403);
    expect((await clear({ manager_email: MANAGER.email, password: MANAGER.password })).status()).toBe(422);
    expect((await state()).locked_until).not.toBeNull();

    const cleared = await clear({ manager_email: MANAGER.email, password: MANAGER.password, reason: 'Security suite' });
    expect(cleared.status(), await cleared.text()).toBe(200);
    expect((await state()).locked_until).toBeNull();
    await pinSession(request, kiosk);
  });
});
