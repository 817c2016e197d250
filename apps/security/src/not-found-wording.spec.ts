import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { API, API_ORIGIN, KIOSK, STOREFRONT } from './servers';

/**
 * A 404 used to say `No query results for model [Store] <the slug asked for>` and, for an unknown route, could
 * quote the URL: it named the API's internal models and handed the caller's input back to them. Every 404 now
 * names at most the kind of thing in plain words, and never echoes a key, an id or a path.
 */
const marker = `zq${randomUUID().replace(/-/g, '')}`;
/** Keys a lookup accepts (so the answer is a 404), and hostile ones (HTML, a long string), each carrying `marker`. */
const KEYS = {
  'a slug': `${marker}-ring`,
  'a long slug': `${marker}-${'x'.repeat(120)}`,
  HTML: `<img src=x onerror=alert(1)>${marker}`,
  'a script tag': `</script><script>alert(1)</script>${marker}`,
};
const ORIGINS = { api: API_ORIGIN, storefront: STOREFRONT, kiosk: KIOSK };
const INTERNAL_WORDING = /No query results|model \[|Route (GET|POST|PUT|DELETE):/;

async function expectNoEcho(request: APIRequestContext, url: string, options: { headers?: Record<string, string>; method?: string } = {}) {
  const response = await request.fetch(url, { method: options.method ?? 'GET', headers: options.headers, maxRedirects: 0 });
  const body = await response.text();
  expect(response.status(), url).toBeGreaterThanOrEqual(400);
  expect(response.status(), url).toBeLessThan(500);
  expect(body, url).not.toContain(marker);
  expect(body, url).not.toMatch(INTERNAL_WORDING);
  return { status: response.status(), body };
}

test.describe('404 wording', () => {
  test('an unknown product, store or page is "<kind> not found.", whatever key was asked for, at the API and through both web servers', async ({
    request,
  }) => {
    for (const [origin, base] of Object.entries(ORIGINS)) {
      for (const [kind, key] of Object.entries(KEYS)) {
        await test.step(`${origin}: ${kind}`, async () => {
          for (const path of [`/api/v1/product/${encodeURIComponent(key)}`, `/api/v1/stores/${encodeURIComponent(key)}`, `/api/v1/pages/${encodeURIComponent(key)}`]) {
            await expectNoEcho(request, `${base}${path}`);
          }
        });
      }
    }
    const store = await request.get(`${API}/stores/${KEYS['a slug']}`);
    expect(store.status()).toBe(404);
    expect(await store.json()).toEqual({ message: 'Store not found.' });
    const product = await request.get(`${API}/product/${KEYS['a slug']}`);
    expect(await product.json()).toEqual({ message: 'Product not found.' });
  });

  test('an unknown route answers a plain "Not Found" that does not quote the URL, at the API and through both web servers', async ({ request }) => {
    for (const [origin, base] of Object.entries(ORIGINS)) {
      for (const [kind, key] of Object.entries(KEYS)) {
        await test.step(`${origin}: ${kind}`, async () => {
          for (const method of ['GET', 'POST', 'DELETE']) {
            const { status, body } = await expectNoEcho(request, `${base}/api/v1/${encodeURIComponent(key)}`, { method });
            expect(status).toBe(404);
            expect(JSON.parse(body)).toEqual({ message: 'Not Found' });
          }
        });
      }
    }
    for (const key of Object.values(KEYS)) {
      await expectNoEcho(request, `${API_ORIGIN}/${encodeURIComponent(key)}`);
      await expectNoEcho(request, `${API_ORIGIN}/api/docs/static/${encodeURIComponent(key)}.js`);
      await expectNoEcho(request, `${API_ORIGIN}/sandbox-pay/${encodeURIComponent(key)}`);
    }
  });

  test('a signed-in shopper’s unknown order, plan or address is not found without the key coming back', async ({ request }) => {
    const registered = await request.post(`${API}/auth/register`, {
      headers: { 'x-forwarded-for': '192.0.2.90' },
      data: {
        name: 'Asha Kumar',
        email: `not-found-${randomUUID()}@example.com`,
        phone: '9876543210',
        phone_country_number: '91',
        phone_country_code: 'IN',
        password: 'kundan2025',
        password_confirmation: 'kundan2025',
      },
    });
    expect(registered.status(), await registered.text()).toBe(200);
    const headers = { authorization: `Bearer ${((await registered.json()) as { access_token: string }).access_token}` };
    for (const key of Object.values(KEYS)) {
      const encoded = encodeURIComponent(key);
      for (const path of [`/orders/${encoded}`, `/orders/${encoded}/invoice`, `/gold-plan/subscriptions/${encoded}`, `/gold-plan/transactions/${encoded}`, `/payments/${encoded}`]) {
        await expectNoEcho(request, `${API}${path}`, { headers });
      }
    }
    const order = await request.get(`${API}/orders/AUR-${marker.slice(0, 12).toUpperCase()}`, { headers });
    expect(order.status()).toBe(404);
    expect(await order.json()).toEqual({ message: 'Order not found.' });
    const address = await request.delete(`${API}/addresses/987654321`, { headers });
    expect(address.status()).toBe(404);
    expect(await address.json()).toEqual({ message: 'Address not found.' });
  });
});
