import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test';
import { API } from './servers';

/**
 * Names end up in mail subjects ("Asha sent you a gift card"), headers and file names. A line break in one would
 * let a sender add a Bcc or a header of their own; a bidi override would make a subject read other than it is.
 * The API refuses them in every such field, with a 422 that says why.
 */
const INJECTED = {
  'CR LF and a Bcc header': 'Asha\r\nBcc: victim@example.com',
  'a bare LF': 'Asha\nKumar',
  'a Unicode line separator': 'Asha\u2028Kumar',
  'a right-to-left override': 'Asha \u202eramuK',
  'a C1 control': 'Asha\u0085Kumar',
};

// Addresses of a documentation range, one per call, so no per-address limit of another spec is touched.
let nextAddress = 60;
const from = () => ({ 'x-forwarded-for': `192.0.2.${nextAddress++}` });

function expectRefusedAt(response: APIResponse, body: { errors?: Record<string, string[]> }, field: string, what: string) {
  expect(response.status(), JSON.stringify(body)).toBe(422);
  expect(body.errors?.[field]).toEqual([`${what} must not contain line breaks or control characters`]);
}

const userForm = (name: string) => ({
  name,
  email: `header-injection-${randomUUID()}@example.com`,
  phone: '9876543210',
  phone_country_number: '91',
  phone_country_code: 'IN',
  password: 'kundan2025',
  password_confirmation: 'kundan2025',
});

async function newShopper(request: APIRequestContext): Promise<{ token: string; form: ReturnType<typeof userForm> }> {
  const form = userForm('Asha Kumar');
  const registered = await request.post(`${API}/auth/register`, { headers: from(), data: form });
  expect(registered.status(), await registered.text()).toBe(200);
  return { token: ((await registered.json()) as { access_token: string }).access_token, form };
}

test.describe('header injection through names', () => {
  test('sign-up refuses a name with a line break, a line separator, a bidi override or a control character', async ({ request }) => {
    for (const [kind, name] of Object.entries(INJECTED)) {
      const response = await request.post(`${API}/auth/register`, { headers: from(), data: userForm(name) });
      await test.step(kind, async () => expectRefusedAt(response, await response.json(), 'name', 'Your name'));
    }
  });

  test('the profile, a delivery address and a gift card’s recipient refuse them too', async ({ request }) => {
    const { token, form } = await newShopper(request);
    const headers = { authorization: `Bearer ${token}` };
    for (const [kind, name] of Object.entries(INJECTED)) {
      await test.step(kind, async () => {
        const profile = await request.put(`${API}/user`, {
          headers,
          data: { name, email: form.email, phone: form.phone, phone_country_number: '91', phone_country_code: 'IN' },
        });
        expectRefusedAt(profile, await profile.json(), 'name', 'Your name');

        const address = await request.post(`${API}/addresses`, {
          headers,
          data: { name, phone: '9876543210', line1: '12 MG Road', city: 'Pune', state: 'Maharashtra', pincode: '411001' },
        });
        expectRefusedAt(address, await address.json(), 'name', 'The name');

        const giftCard = await request.post(`${API}/giftcards/checkout`, {
          headers: { ...headers, 'idempotency-key': randomUUID() },
          data: { design: 'gold', amount: 5000, recipient_name: name, recipient_email: 'meera@example.com', payment_method: 'card' },
        });
        expectRefusedAt(giftCard, await giftCard.json(), 'recipient_name', 'The recipient’s name');
      });
    }
    const me = (await (await request.get(`${API}/user`, { headers })).json()) as { data: { name: string } };
    expect(me.data.name).toBe('Asha Kumar');
  });

  test('a booking refuses a customer name with CR LF, and a gift card a recipient email with one', async ({ request }) => {
    const booking = await request.post(`${API}/appointment`, {
      headers: from(),
      data: { customer_name: INJECTED['CR LF and a Bcc header'], phone: '9876543210', appointment_date: '2099-01-01', timeslot_id: 1 },
    });
    expectRefusedAt(booking, await booking.json(), 'customer_name', 'The name');

    const { token } = await newShopper(request);
    const giftCard = await request.post(`${API}/giftcards/checkout`, {
      headers: { authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() },
      data: { design: 'gold', amount: 5000, recipient_name: 'Meera Iyer', recipient_email: 'meera@example.com\r\nBcc: victim@example.com', payment_method: 'card' },
    });
    expect(giftCard.status()).toBe(422);
    expect(((await giftCard.json()) as { errors: Record<string, string[]> }).errors).toHaveProperty('recipient_email');
  });
});
