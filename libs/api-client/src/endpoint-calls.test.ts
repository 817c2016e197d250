import { beforeAll, describe, expect, it } from 'vitest';
import type {
  AddressBody,
  ChangePasswordBody,
  CheckoutBody,
  CheckoutSummaryBody,
  CounterGiftCardBody,
  GiftCardCheckoutBody,
  GoldPlanSubscribeBody,
  ResetPasswordBody,
  UpdateProfileBody,
  WishlistItemBody,
} from '@aurelia/contracts';
import { failure, useClientHarness } from '../test/client-harness';
import { decodedQuery, sendJson, type TestServer } from '../test/test-server';
import { createApiClient, type ApiClient } from './client';
import { isHttpError, isNoQueryResults } from './errors';

const harness = useClientHarness();
const { onUnauthenticated } = harness;
let server: TestServer;
beforeAll(() => {
  server = harness.server;
});

/** A client on the test server that holds `token`, if any. */
function client(token?: string): ApiClient {
  harness.token = token;
  return harness.client();
}

const profile: UpdateProfileBody = {
  name: 'Asha Rao',
  email: 'asha@example.com',
  phone: '9876543210',
  phone_country_number: '91',
  phone_country_code: 'IN',
};
const reset: ResetPasswordBody = {
  email: 'asha@example.com',
  token: 'reset-token',
  password: 'new-secret-1',
  password_confirmation: 'new-secret-1',
};
const change: ChangePasswordBody = {
  current_password: 'old-secret-1',
  password: 'new-secret-1',
  password_confirmation: 'new-secret-1',
};
const ring: WishlistItemBody = { item_id: 7, item_type: 'product' };
const walkIn = { customer_name: 'Meera Iyer', phone: '9876543210', timeslot_id: 40 };
const home: AddressBody = {
  name: 'Asha Rao',
  phone: '9876543210',
  line1: '12 MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560001',
};
const counterSale: CounterGiftCardBody = {
  design: 'plum',
  amount: 2000,
  recipient_name: 'Farah Khan',
  recipient_email: 'farah@example.com',
  payment_method: 'card_terminal',
  payment_reference: 'TID 55/0091',
};
const joining: GoldPlanSubscribeBody = { plan: 'swarna-10-plus-1', instalment_amount: 1500 };
const planUuid = '3f1c2b7a-5d4e-4f60-9a8b-7c6d5e4f3a21';
const instalmentUuid = '3f1c2b7a-5d4e-4f60-9a8b-7c6d5e4f3a22';
const present: GiftCardCheckoutBody = { design: 'gold', amount: 5000, recipient_name: 'Meera Iyer', recipient_email: 'meera@example.com', payment_method: 'card' };
const typedCode = { code: '3467-9ACD-EFGH-JKMN' };
const redemption = { ...typedCode, amount: 750.5, reference: 'BILL-42' };
const order: CheckoutBody = { fulfilment: 'delivery', address_id: 3, payment_method: 'card' };
const giftCardPreview: CheckoutSummaryBody = { fulfilment: 'pickup', store: 'mumbai-bandra', coins: 120, gift_card_code: '3467-9ACD-EFGH-JKMN' };
const switches = [
  { key: 'maintenance_mode', value: 'true' },
  { key: 'disabled_routes', value: 'cart,checkout' },
];

interface Call {
  name: keyof ApiClient;
  call: (api: ApiClient) => Promise<unknown>;
  /** Method and path under the base URL, with the query as sent. */
  request: string;
  body?: unknown;
}

const calls: Call[] = [
  { name: 'getCategories', call: (api) => api.getCategories(), request: 'GET /categories' },
  {
    name: 'requestOtp',
    call: (api) => api.requestOtp({ email: 'asha@example.com' }),
    request: 'POST /auth/otp/request',
    body: { email: 'asha@example.com' },
  },
  {
    name: 'verifyOtp',
    call: (api) => api.verifyOtp({ email: 'asha@example.com', code: '123456' }),
    request: 'POST /auth/otp/verify',
    body: { email: 'asha@example.com', code: '123456' },
  },
  {
    name: 'forgotPassword',
    call: (api) => api.forgotPassword({ email: 'asha@example.com' }),
    request: 'POST /auth/forgot-password',
    body: { email: 'asha@example.com' },
  },
  { name: 'resetPassword', call: (api) => api.resetPassword(reset), request: 'POST /auth/reset-password', body: reset },
  {
    name: 'verifyEmail',
    call: (api) => api.verifyEmail({ token: 'link-token' }),
    request: 'POST /auth/email/verify',
    body: { token: 'link-token' },
  },
  { name: 'updateProfile', call: (api) => api.updateProfile(profile), request: 'PUT /user', body: profile },
  { name: 'changePassword', call: (api) => api.changePassword(change), request: 'PUT /user/password', body: change },
  { name: 'getWishlist', call: (api) => api.getWishlist(), request: 'GET /wishlist' },
  { name: 'addToWishlist', call: (api) => api.addToWishlist(ring), request: 'POST /wishlist/add', body: ring },
  {
    name: 'removeFromWishlist',
    call: (api) => api.removeFromWishlist(ring),
    request: 'POST /wishlist/remove',
    body: ring,
  },
  { name: 'getStores', call: (api) => api.getStores(), request: 'GET /stores' },
  { name: 'getStore', call: (api) => api.getStore('mumbai-bandra'), request: 'GET /stores/mumbai-bandra' },
  { name: 'getPages', call: (api) => api.getPages(), request: 'GET /pages' },
  { name: 'getPage', call: (api) => api.getPage('shipping-policy'), request: 'GET /pages/shipping-policy' },
  { name: 'getStaffAppointments', call: (api) => api.getStaffAppointments(), request: 'GET /staff/appointments' },
  {
    name: 'checkInAppointment',
    call: (api) => api.checkInAppointment(12),
    request: 'POST /staff/appointments/12/check-in',
  },
  { name: 'completeAppointment', call: (api) => api.completeAppointment(12), request: 'POST /staff/appointments/12/complete' },
  { name: 'markNoShow', call: (api) => api.markNoShow(12), request: 'POST /staff/appointments/12/no-show' },
  { name: 'cancelAppointment', call: (api) => api.cancelAppointment(12), request: 'POST /staff/appointments/12/cancel' },
  {
    name: 'moveAppointment',
    call: (api) => api.moveAppointment(12, { timeslot_id: 40 }),
    request: 'POST /staff/appointments/12/move',
    body: { timeslot_id: 40 },
  },
  { name: 'bookWalkIn', call: (api) => api.bookWalkIn(walkIn), request: 'POST /staff/appointments', body: walkIn },
  {
    name: 'issueCounterGiftCard',
    call: (api) => api.issueCounterGiftCard(counterSale, 'counter-sale-0001'),
    request: 'POST /staff/giftcards',
    body: counterSale,
  },
  { name: 'lookUpGiftCard', call: (api) => api.lookUpGiftCard(typedCode), request: 'POST /staff/giftcards/lookup', body: typedCode },
  { name: 'redeemGiftCard', call: (api) => api.redeemGiftCard(redemption), request: 'POST /staff/giftcards/redeem', body: redemption },
  {
    name: 'registerKioskDevice',
    call: (api) => api.registerKioskDevice({ password: 'Staff#2026', store: 'mumbai-bandra', name: 'Front counter' }),
    request: 'POST /kiosk/devices',
    body: { password: 'Staff#2026', store: 'mumbai-bandra', name: 'Front counter' },
  },
  { name: 'getKioskDevice', call: (api) => api.getKioskDevice('device-token-0001'), request: 'GET /kiosk/device' },
  {
    name: 'unlockKiosk',
    call: (api) => api.unlockKiosk('device-token-0001', { staff_id: 3, pin: '2580' }),
    request: 'POST /kiosk/unlock',
    body: { staff_id: 3, pin: '2580' },
  },
  {
    name: 'openCounterOutsideHours',
    call: (api) => api.openCounterOutsideHours('device-token-0001', { manager_email: 'staff@aurelia.test', password: 'Staff#2026', reason: 'Late order' }),
    request: 'POST /kiosk/hours-override',
    body: { manager_email: 'staff@aurelia.test', password: 'Staff#2026', reason: 'Late order' },
  },
  {
    name: 'clearStaffPinLock',
    call: (api) => api.clearStaffPinLock('device-token-0001', 4, { manager_email: 'staff@aurelia.test', password: 'Staff#2026' }),
    request: 'POST /kiosk/staff/4/clear-pin-lock',
    body: { manager_email: 'staff@aurelia.test', password: 'Staff#2026' },
  },
  { name: 'listStoreKiosks', call: (api) => api.listStoreKiosks(), request: 'GET /staff/kiosks' },
  {
    name: 'clearKioskDeviceLock',
    call: (api) => api.clearKioskDeviceLock('device-token-0001', { manager_email: 'staff@aurelia.test', password: 'Staff#2026', reason: 'Wrong PINs by a child' }),
    request: 'POST /kiosk/clear-device-lock',
    body: { manager_email: 'staff@aurelia.test', password: 'Staff#2026', reason: 'Wrong PINs by a child' },
  },
  {
    name: 'revokeStoreKiosk',
    call: (api) => api.revokeStoreKiosk(7, { reason: 'Tablet stolen' }),
    request: 'POST /staff/kiosks/7/revoke',
    body: { reason: 'Tablet stolen' },
  },
  { name: 'listKioskPickups', call: (api) => api.listKioskPickups({ q: 'Asha' }), request: 'GET /kiosk/pickups?q=Asha' },
  { name: 'markKioskPickupReady', call: (api) => api.markKioskPickupReady('AUR-7K3M9Q2X'), request: 'POST /kiosk/pickups/AUR-7K3M9Q2X/ready' },
  {
    name: 'collectKioskPickup',
    call: (api) => api.collectKioskPickup('AUR-7K3M9Q2X', { cash_taken: true }, { idempotencyKey: 'pickup-0001' }),
    request: 'POST /kiosk/pickups/AUR-7K3M9Q2X/collect',
    body: { cash_taken: true },
  },
  { name: 'getAddresses', call: (api) => api.getAddresses(), request: 'GET /addresses' },
  { name: 'createAddress', call: (api) => api.createAddress(home), request: 'POST /addresses', body: home },
  { name: 'deleteAddress', call: (api) => api.deleteAddress(3), request: 'DELETE /addresses/3' },
  { name: 'getCheckoutSummary', call: (api) => api.getCheckoutSummary(), request: 'GET /checkout/summary' },
  {
    name: 'previewCheckoutSummary',
    call: (api) => api.previewCheckoutSummary(giftCardPreview),
    request: 'POST /checkout/summary',
    body: giftCardPreview,
  },
  { name: 'placeOrder', call: (api) => api.placeOrder(order, 'attempt-0001'), request: 'POST /checkout', body: order },
  { name: 'getOrders', call: (api) => api.getOrders(), request: 'GET /orders' },
  { name: 'getOrder', call: (api) => api.getOrder('AUR-7K3M9Q2X'), request: 'GET /orders/AUR-7K3M9Q2X' },
  {
    name: 'retryOrderPayment',
    call: (api) => api.retryOrderPayment('AUR-7K3M9Q2X', { payment_method: 'wallet' }, 'attempt-0002'),
    request: 'POST /orders/AUR-7K3M9Q2X/payments',
    body: { payment_method: 'wallet' },
  },
  {
    name: 'cancelOrder',
    call: (api) => api.cancelOrder('AUR-7K3M9Q2X', { reason: 'Ordered the wrong size' }),
    request: 'POST /orders/AUR-7K3M9Q2X/cancel',
    body: { reason: 'Ordered the wrong size' },
  },
  {
    name: 'requestReturn',
    call: (api) => api.requestReturn('AUR-7K3M9Q2X', { reason: 'Too small', items: [{ line_id: 4, quantity: 1 }] }),
    request: 'POST /orders/AUR-7K3M9Q2X/returns',
    body: { reason: 'Too small', items: [{ line_id: 4, quantity: 1 }] },
  },
  {
    name: 'getPayment',
    call: (api) => api.getPayment('0b6f3c1e-6a52-4c1b-9a8e-2f1d7c9e4b10'),
    request: 'GET /payments/0b6f3c1e-6a52-4c1b-9a8e-2f1d7c9e4b10',
  },
  { name: 'getGiftCards', call: (api) => api.getGiftCards(), request: 'GET /giftcards' },
  { name: 'buyGiftCard', call: (api) => api.buyGiftCard(present, 'gift-0001'), request: 'POST /giftcards/checkout', body: present },
  { name: 'checkGiftCardBalance', call: (api) => api.checkGiftCardBalance(typedCode), request: 'POST /giftcards/balance', body: typedCode },
  { name: 'getGoldPlans', call: (api) => api.getGoldPlans(), request: 'GET /gold-plans' },
  { name: 'getGoldPlanSubscriptions', call: (api) => api.getGoldPlanSubscriptions(), request: 'GET /gold-plan/subscriptions' },
  { name: 'subscribeToGoldPlan', call: (api) => api.subscribeToGoldPlan(joining, 'plan-0001'), request: 'POST /gold-plan/subscribe', body: joining },
  { name: 'getGoldPlanSubscription', call: (api) => api.getGoldPlanSubscription(planUuid), request: `GET /gold-plan/subscriptions/${planUuid}` },
  { name: 'redeemGoldPlan', call: (api) => api.redeemGoldPlan(planUuid), request: `POST /gold-plan/subscriptions/${planUuid}/redeem` },
  { name: 'closeGoldPlanEarly', call: (api) => api.closeGoldPlanEarly(planUuid), request: `POST /gold-plan/subscriptions/${planUuid}/close` },
  { name: 'getGoldPlanPayment', call: (api) => api.getGoldPlanPayment(instalmentUuid), request: `GET /gold-plan/payments/${instalmentUuid}` },
  {
    name: 'payGoldPlanInstalment',
    call: (api) => api.payGoldPlanInstalment(instalmentUuid, { payment_method: 'bank' }, 'instalment-0001'),
    request: `POST /gold-plan/payments/${instalmentUuid}/pay`,
    body: { payment_method: 'bank' },
  },
  { name: 'getGoldPlanTransaction', call: (api) => api.getGoldPlanTransaction('GPT-7K3M9Q2X'), request: 'GET /gold-plan/transactions/GPT-7K3M9Q2X' },
  { name: 'getCaratCoins', call: (api) => api.getCaratCoins(), request: 'GET /carat-coins' },
  { name: 'getOutbox', call: (api) => api.getOutbox(), request: 'GET /dev/outbox' },
  {
    name: 'updateDevSettings',
    call: (api) => api.updateDevSettings(switches),
    request: 'PUT /dev/settings',
    body: { settings: switches },
  },
];

/** The functions of docs/behaviour.md §7's endpoints, whose requests client.test.ts pins. */
const SPEC_FUNCTIONS = [
  'getProducts',
  'getProductBySlug',
  'getProductById',
  'getAttributes',
  'addToCart',
  'removeFromCart',
  'getCart',
  'syncCart',
  'checkProductAvailable',
  'login',
  'register',
  'logout',
  'getUser',
  'getTimeslots',
  'bookAppointment',
  'getSettings',
];

describe('endpoints we designed (docs/architecture.md)', () => {
  it('are each tested by the table below', () => {
    const all = Object.keys(createApiClient({ baseURL: '/api/v1', getToken: () => null, onUnauthenticated: () => undefined }));
    const functions = all.filter((name) => !SPEC_FUNCTIONS.includes(name));
    expect(calls.map((call) => call.name).sort()).toEqual(functions.sort());
  });

  it.each(calls)('$name calls $request with the bearer token', async ({ call, request, body }) => {
    server.handle((_arrival, res) => sendJson(res, 200, { data: [] }));
    await call(client('staff-token'));
    expect(server.arrivals).toHaveLength(1);
    const [arrival] = server.arrivals;
    expect(`${arrival?.method} ${arrival?.rawUrl}`).toBe(request.replace(' ', ' /api/v1'));
    expect(arrival?.headers.authorization).toBe('Bearer staff-token');
    expect(arrival?.body === '' ? undefined : JSON.parse(arrival?.body ?? '')).toEqual(body);
    if (body === undefined) expect(arrival?.headers['content-type']).toBeUndefined();
    else expect(arrival?.headers['content-type']).toMatch(/^application\/json\b/);
  });

  // updateDevSettings reads a list out of the body, as getSettings does; tested on its own below.
  const returningTheBody = calls.filter((call) => call.name !== 'updateDevSettings');
  it.each(returningTheBody)('$name resolves to the response body', async ({ call }) => {
    const answer = { data: [{ id: 1, name: 'anything the server sends' }], meta: { total: 1 } };
    server.handle((_arrival, res) => sendJson(res, 200, answer));
    await expect(call(client())).resolves.toEqual(answer);
    expect(server.arrivals[0]?.headers.authorization).toBeUndefined();
  });
});

describe('the development settings switch', () => {
  it('resolves to the list of every setting, as getSettings does', async () => {
    const all = [...switches, { key: 'is_store_open', value: 'true' }];
    server.handle((_arrival, res) => sendJson(res, 200, { data: all }));
    await expect(client().updateDevSettings(switches)).resolves.toEqual(all);
  });

  it('rejects an answer without a settings list, and passes on a 422 with its field errors', async () => {
    server.handle((_arrival, res) => sendJson(res, 200, { message: 'ok' }));
    expect(await failure(client().updateDevSettings(switches))).toMatchObject({
      name: 'ApiError',
      request: { method: 'PUT', url: `${server.baseURL}/dev/settings` },
    });
    const invalid = { message: 'The given data was invalid.', errors: { 'settings.0.key': ['Too long'] } };
    server.handle((_arrival, res) => sendJson(res, 422, invalid));
    expect(await failure(client().updateDevSettings(switches))).toMatchObject({ status: 422, errors: invalid.errors });
  });
});

describe('the kiosk', () => {
  it('sends the device token in its own header, beside any bearer token', async () => {
    await client().getKioskDevice('device-token-0001');
    await client().unlockKiosk('device-token-0001', { staff_id: 3, pin: '2580' });
    expect(server.arrivals.map((arrival) => arrival.headers['x-kiosk-device'])).toEqual(['device-token-0001', 'device-token-0001']);
  });

  it('sends a staff action’s Idempotency-Key when given, and none otherwise', async () => {
    const api = client('staff-token');
    await api.checkInAppointment(12, { idempotencyKey: 'kiosk-action-0001' });
    await api.bookWalkIn(walkIn, { idempotencyKey: 'kiosk-action-0002' });
    await api.cancelAppointment(12);
    expect(server.arrivals.map((arrival) => arrival.headers['idempotency-key'])).toEqual(['kiosk-action-0001', 'kiosk-action-0002', undefined]);
  });

  it('sends a new address\'s Idempotency-Key when given, and none otherwise', async () => {
    const api = client('shopper-token');
    await api.createAddress(home, { idempotencyKey: 'address-0001' });
    await api.createAddress(home);
    expect(server.arrivals.map((arrival) => arrival.headers['idempotency-key'])).toEqual(['address-0001', undefined]);
  });
});

describe('gift cards', () => {
  it('buying on the web and issuing at the counter send their Idempotency-Key; a redemption only when given', async () => {
    const api = client('staff-token');
    await api.buyGiftCard(present, 'gift-0001');
    await api.issueCounterGiftCard(counterSale, 'counter-sale-0001');
    await api.redeemGiftCard(redemption, { idempotencyKey: 'redeem-0001' });
    await api.redeemGiftCard(redemption);
    await api.lookUpGiftCard(typedCode);
    expect(server.arrivals.map((arrival) => arrival.headers['idempotency-key'])).toEqual(['gift-0001', 'counter-sale-0001', 'redeem-0001', undefined, undefined]);
  });
});

describe('the gold purchase plan', () => {
  it('subscribing and paying an instalment send their Idempotency-Key; redeeming sends no body', async () => {
    const api = client('shopper-token');
    await api.subscribeToGoldPlan(joining, 'plan-0001');
    await api.payGoldPlanInstalment(instalmentUuid, { payment_method: 'card' }, 'instalment-0001');
    await api.redeemGoldPlan(planUuid);
    expect(server.arrivals.map((arrival) => arrival.headers['idempotency-key'])).toEqual(['plan-0001', 'instalment-0001', undefined]);
    expect(server.arrivals[2]?.body).toBe('');
  });
});

describe('checkout and orders', () => {
  it('previewCheckoutSummary sends the gift card code in the body, never in the URL', async () => {
    await client('shopper-token').previewCheckoutSummary(giftCardPreview);
    const [arrival] = server.arrivals;
    expect([arrival?.path, arrival?.rawQuery ?? '']).toEqual(['/checkout/summary', '']);
    expect(JSON.parse(arrival?.body ?? '')).toEqual(giftCardPreview);
  });

  it('placeOrder sends the Idempotency-Key header with the body', async () => {
    await client('shopper-token').placeOrder(order, 'attempt-0001');
    expect(server.arrivals[0]?.headers['idempotency-key']).toBe('attempt-0001');
  });

  it('retryOrderPayment sends its own Idempotency-Key with the chosen method', async () => {
    await client('shopper-token').retryOrderPayment('AUR-7K3M9Q2X', { payment_method: 'card' }, 'attempt-0002');
    expect(server.arrivals[0]?.headers['idempotency-key']).toBe('attempt-0002');
    expect(JSON.parse(server.arrivals[0]?.body ?? '')).toEqual({ payment_method: 'card' });
  });

  it('sends the summary choice and the order page as queries, and the order number as one segment', async () => {
    const api = client('shopper-token');
    await api.getCheckoutSummary({ fulfilment: 'pickup', store: 'mumbai-bandra', coins: 120 });
    await api.getOrders({ page: 2, per_page: 5 });
    await api.getOrder('AUR/../x');
    expect(server.arrivals.map((arrival) => [arrival.path, decodedQuery(arrival.rawQuery)])).toEqual([
      [
        '/checkout/summary',
        [
          ['fulfilment', 'pickup'],
          ['store', 'mumbai-bandra'],
          ['coins', '120'],
        ],
      ],
      [
        '/orders',
        [
          ['page', '2'],
          ['per_page', '5'],
        ],
      ],
      ['/orders/AUR%2F..%2Fx', []],
    ]);
  });
});

describe('queries and path segments', () => {
  it('send the store city, the staff day and search, and the outbox recipient as queries', async () => {
    const api = client('staff-token');
    await api.getStores({ city: 'New Delhi' });
    await api.getStaffAppointments({ date: '2026-03-02', q: 'Asha & co' });
    await api.getStaffAppointments({ date: undefined, q: 'AUR-1' });
    await api.getOutbox({ to: 'asha+otp@example.com' });
    expect(server.arrivals.map((arrival) => [arrival.path, decodedQuery(arrival.rawQuery)])).toEqual([
      ['/stores', [['city', 'New Delhi']]],
      [
        '/staff/appointments',
        [
          ['date', '2026-03-02'],
          ['q', 'Asha & co'],
        ],
      ],
      ['/staff/appointments', [['q', 'AUR-1']]],
      ['/dev/outbox', [['to', 'asha+otp@example.com']]],
    ]);
  });

  it('URL-encode a store or page slug into one path segment', async () => {
    const api = client();
    await api.getStore('bandra/../admin?x=1');
    await api.getPage('about us#team');
    expect(server.arrivals.map((arrival) => arrival.rawUrl)).toEqual([
      '/api/v1/stores/bandra%2F..%2Fadmin%3Fx%3D1',
      '/api/v1/pages/about%20us%23team',
    ]);
  });
});

describe('errors', () => {
  it('a missing store or page rejects with a 404 that isNoQueryResults recognises', async () => {
    server.handle((arrival, res) => sendJson(res, 404, { message: arrival.path.startsWith('/stores') ? 'Store not found.' : 'Page not found.' }));
    for (const call of [client().getStore('atlantis'), client().getPage('nowhere')]) {
      const error = await failure(call);
      expect(isHttpError(error) && error.status).toBe(404);
      expect(isNoQueryResults(error)).toBe(true);
    }
  });

  it('a 422 on the profile update carries the field errors', async () => {
    const body = { message: 'The given data was invalid.', errors: { email: ['The email has already been taken.'] } };
    server.handle((_arrival, res) => sendJson(res, 422, body));
    await expect(client('token').updateProfile(profile)).rejects.toMatchObject({
      name: 'HttpError',
      status: 422,
      errors: body.errors,
      request: { method: 'PUT', url: `${server.baseURL}/user` },
    });
    expect(onUnauthenticated).not.toHaveBeenCalled();
  });

  it('a 401 on the wishlist is reported to onUnauthenticated', async () => {
    server.handle((_arrival, res) => sendJson(res, 401, { message: 'Unauthenticated.' }));
    await expect(client('expired').getWishlist()).rejects.toMatchObject({ status: 401 });
    expect(onUnauthenticated).toHaveBeenCalledTimes(1);
  });
});
