import { createApiClient } from '@aurelia/api-client';
import { describe, expect, it } from 'vitest';
import { PUBLIC_ORIGIN } from '../../server/api.server';
import { refusingApi, testApiForThisFile } from '../../test/api-server';
import { sampleAddress, sampleOrder, samplePayment } from '../../test/order-fixtures';
import type { PostedOrderRefusal } from './checkout-body';
import { placePostedOrder } from './place-order.server';

const api = testApiForThisFile();
const KEY = '5d0c7a0e-2b8f-4f0e-9d3a-6c1e2f3a4b5c';

/** The checkout form as a browser posts it from the shop's own page at `page` (the page's URL and its query). */
function posted(fields: Record<string, string>, { page = '/checkout', origin = PUBLIC_ORIGIN, site = 'same-origin' } = {}) {
  return new Request(`${PUBLIC_ORIGIN}${page}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin, 'sec-fetch-site': site },
    body: new URLSearchParams({ order_key: KEY, ...fields }),
  });
}

const client = (baseURL = api.baseURL) => createApiClient({ baseURL, onUnauthenticated: () => undefined, retry: { retries: 0 } });

async function refusalOf(result: unknown): Promise<{ status: number; body: PostedOrderRefusal; retryAfter: string | null }> {
  const { data, init } = result as { data: PostedOrderRefusal; init: ResponseInit | null };
  return { status: init?.status ?? 200, body: data, retryAfter: new Headers(init?.headers).get('retry-after') };
}

describe('"Place order" posted to the server page before the page\'s script ran', () => {
  it('places the order with the key the page drew into the form, and sends the shopper where the order says to pay', async () => {
    api.on('POST', '/checkout', { status: 201, body: { data: sampleOrder({ fulfilment: 'delivery', payment_method: 'upi', payment: samplePayment({ method: 'upi' }) }) } });
    const result = (await placePostedOrder(posted({ fulfilment: 'delivery', address_id: '31', payment_method: 'upi', coins: '', gift_card_code: '' }), client())) as Response;
    expect(result.status).toBe(303);
    expect(result.headers.get('location')).toBe('/sandbox-pay/6f1c2b9e-3a4d-4e5f-8a7b-1c2d3e4f5a6b');
    const order = api.arrivals.find((arrival) => arrival.path === '/api/v1/checkout');
    expect(order?.idempotencyKey).toBe(KEY);
    expect(order?.body).toEqual({ fulfilment: 'delivery', address_id: 31, payment_method: 'upi' });
  });

  it('sends a cash order to its success page', async () => {
    api.on('POST', '/checkout', { status: 201, body: { data: sampleOrder() } });
    const result = (await placePostedOrder(posted({ fulfilment: 'pickup', store: 'mumbai-bandra', payment_method: 'cash' }, { page: '/checkout?fulfilment=pickup&store=mumbai-bandra' }), client())) as Response;
    expect(result.headers.get('location')).toBe('/checkout/success?order=AUR-2026-000123');
    expect(api.arrivals.find((arrival) => arrival.path === '/api/v1/checkout')?.body).toEqual({ fulfilment: 'pickup', store: 'mumbai-bandra', payment_method: 'cash' });
  });

  it('takes nothing posted from another site, nor a post without the page\'s key, and asks the API nothing', async () => {
    for (const request of [
      posted({ fulfilment: 'delivery', address_id: '31', payment_method: 'cash' }, { origin: 'https://elsewhere.example', site: 'cross-site' }),
      posted({ fulfilment: 'delivery', address_id: '31', payment_method: 'cash', order_key: 'not a key' }),
    ]) {
      const { status, body } = await refusalOf(await placePostedOrder(request, client()));
      expect(status).toBe(403);
      expect(body.title).toBe('Your order was not placed');
    }
    expect(api.arrivals).toEqual([]);
  });

  it('prices the order again, without placing it, for delivery or pick-up or a store chosen before the page could', async () => {
    const toPickup = (await placePostedOrder(posted({ fulfilment: 'pickup', store: 'mumbai-bandra', payment_method: 'upi' }, { page: '/checkout?coins=20' }), client())) as Response;
    expect(toPickup.status).toBe(303);
    expect(toPickup.headers.get('location')).toBe('/checkout?fulfilment=pickup&store=mumbai-bandra&coins=20');
    const toDelivery = (await placePostedOrder(posted({ fulfilment: 'delivery', payment_method: 'upi' }, { page: '/checkout?fulfilment=pickup&store=mumbai-bandra' }), client())) as Response;
    expect(toDelivery.headers.get('location')).toBe('/checkout');
    expect(api.arrivals).toEqual([]);
  });

  it('saves a new delivery address with a key of its own: the same address sent again has the same key, one changed another', async () => {
    const typed = { name: 'Meera Iyer', phone: '98450 12345', line1: '12 Carter Road', line2: '', city: 'Mumbai', state: 'Maharashtra', pincode: '400050' };
    api.on('POST', '/addresses', { status: 201, body: { data: sampleAddress({ id: 44 }) } });
    api.on('POST', '/checkout', { status: 201, body: { data: sampleOrder({ fulfilment: 'delivery' }) } });
    for (const line1 of ['12 Carter Road', '12 Carter Road', '14 Carter Road']) {
      await placePostedOrder(posted({ fulfilment: 'delivery', address_id: 'new', payment_method: 'cash', ...typed, line1 }), client());
    }
    const keys = api.arrivals.filter((arrival) => arrival.method === 'POST' && arrival.path === '/api/v1/addresses').map((arrival) => arrival.idempotencyKey);
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[0]).not.toBe(KEY);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
    expect(api.arrivals.find((arrival) => arrival.path === '/api/v1/checkout')?.body).toMatchObject({ address_id: 44 });
  });

  it('gives a refused new address back by its fields, with what was typed and the key to send it again with', async () => {
    api.on('POST', '/addresses', { status: 422, body: { message: 'Please check the highlighted fields.', errors: { pincode: ['Enter a 6-digit PIN code'] } } });
    const { status, body } = await refusalOf(
      await placePostedOrder(posted({ fulfilment: 'delivery', payment_method: 'card', name: 'Meera', phone: '9845012345', line1: '12 Carter Road', city: 'Mumbai', state: 'Maharashtra', pincode: '4000' }), client()),
    );
    expect(status).toBe(422);
    expect(body).toMatchObject({ title: 'The address was not saved', errors: { pincode: ['Enter a 6-digit PIN code'] }, orderKey: KEY, method: 'card', address: { pincode: '4000', line1: '12 Carter Road' } });
    expect(api.arrivals.some((arrival) => arrival.path === '/api/v1/checkout')).toBe(false);
  });

  it('says why the order was refused (a piece just sold: 409), and keeps the key', async () => {
    api.on('POST', '/checkout', { status: 409, body: { message: 'Noor Signet Ring has just been sold.' } });
    const { status, body } = await refusalOf(await placePostedOrder(posted({ fulfilment: 'delivery', address_id: '31', payment_method: 'upi' }), client()));
    expect(status).toBe(409);
    expect(body).toMatchObject({ error: 'Noor Signet Ring has just been sold.', refusal: 409, orderKey: KEY });
  });

  it('answers 503 with Retry-After when the API cannot be reached, and keeps the key', async () => {
    const away = await refusingApi();
    const { status, body, retryAfter } = await refusalOf(await placePostedOrder(posted({ fulfilment: 'delivery', address_id: '31', payment_method: 'upi' }), client(away.baseURL)));
    expect(status).toBe(503);
    expect(retryAfter).toBe('30');
    expect(body).toMatchObject({ refusal: 503, orderKey: KEY });
  });
});
