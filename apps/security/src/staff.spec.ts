import { MANAGER, STORE, VIKRAM, signInToApi } from '@aurelia/e2e-support';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { API } from './servers';

/** Seeded staff: Vikram Das works at Bandra (STORE); the manager runs Bandra only. */
const BANDRA = STORE.slug;
const DELHI = 'delhi-connaught-place';
const signIn = (request: APIRequestContext) => signInToApi(request, API, MANAGER);

async function registerKiosk(request: APIRequestContext, token: string, store: string) {
  return request.post(`${API}/kiosk/devices`, {
    headers: { authorization: `Bearer ${token}` },
    data: { password: MANAGER.password, store, name: 'Security check' },
  });
}

test.describe('staff powers', () => {
  test('a manager’s password sign-in (a web token) cannot sell a gift card at /staff/giftcards: 403, nothing issued', async ({ request }) => {
    const token = await signIn(request);
    const sale = await request.post(`${API}/staff/giftcards`, {
      headers: { authorization: `Bearer ${token}`, 'idempotency-key': `security-${Date.now()}` },
      data: {
        design: 'plum',
        amount: 25000,
        recipient_name: 'Mallory',
        recipient_email: 'mallory@example.com',
        message: null,
        payment_method: 'cash',
        payment_reference: null,
      },
    });
    expect(sale.status()).toBe(403);
    expect(((await sale.json()) as { message: string }).message).toMatch(/kiosk/);
    const appointments = await request.get(`${API}/staff/appointments`, { headers: { authorization: `Bearer ${token}` } });
    expect(appointments.status()).toBe(403);
  });

  test('a manager cannot register a kiosk for another store: 403', async ({ request }) => {
    const token = await signIn(request);
    const delhi = await registerKiosk(request, token, DELHI);
    expect(delhi.status()).toBe(403);
    expect(((await delhi.json()) as { message: string }).message).toBe('You can set up kiosks only for the store you work at.');
  });

  test('15 wrong PINs sent at once for one staff member: at most 5 are judged, the rest are locked out', async ({ request }) => {
    const registered = await registerKiosk(request, await signIn(request), BANDRA);
    expect(registered.status(), await registered.text()).toBe(201);
    const device = { 'x-kiosk-device': ((await registered.json()) as { data: { device_token: string } }).data.device_token };
    const state = (await (await request.get(`${API}/kiosk/device`, { headers: device })).json()) as { data: { staff: { id: number; name: string }[] } };
    const staffId = state.data.staff.find((member) => member.name === VIKRAM.name)?.id;
    expect(staffId).toBeDefined();

    const answers = await Promise.all(
      Array.from({ length: 15 }, (_, index) =>
        request.post(`${API}/kiosk/unlock`, { headers: device, data: { staff_id: staffId, pin: String(1000 + index) } }),
      ),
    );
    const statuses = answers.map((answer) => answer.status());
    const judged = statuses.filter((status) => status === 401).length;
    expect(judged, `statuses: ${statuses.join(' ')}`).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15 - judged);
    // Locked out now: the right PIN waits too.
    const right = await request.post(`${API}/kiosk/unlock`, { headers: device, data: { staff_id: staffId, pin: VIKRAM.pin } });
    expect(right.status()).toBe(429);
  });
});
