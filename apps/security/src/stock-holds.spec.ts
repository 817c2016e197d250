import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { API } from './servers';

/** Attempts one order may have, the first included (libs/domain's rule, stated here as the shopper meets it). */
const MAX_ATTEMPTS = 5;

let accounts = 0;

/** A new shopper of this file, from an address of its own (sign-ups are capped per address). */
async function newShopper(request: APIRequestContext): Promise<Record<string, string>> {
  accounts += 1;
  const email = `stock-hold-${Date.now()}-${accounts}@aurelia.test`;
  const password = 'Sapphire#2026';
  const registered = await request.post(`${API}/auth/register`, {
    headers: { 'x-forwarded-for': `100.64.5.${(accounts % 254) + 1}` },
    data: { name: 'Kavya Menon', email, phone: '9845012399', phone_country_code: 'IN', phone_country_number: '91', password, password_confirmation: password },
  });
  expect(registered.status(), await registered.text()).toBe(200);
  return { authorization: `Bearer ${((await registered.json()) as { access_token: string }).access_token}` };
}

interface OrderAnswer {
  order_number: string;
  reserved_until: string | null;
  can_retry_payment: boolean;
  payment: { id: string } | null;
}

/** A card order of one piece with plenty in stock, waiting for its payment, placed by a new shopper. */
async function unpaidCardOrder(request: APIRequestContext) {
  const headers = await newShopper(request);
  const listed = (await (await request.get(`${API}/products?per_page=48`)).json()) as { data: { id: number; name: string; price: number; stock: number }[] };
  const piece = listed.data.find((product) => product.stock >= 5);
  expect(piece, 'a product with stock').toBeDefined();
  const added = await request.post(`${API}/cart/add`, {
    headers,
    data: { item_id: piece?.id, item_type: 'product', quantity: 1, name: piece?.name, price: piece?.price },
  });
  expect(added.status(), await added.text()).toBe(200);
  const stores = (await (await request.get(`${API}/stores`)).json()) as { data: { slug: string }[] };
  const placed = await request.post(`${API}/checkout`, {
    headers: { ...headers, 'idempotency-key': randomUUID() },
    data: { fulfilment: 'pickup', store: stores.data[0]?.slug, payment_method: 'card' },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return { headers, order: ((await placed.json()) as { data: OrderAnswer }).data };
}

const retry = (request: APIRequestContext, headers: Record<string, string>, orderNumber: string) =>
  request.post(`${API}/orders/${orderNumber}/payments`, { headers: { ...headers, 'idempotency-key': randomUUID() }, data: { payment_method: 'card' } });

test.describe('a payment retry cannot hold a piece forever', () => {
  test('a retry leaves reserved_until where checkout set it', async ({ request }) => {
    const { headers, order } = await unpaidCardOrder(request);
    expect(order.reserved_until).not.toBeNull();
    const retried = await retry(request, headers, order.order_number);
    expect(retried.status(), await retried.text()).toBe(201);
    const answer = ((await retried.json()) as { data: OrderAnswer }).data;
    expect(answer.payment?.id).not.toBe(order.payment?.id);
    expect(answer.reserved_until).toBe(order.reserved_until);
  });

  test(`retries past ${MAX_ATTEMPTS} attempts in all are refused with 409, and the reservation never moved`, async ({ request }) => {
    const { headers, order } = await unpaidCardOrder(request);
    for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt++) {
      const retried = await retry(request, headers, order.order_number);
      expect(retried.status(), `attempt ${attempt}: ${await retried.text()}`).toBe(201);
    }
    const refused = await retry(request, headers, order.order_number);
    expect(refused.status()).toBe(409);
    const body = (await refused.json()) as Record<string, unknown>;
    expect(Object.keys(body)).toEqual(['message']);
    expect(body['message']).toMatch(new RegExp(`${MAX_ATTEMPTS} payment attempts.*place the order again`));
    const shown = ((await (await request.get(`${API}/orders/${order.order_number}`, { headers })).json()) as { data: OrderAnswer }).data;
    expect(shown.reserved_until).toBe(order.reserved_until);
  });
});
