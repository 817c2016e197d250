import { ANJALI, MANAGER, STORE, signInToApi, unlockKioskThroughApi } from '@aurelia/e2e-support';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { API } from './servers';

/**
 * Seeded Bandra staff: the manager Rahul Mehta (MANAGER) and Anjali Nair, who share the demo password. Vikram is left to staff.spec.ts. Every test registers kiosks of its own and leaves no one
 * locked out.
 */
const BANDRA = STORE.slug;
const RAHUL = MANAGER;
const MANAGER_AT_COUNTER = { manager_email: MANAGER.email, password: MANAGER.password };

interface Kiosk {
  id: number;
  header: Record<string, string>;
  staff: Map<string, number>;
}

const signIn = (request: APIRequestContext) => signInToApi(request, API, MANAGER);

async function newKiosk(request: APIRequestContext, managerToken: string, name: string): Promise<Kiosk> {
  const registered = await request.post(`${API}/kiosk/devices`, {
    headers: { authorization: `Bearer ${managerToken}` },
    data: { password: MANAGER.password, store: BANDRA, name },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const { data } = (await registered.json()) as { data: { device_token: string; device: { id: number } } };
  const header = { 'x-kiosk-device': data.device_token };
  const state = (await (await request.get(`${API}/kiosk/device`, { headers: header })).json()) as { data: { staff: { id: number; name: string }[] } };
  return { id: data.device.id, header, staff: new Map(state.data.staff.map((member) => [member.name, member.id])) };
}

const unlock = (request: APIRequestContext, kiosk: Kiosk, member: { name: string }, pin: string) =>
  request.post(`${API}/kiosk/unlock`, { headers: kiosk.header, data: { staff_id: kiosk.staff.get(member.name), pin } });

/** The counter works in store hours only: a manager opens it (until the end of the India day) so a run at any hour gets a PIN session. */
async function openCounter(request: APIRequestContext, kiosk: Kiosk): Promise<void> {
  const opened = await request.post(`${API}/kiosk/hours-override`, { headers: kiosk.header, data: { ...MANAGER_AT_COUNTER, reason: 'Security suite' } });
  expect(opened.status(), await opened.text()).toBe(201);
}

const pinSession = (request: APIRequestContext, kiosk: Kiosk, member: { name: string; pin: string }) => unlockKioskThroughApi(request, API, kiosk.header, member);

test.describe('counter powers', () => {
  test('outside opening hours the right PIN does not open the counter (403) until a manager opens it with their password and a reason', async ({ request }) => {
    const kiosk = await newKiosk(request, await signIn(request), 'Hours check');
    const state = (await (await request.get(`${API}/kiosk/device`, { headers: kiosk.header })).json()) as { data: { counter_open: boolean } };
    if (!state.data.counter_open) {
      const refused = await unlock(request, kiosk, ANJALI, ANJALI.pin);
      expect(refused.status()).toBe(403);
      expect(((await refused.json()) as { message: string }).message).toMatch(/is closed now .*A manager can open it outside hours/);
    }
    const noReason = await request.post(`${API}/kiosk/hours-override`, { headers: kiosk.header, data: MANAGER_AT_COUNTER });
    expect(noReason.status()).toBe(422);
    const colleague = await request.post(`${API}/kiosk/hours-override`, {
      headers: kiosk.header,
      data: { manager_email: ANJALI.email, password: MANAGER.password, reason: 'Security suite' },
    });
    expect(colleague.status()).toBe(403);
    await openCounter(request, kiosk);
    await pinSession(request, kiosk, ANJALI);
  });

  test('a kiosk PIN session is refused (403) the staff member’s profile, orders, addresses, wishlist and kiosk set-up, and keeps the counter', async ({
    request,
  }) => {
    const kiosk = await newKiosk(request, await signIn(request), 'PIN powers');
    await openCounter(request, kiosk);
    const session = await pinSession(request, kiosk, RAHUL);
    expect((await request.get(`${API}/staff/appointments`, { headers: session })).status()).toBe(200);
    const refused = [
      await request.get(`${API}/user`, { headers: session }),
      await request.put(`${API}/user`, { headers: session, data: { name: 'Taken Over' } }),
      await request.get(`${API}/orders`, { headers: session }),
      await request.get(`${API}/addresses`, { headers: session }),
      await request.get(`${API}/wishlist`, { headers: session }),
      await request.get(`${API}/staff/kiosks`, { headers: session }),
      await request.post(`${API}/kiosk/devices`, { headers: session, data: { password: MANAGER.password, store: BANDRA, name: 'By PIN' } }),
    ];
    expect(refused.map((response) => response.status())).toEqual([403, 403, 403, 403, 403, 403, 403]);
    expect(((await refused[0]?.json()) as { message: string }).message).toMatch(/PIN opens the counter only/);
    expect((await request.post(`${API}/auth/logout`, { headers: session })).status()).toBe(200);
  });

  test('registering a kiosk asks the manager’s password again: a stolen web token alone is refused (422)', async ({ request }) => {
    const token = await signIn(request);
    const response = await request.post(`${API}/kiosk/devices`, { headers: { authorization: `Bearer ${token}` }, data: { store: BANDRA, name: 'No password' } });
    expect(response.status()).toBe(422);
    expect(((await response.json()) as { errors: Record<string, string[]> }).errors).toHaveProperty('password');
  });

  test('a manager lists their store’s kiosks and revokes one: its device token and PIN sessions stop at once', async ({ request }) => {
    const managerToken = await signIn(request);
    const kiosk = await newKiosk(request, managerToken, 'To revoke');
    await openCounter(request, kiosk);
    const session = await pinSession(request, kiosk, ANJALI);
    const listed = await request.get(`${API}/staff/kiosks`, { headers: { authorization: `Bearer ${managerToken}` } });
    expect(listed.status()).toBe(200);
    expect(((await listed.json()) as { data: { id: number }[] }).data.map((device) => device.id)).toContain(kiosk.id);

    const revoked = await request.post(`${API}/staff/kiosks/${kiosk.id}/revoke`, {
      headers: { authorization: `Bearer ${managerToken}` },
      data: { reason: 'The tablet was lost' },
    });
    expect(revoked.status(), await revoked.text()).toBe(200);
    expect((await request.get(`${API}/staff/appointments`, { headers: session })).status()).toBe(401);
    expect((await request.get(`${API}/kiosk/device`, { headers: kiosk.header })).status()).toBe(401);
    const unknown = await request.post(`${API}/staff/kiosks/999999/revoke`, {
      headers: { authorization: `Bearer ${managerToken}` },
      data: { reason: 'The tablet was lost' },
    });
    expect(unknown.status()).toBe(404);
  });

  test('wrong PINs on one kiosk lock that kiosk (429 with Retry-After), not the staff: their PIN still opens another kiosk', async ({ request }) => {
    const managerToken = await signIn(request);
    const kiosk = await newKiosk(request, managerToken, 'Guessed at');
    const statuses: number[] = [];
    // Four wrong PINs each for two people: under a person's lock-out, over the kiosk's.
    for (let attempt = 0; attempt < 8; attempt += 1) {
      statuses.push((await unlock(request, kiosk, attempt % 2 === 0 ? ANJALI : RAHUL, '0000')).status());
    }
    expect(statuses.slice(0, 7)).toEqual([401, 401, 401, 401, 401, 401, 401]);
    const locked = await unlock(request, kiosk, ANJALI, ANJALI.pin);
    expect(locked.status()).toBe(429);
    expect(Number(locked.headers()['retry-after'])).toBeGreaterThan(0);

    const other = await newKiosk(request, managerToken, 'Next counter');
    await openCounter(request, other);
    // The right PINs open the other kiosk and start both counts again.
    for (const member of [ANJALI, RAHUL]) {
      const session = await pinSession(request, other, member);
      await request.post(`${API}/auth/logout`, { headers: session });
    }
  });

  test('a manager lifts a staff member’s PIN lock-out at the kiosk only with their password', async ({ request }) => {
    const kiosk = await newKiosk(request, await signIn(request), 'Lock-out');
    await openCounter(request, kiosk);
    for (let attempt = 0; attempt < 5; attempt += 1) await unlock(request, kiosk, ANJALI, '0000');
    expect((await unlock(request, kiosk, ANJALI, ANJALI.pin)).status()).toBe(429);

    const clear = (data: object) => request.post(`${API}/kiosk/staff/${kiosk.staff.get(ANJALI.name)}/clear-pin-lock`, { headers: kiosk.header, data });
    expect((await clear({ manager_email: MANAGER.email, password: 'not-the-password' })).status()).toBe(422);
    expect((await clear({ manager_email: ANJALI.email, password: MANAGER.password })).status()).toBe(403);
    expect((await clear({ ...MANAGER_AT_COUNTER, reason: 'Security suite' })).status()).toBe(200);
    const session = await pinSession(request, kiosk, ANJALI);
    await request.post(`${API}/auth/logout`, { headers: session });
  });
});
