import { ADMIN, ANJALI, MANAGER, MEERA, SECOND_STORE, SHOPPER, STORE, signInToApi, type Credentials } from '@aurelia/e2e-support';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { fromMail } from './mailbox';
import { API } from './servers';

/**
 * The back office from outside: its sessions open nothing else and nothing else opens it, a manager's reach stops at
 * their store (another store's order answers as if it did not exist), an admin's password alone opens nothing, and
 * money back can never exceed what was paid, even asked for twice at once.
 */

interface OrderRow {
  order_number: string;
  status: string;
  store: string | null;
  fulfilment: string;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function backOfficeSignIn(request: APIRequestContext, who: Credentials): Promise<string> {
  const response = await request.post(`${API}/back-office/session`, { data: { email: who.email, password: who.password } });
  expect(response.status(), await response.text()).toBe(200);
  const body = (await response.json()) as { status: string; access_token?: string; challenge?: string };
  if (body.status === 'signed_in' && body.access_token) return body.access_token;
  const code = await fromMail(who.email, /\b(\d{6})\b/);
  const finished = await request.post(`${API}/back-office/session/code`, { data: { challenge: body.challenge, code } });
  expect(finished.status(), await finished.text()).toBe(200);
  return ((await finished.json()) as { access_token: string }).access_token;
}

// An admin's sign-in mails a code, and codes to one address are capped per hour: the suite signs her in once.
let adminToken: Promise<string> | undefined;
const signInAdmin = (request: APIRequestContext) => (adminToken ??= backOfficeSignIn(request, ADMIN));

async function ordersOf(request: APIRequestContext, token: string, query = ''): Promise<OrderRow[]> {
  const response = await request.get(`${API}/back-office/orders?per_page=100${query}`, { headers: bearer(token) });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: OrderRow[] }).data;
}

test.describe('back-office sessions', () => {
  test('a shop token never opens the back office, and a back-office token never acts in the shop', async ({ request }) => {
    const shopToken = await signInToApi(request, API, MANAGER);
    const refused = await request.get(`${API}/back-office/orders`, { headers: bearer(shopToken) });
    expect(refused.status()).toBe(403);
    expect((await request.get(`${API}/back-office/orders`)).status()).toBe(401);

    const officeToken = await backOfficeSignIn(request, MANAGER);
    for (const path of ['/user', '/cart/', '/orders']) {
      expect((await request.get(`${API}${path}`, { headers: bearer(officeToken) })).status(), path).toBe(403);
    }
  });

  test('sign-in tells nobody which accounts exist: a stranger, a wrong password and a shopper get the same 401', async ({ request }) => {
    const answers = await Promise.all(
      [
        { email: 'nobody-here@example.com', password: 'Whatever#2026' },
        { email: MANAGER.email, password: 'Wrong#2026' },
        SHOPPER,
      ].map(async (who) => {
        const response = await request.post(`${API}/back-office/session`, { data: { email: who.email, password: who.password } });
        return { status: response.status(), body: await response.text() };
      }),
    );
    expect(answers.map((answer) => answer.status)).toEqual([401, 401, 401]);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
  });

  test('counter staff are sent to the kiosk: their right password opens no back-office session', async ({ request }) => {
    const response = await request.post(`${API}/back-office/session`, { data: { email: ANJALI.email, password: ANJALI.password } });
    expect(response.status()).toBe(403);
    expect(JSON.stringify(await response.json())).not.toContain('access_token');
  });

  test('an admin’s password alone opens nothing, and guessing the code kills the challenge', async ({ request }) => {
    const response = await request.post(`${API}/back-office/session`, { data: { email: ADMIN.email, password: ADMIN.password } });
    expect(response.status()).toBe(200);
    const body = (await response.json()) as { status: string; challenge: string; access_token?: string };
    expect(body.status).toBe('code_sent');
    expect(body.access_token).toBeUndefined();
    const code = await fromMail(ADMIN.email, /\b(\d{6})\b/);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let guess = 0; guess < 5; guess += 1) {
      const attempt = await request.post(`${API}/back-office/session/code`, { data: { challenge: body.challenge, code: wrong } });
      expect([401, 422]).toContain(attempt.status());
    }
    const late = await request.post(`${API}/back-office/session/code`, { data: { challenge: body.challenge, code } });
    expect([401, 422]).toContain(late.status());
    expect(JSON.stringify(await late.json())).not.toContain('access_token');
  });
});

test.describe('a manager’s reach stops at their store', () => {
  test('another store’s pick-up order, and the shop’s deliveries, answer 404 to every call, and never show in the list', async ({ request }) => {
    const admin = await signInAdmin(request);
    const everything = await ordersOf(request, admin);
    const bandraPickup = everything.find((order) => order.fulfilment === 'pickup' && order.store === STORE.name);
    const delivery = everything.find((order) => order.fulfilment === 'delivery');
    expect(bandraPickup, 'a seeded Bandra pick-up').toBeDefined();
    expect(delivery, 'a seeded delivery').toBeDefined();

    const meera = await backOfficeSignIn(request, MEERA);
    const hers = await ordersOf(request, meera);
    expect(hers.every((order) => order.store === SECOND_STORE.name)).toBe(true);
    const missing = await request.get(`${API}/back-office/orders/AUR-NOSUCH1`, { headers: bearer(meera) });
    expect(missing.status()).toBe(404);

    for (const order of [bandraPickup, delivery]) {
      const number = order?.order_number ?? '';
      const base = `${API}/back-office/orders/${number}`;
      const calls = [
        request.get(base, { headers: bearer(meera) }),
        request.post(`${base}/transitions`, { headers: bearer(meera), data: { to: 'collected' } }),
        request.post(`${base}/cash`, { headers: bearer(meera), data: {} }),
        request.post(`${base}/cancel`, { headers: bearer(meera), data: { reason: 'Trying another store' } }),
        request.post(`${base}/refunds`, { headers: bearer(meera), data: { amount: 100, reason: 'Trying another store' } }),
      ];
      for (const response of await Promise.all(calls)) {
        expect(response.status(), `${response.url()} as Meera`).toBe(404);
      }
    }
    // The admin sees both as they were: nothing moved.
    const after = await ordersOf(request, admin);
    for (const order of [bandraPickup, delivery]) {
      expect(after.find((row) => row.order_number === order?.order_number)?.status).toBe(order?.status);
    }
  });
});

test.describe('money back', () => {
  test('never more than was paid: an over-refund is 422, a negative one refused, two refunds at once cannot both pass', async ({ request }) => {
    const admin = await signInAdmin(request);
    const delivered = (await ordersOf(request, admin, '&status=delivered')).find((order) => order.fulfilment === 'delivery');
    expect(delivered, 'a seeded delivered order').toBeDefined();
    const base = `${API}/back-office/orders/${delivered?.order_number}`;
    const order = (await (await request.get(base, { headers: bearer(admin) })).json()) as { data: { actions: { refund: { refundable: number } | null } } };
    const refundable = order.data.actions.refund?.refundable ?? 0;
    expect(refundable).toBeGreaterThan(0);

    const over = await request.post(`${base}/refunds`, { headers: bearer(admin), data: { amount: refundable + 1, reason: 'Too much' } });
    expect(over.status()).toBe(422);
    const negative = await request.post(`${base}/refunds`, { headers: bearer(admin), data: { amount: -100, reason: 'Negative' } });
    expect([400, 422]).toContain(negative.status());

    // Two refunds of 60% each, sent together: one passes, the other is refused; the total never exceeds what was paid.
    const share = Math.round(refundable * 0.6);
    const both = await Promise.all(
      [1, 2].map((n) => request.post(`${base}/refunds`, { headers: bearer(admin), data: { amount: share, reason: `Goodwill ${n}` } })),
    );
    expect(both.map((response) => response.status()).sort()).toEqual([201, 422]);
    const after = (await (await request.get(base, { headers: bearer(admin) })).json()) as { data: { refunded: number; actions: { refund: { refundable: number } | null } } };
    expect(after.data.refunded).toBe(share);
    expect(after.data.actions.refund?.refundable ?? 0).toBeCloseTo(refundable - share, 2);
  });

  test('a shopper cannot cancel or return another shopper’s order: 404, the order untouched', async ({ request }) => {
    const admin = await signInAdmin(request);
    const confirmed = (await ordersOf(request, admin, '&status=confirmed'))[0];
    expect(confirmed, 'a seeded confirmed order').toBeDefined();
    const password = 'Stranger#2026';
    const registered = await request.post(`${API}/auth/register`, {
      data: {
        name: 'Mallory Stranger',
        email: `stranger-${Date.now()}@example.com`,
        phone: '9123456780',
        phone_country_code: 'IN',
        phone_country_number: '91',
        password,
        password_confirmation: password,
      },
    });
    expect(registered.status(), await registered.text()).toBe(200);
    const token = ((await registered.json()) as { access_token: string }).access_token;
    const base = `${API}/orders/${confirmed?.order_number}`;
    expect((await request.post(`${base}/cancel`, { headers: bearer(token), data: { reason: 'Not mine' } })).status()).toBe(404);
    expect((await request.post(`${base}/returns`, { headers: bearer(token), data: { reason: 'Not mine', items: [{ line_id: 1, quantity: 1 }] } })).status()).toBe(404);
    const still = await ordersOf(request, admin, `&q=${confirmed?.order_number}`);
    expect(still[0]?.status).toBe('confirmed');
  });
});
