import { SHOPPER, signInToApi } from '@aurelia/e2e-support';
import { expect, test, type APIResponse } from '@playwright/test';
import { API, API_ORIGIN, STOREFRONT } from './servers';

/** Every refusal is in the API's error shape, with a message a person can read. */
async function expectRefusal(response: APIResponse, status: number): Promise<void> {
  expect(response.status(), await response.text()).toBe(status);
  const body = (await response.json()) as Record<string, unknown>;
  expect(typeof body['message']).toBe('string');
  expect(Object.keys(body).every((key) => key === 'message' || key === 'errors')).toBe(true);
}

/** `levels` objects inside one another, as text: JSON.stringify itself overflows on such a value. */
const nested = (levels: number) => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);

/** A guest booking for a slot that does not exist: it is counted, then refused with a 422. */
const booking = (phone: string) => ({
  customer_name: 'Flood Test',
  phone,
  appointment_date: '2026-01-01',
  timeslot_id: 999_999,
});

test.describe('the image proxy through the storefront serves only the variants the pages use', () => {
  for (const modifiers of ['w_300', 'w_4000', 'w_320,h_100', 'w_320,q_100', 'w_320,fit_contain', 'w_320,b_ff0000', '_', 'f_avif', 'w_3072,h_1']) {
    test(`refuses /_ipx/${modifiers}/… with a 400`, async ({ request }) => {
      await expectRefusal(await request.get(`${STOREFRONT}/_ipx/${modifiers}/images/products/any.png`), 400);
    });
  }

  test('still takes a variant from the list (no such image here: 404, not 400)', async ({ request }) => {
    const response = await request.get(`${STOREFRONT}/_ipx/w_640,h_640,f_avif/images/products/any.png`);
    expect([200, 404]).toContain(response.status());
  });
});

test.describe('request bodies', () => {
  test('a 5,000-deep JSON body is a 400 before any handler', async ({ request }) => {
    const response = await request.post(`${STOREFRONT}/api/v1/appointment`, {
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.1' },
      data: nested(5000),
    });
    await expectRefusal(response, 400);
    expect(await response.text()).toContain('nested too deeply');
  });

  test('a body over the API’s 256 KB is its 413 through the storefront every time; one at the limit reaches the API', async ({ request }) => {
    // The API's BODY_LIMIT_BYTES and the web servers' MAX_FORWARDED_BODY_BYTES (libs/server-http): the two must agree,
    // or a body between them is cut off mid-upload and the storefront answered "briefly unavailable".
    const limit = 256 * 1024;
    const padded = (bytes: number) => {
      const head = '{"item_id":"none","pad":"';
      return head + 'x'.repeat(bytes - head.length - 2) + '"}';
    };
    const send = (origin: string, bytes: number, n: number) =>
      request.post(`${origin}/api/v1/check-product-available`, { headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${200 + n}` }, data: padded(bytes) });
    for (let n = 0; n < 8; n++) await expectRefusal(await send(STOREFRONT, n % 2 ? limit + 1 : 3_000_000, n), 413);
    await expectRefusal(await send(API_ORIGIN, limit + 1, 8), 413);
    // At the limit the API reads it, and refuses the piece it does not name.
    await expectRefusal(await send(STOREFRONT, limit, 9), 422);
  });

  test('`__proto__` keys are a 400', async ({ request }) => {
    const response = await request.post(`${STOREFRONT}/api/v1/auth/login`, {
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.2' },
      data: `{"email":"${SHOPPER.email}","password":"x","__proto__":{"role":"admin"}}`,
    });
    await expectRefusal(response, 400);
  });

  test('a body on a route that takes none is refused, and the route does nothing', async ({ request }) => {
    // The storefront keeps a sign-in's token in its HttpOnly cookie: an API client signs in with the API itself.
    const token = await signInToApi(request, API, SHOPPER);
    const authorization = `Bearer ${token}`;
    const withBody = await request.post(`${STOREFRONT}/api/v1/auth/logout`, { headers: { authorization }, data: { everything: true } });
    await expectRefusal(withBody, 422);
    expect((await request.get(`${STOREFRONT}/api/v1/user`, { headers: { authorization } })).status()).toBe(200);
    const signedOut = await request.post(`${STOREFRONT}/api/v1/auth/logout`, { headers: { authorization } });
    expect(signedOut.status()).toBe(200);
  });
});

test.describe('guest bookings are limited', () => {
  test('a flood from one address is cut off with 429 and Retry-After', async ({ request }) => {
    const statuses: number[] = [];
    let last: APIResponse | undefined;
    for (let n = 0; n < 12; n++) {
      last = await request.post(`${STOREFRONT}/api/v1/appointment`, {
        headers: { 'x-forwarded-for': '198.51.100.10' },
        data: booking(`+91 97100 000${String(n).padStart(2, '0')}`),
      });
      statuses.push(last.status());
    }
    expect(statuses.slice(0, 10)).toEqual(Array.from({ length: 10 }, () => 422));
    expect(statuses.slice(10)).toEqual([429, 429]);
    expect(Number(last?.headers()['retry-after'])).toBeGreaterThan(0);
    if (last) await expectRefusal(last, 429);
  });

  test('one phone booked from many addresses, in any spelling, is cut off too', async ({ request }) => {
    const spellings = ['+91 97200 00001', '9720000001', '091-97200-00001'];
    const statuses: number[] = [];
    for (let n = 0; n < 6; n++) {
      const response = await request.post(`${STOREFRONT}/api/v1/appointment`, {
        headers: { 'x-forwarded-for': `198.51.100.${100 + n}` },
        data: booking(spellings[n % spellings.length] ?? ''),
      });
      statuses.push(response.status());
    }
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429]);
  });
});
