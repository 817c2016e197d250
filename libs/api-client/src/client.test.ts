import { beforeAll, describe, expect, it, vi } from 'vitest';
import { AxiosError } from 'axios';
import type { AppointmentBody, CartItemInput, RegisterBody } from '@aurelia/contracts';
import { API_TIMEOUT_MS } from '@aurelia/domain';
import { failure, useClientHarness } from '../test/client-harness';
import { closedPortBaseURL, decodedQuery, sendJson, type TestServer } from '../test/test-server';
import { createEndpointCall, type ApiClient } from './client';
import { HttpError, isApiError, isHttpError, isNetworkError, isNoQueryResults } from './errors';
import { createHttpInstance } from './http';

const harness = useClientHarness();
const { client, onUnauthenticated } = harness;
let server: TestServer;
beforeAll(() => {
  server = harness.server;
});

const item: CartItemInput = { item_id: 7, item_type: 'product', quantity: 1, name: 'Rose gold ring', price: 24_999.5 };

describe('requests (docs/behaviour.md §7)', () => {
  it('ask for JSON and send no body or content type on a GET', async () => {
    await client().getAttributes();
    const [arrival] = server.arrivals;
    expect(arrival?.headers.accept).toBe('application/json');
    expect(arrival?.headers['content-type']).toBeUndefined();
    expect(arrival?.body).toBe('');
  });

  it('send a body as JSON with a JSON content type', async () => {
    await client().addToCart(item);
    const [arrival] = server.arrivals;
    expect(arrival?.headers['content-type']).toMatch(/^application\/json\b/);
    expect(arrival?.headers.accept).toBe('application/json');
    expect(JSON.parse(arrival?.body ?? '')).toEqual(item);
  });

  it('send a bearer token only when one exists, reading it before every request', async () => {
    const api = client();
    await api.getUser();
    harness.token = 'first-token';
    await api.getUser();
    harness.token = 'second-token';
    await api.getUser();
    harness.token = '';
    await api.getUser();
    expect(server.arrivals.map((arrival) => arrival.headers.authorization)).toEqual([
      undefined,
      'Bearer first-token',
      'Bearer second-token',
      undefined,
    ]);
  });

  it('accept a token getter that returns a promise', async () => {
    await client({ getToken: async () => 'async-token' }).getCart();
    expect(server.arrivals[0]?.headers.authorization).toBe('Bearer async-token');
  });

  it('send no Authorization at all without a token getter (a server in between adds the token)', async () => {
    harness.token = 'never-sent';
    await client({ getToken: undefined }).getUser();
    expect(server.arrivals[0]?.headers.authorization).toBeUndefined();
  });

  it('with a token getter, own the Authorization header; without one, let a call bring its own (the token it was made with)', async () => {
    const call = createEndpointCall({ baseURL: server.baseURL, onUnauthenticated: () => undefined, checkResponses: 'off' });
    await call('getUser', { headers: { Authorization: 'Bearer named-by-the-call' } });
    await call('getUser', {});
    harness.token = '';
    await client().getUser();
    expect(server.arrivals.map((arrival) => arrival.headers.authorization)).toEqual(['Bearer named-by-the-call', undefined, undefined]);
  });

  it('send a kiosk’s device header with every call when given one, keeping a device a call names itself', async () => {
    const api = client({ getKioskDevice: () => 'kiosk-device-token' });
    await api.getStaffAppointments();
    await api.getKioskDevice('named-device');
    await client().getStaffAppointments();
    expect(server.arrivals.map((arrival) => arrival.headers['x-kiosk-device'])).toEqual(['kiosk-device-token', 'named-device', undefined]);
  });

  it('include credentials, but authenticate with the bearer token, never a cookie', async () => {
    const http = createHttpInstance({ baseURL: server.baseURL, getToken: () => undefined });
    expect(http.defaults.withCredentials).toBe(true);

    // The server tries to set a session cookie; the next call still carries only the token.
    server.handle((_arrival, res) => sendJson(res, 200, {}, { 'Set-Cookie': 'session=abc; Path=/; HttpOnly' }));
    const api = client();
    await api.login({ email: 'asha@example.com', password: 'secret-1' });
    harness.token = 'access-token';
    await api.getUser();
    expect(server.arrivals.map((arrival) => arrival.headers.cookie)).toEqual([undefined, undefined]);
    expect(server.arrivals[1]?.headers.authorization).toBe('Bearer access-token');
  });

  it('time out after 30 s unless told otherwise', () => {
    const getToken = () => undefined;
    expect(createHttpInstance({ baseURL: server.baseURL, getToken }).defaults.timeout).toBe(API_TIMEOUT_MS);
    expect(API_TIMEOUT_MS).toBe(30_000);
    expect(createHttpInstance({ baseURL: server.baseURL, getToken, timeoutMs: 5000 }).defaults.timeout).toBe(5000);
  });

  it('append paths to a same-origin base URL', () => {
    const http = createHttpInstance({ baseURL: '/api/v1', getToken: () => undefined });
    expect(http.getUri({ url: '/cart/' })).toBe('/api/v1/cart/');
    expect(http.getUri({ url: '/product/ring' })).toBe('/api/v1/product/ring');
  });

  it('append paths to a base URL with a trailing slash', async () => {
    server.handle((_arrival, res) => sendJson(res, 200, []));
    await client({ baseURL: `${server.baseURL}/` }).getSettings();
    expect(server.arrivals[0]?.rawUrl).toBe('/api/v1/settings/');
  });
});

describe('endpoints (docs/behaviour.md §7)', () => {
  const register: RegisterBody = {
    name: 'Asha',
    email: 'asha@example.com',
    phone: '9876543210',
    phone_country_number: '91',
    phone_country_code: 'IN',
    password: 'secret-123',
    password_confirmation: 'secret-123',
  };
  const appointment: AppointmentBody = {
    customer_name: 'Asha',
    phone: '9876543210',
    appointment_date: '2025-02-01',
    notes: null,
    timeslot_id: 4,
  };
  const availability = { item_id: 7, item_type: 'product', quantity: 1 } as const;
  const calls: Array<{ name: string; call: (api: ApiClient) => Promise<unknown>; request: string; body?: unknown }> = [
    { name: 'getProducts', call: (api) => api.getProducts(), request: 'GET /products?per_page=12' },
    { name: 'getProductBySlug', call: (api) => api.getProductBySlug('gold-ring'), request: 'GET /product/gold-ring' },
    { name: 'getProductById', call: (api) => api.getProductById(42), request: 'GET /product/id/42' },
    { name: 'getAttributes', call: (api) => api.getAttributes(), request: 'GET /attributes' },
    { name: 'addToCart', call: (api) => api.addToCart(item), request: 'POST /cart/add', body: item },
    {
      name: 'removeFromCart',
      call: (api) => api.removeFromCart({ item_id: 7, item_type: 'product' }),
      request: 'POST /cart/remove',
      body: { item_id: 7, item_type: 'product' },
    },
    { name: 'getCart', call: (api) => api.getCart(), request: 'GET /cart/' },
    {
      name: 'syncCart',
      call: (api) => api.syncCart([item, item]),
      request: 'POST /cart/sync',
      body: { cart: [item, item] },
    },
    {
      name: 'checkProductAvailable',
      call: (api) => api.checkProductAvailable(availability),
      request: 'POST /check-product-available',
      body: availability,
    },
    {
      name: 'login',
      call: (api) => api.login({ email: 'a@b.in', password: 'pw' }),
      request: 'POST /auth/login',
      body: { email: 'a@b.in', password: 'pw' },
    },
    { name: 'register', call: (api) => api.register(register), request: 'POST /auth/register', body: register },
    { name: 'logout', call: (api) => api.logout(), request: 'POST /auth/logout' },
    { name: 'getUser', call: (api) => api.getUser(), request: 'GET /user' },
    { name: 'getTimeslots', call: (api) => api.getTimeslots(), request: 'GET /timeslots' },
    {
      name: 'bookAppointment',
      call: (api) => api.bookAppointment(appointment),
      request: 'POST /appointment',
      body: appointment,
    },
    { name: 'getSettings', call: (api) => api.getSettings(), request: 'GET /settings/' },
  ];

  it.each(calls)('$name calls $request', async ({ call, request, body }) => {
    server.handle((_arrival, res) => sendJson(res, 200, { data: [] }));
    await call(client());
    expect(server.arrivals).toHaveLength(1);
    const [arrival] = server.arrivals;
    expect(`${arrival?.method} ${arrival?.rawUrl}`).toBe(request.replace(' ', ' /api/v1'));
    expect(arrival?.body === '' ? undefined : JSON.parse(arrival?.body ?? '')).toEqual(body);
    // A body-less call carries no content type at all: a JSON server may refuse a form type with 415.
    if (body === undefined) expect(arrival?.headers['content-type']).toBeUndefined();
    else expect(arrival?.headers['content-type']).toMatch(/^application\/json\b/);
  });

  it('resolve to the response body', async () => {
    const cart = { data: { bag_items: [], subtotal: 0, item_count: 0 } };
    server.handle((_arrival, res) => sendJson(res, 200, cart));
    await expect(client().getCart()).resolves.toEqual(cart);
  });

  it('URL-encode a slug and an id into one path segment', async () => {
    const api = client();
    await api.getProductBySlug('rose gold/ring?x=1#top');
    await api.getProductById('12/../13');
    expect(server.arrivals.map((arrival) => arrival.rawUrl)).toEqual([
      '/api/v1/product/rose%20gold%2Fring%3Fx%3D1%23top',
      '/api/v1/product/id/12%2F..%2F13',
    ]);
  });

  it('encode the product list query as the server decodes it', async () => {
    await client().getProducts({
      category: 'rings',
      attributeIds: [3, 7],
      sort: ['price:asc', 'name:desc'],
      page: 2,
      q: 'rose gold & diamond',
    });
    const [arrival] = server.arrivals;
    expect(arrival?.path).toBe('/products');
    expect(arrival?.rawQuery).toContain('[$eq]=');
    expect(decodedQuery(arrival?.rawQuery ?? '')).toEqual([
      ['filters[categories][slug][$eq]', 'rings'],
      ['filters[attributes][id][$in][0]', '3'],
      ['filters[attributes][id][$in][1]', '7'],
      ['sort[0]', 'price:asc'],
      ['sort[1]', 'name:desc'],
      ['page', '2'],
      ['per_page', '12'],
      ['q', 'rose gold & diamond'],
    ]);
  });

  it('send the timeslot filters as a query', async () => {
    server.handle((_arrival, res) => sendJson(res, 200, { data: [] }));
    await client().getTimeslots({ store: 'mumbai-bandra', date: '2025-02-01' });
    await client().getTimeslots({ store: undefined, date: '2025-02-01' });
    expect(server.arrivals.map((arrival) => decodedQuery(arrival.rawQuery))).toEqual([
      [
        ['store', 'mumbai-bandra'],
        ['date', '2025-02-01'],
      ],
      [['date', '2025-02-01']],
    ]);
  });
});

describe('lists sent bare or in data (docs/behaviour.md §7)', () => {
  const settings = [
    { key: 'is_store_open', value: 'true' },
    { key: 'show-notice-bar', value: 'false' },
  ];
  const timeslots = [
    { id: 1, store_id: 2, date: '2025-02-01', start_time: '10:00', end_time: '11:00', capacity: 4, available: 3 },
  ];

  it('settings: a bare list', async () => {
    server.handle((_arrival, res) => sendJson(res, 200, settings));
    await expect(client().getSettings()).resolves.toEqual(settings);
  });

  it('settings: an object with a data list', async () => {
    server.handle((_arrival, res) => sendJson(res, 200, { data: settings }));
    await expect(client().getSettings()).resolves.toEqual(settings);
  });

  it('timeslots: a bare list, or an object with a data list', async () => {
    server.handle((_arrival, res) => sendJson(res, 200, timeslots));
    await expect(client().getTimeslots()).resolves.toEqual(timeslots);
    server.handle((_arrival, res) => sendJson(res, 200, { data: timeslots }));
    await expect(client().getTimeslots()).resolves.toEqual(timeslots);
  });

  it('any other shape rejects with an ApiError naming the request', async () => {
    for (const body of [{ settings }, { data: 'none' }, null]) {
      server.handle((_arrival, res) => sendJson(res, 200, body));
      const error = await failure(client().getSettings());
      expect(isApiError(error) && error.name).toBe('ApiError');
      expect(isApiError(error) && error.request).toEqual({ method: 'GET', url: `${server.baseURL}/settings/` });
    }
  });
});

describe('errors (docs/behaviour.md §8)', () => {
  it('a 422 becomes an HttpError with the message, the field errors and the body', async () => {
    const body = { message: 'The given data was invalid.', errors: { email: ['The email has already been taken.'] } };
    server.handle((_arrival, res) => sendJson(res, 422, body));
    const error = await failure(client().register({} as RegisterBody));
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      name: 'HttpError',
      status: 422,
      message: 'The given data was invalid.',
      errors: { email: ['The email has already been taken.'] },
      body,
      request: { method: 'POST', url: `${server.baseURL}/auth/register` },
    });
    expect((error as HttpError).cause).toBeInstanceOf(AxiosError);
    expect(error).not.toBeInstanceOf(AxiosError);
  });

  it('a non-JSON error page keeps its text as the body', async () => {
    server.handle((_arrival, res) => {
      res.writeHead(400, { 'Content-Type': 'text/html' });
      res.end('<h1>Bad request</h1>');
    });
    const error = await failure(client().login({ email: 'a@b.in', password: 'x' }));
    expect(error).toMatchObject({ name: 'HttpError', status: 400, body: '<h1>Bad request</h1>', errors: undefined });
    expect((error as HttpError).message).toBe('Request failed with status code 400');
  });

  it('a 2xx page that is not JSON rejects rather than resolving to text', async () => {
    server.handle((_arrival, res) => {
      res.writeHead(200, { 'Content-Type': 'text/html' });
      res.end('<!doctype html><title>Storefront</title>');
    });
    const error = await failure(client().getAttributes());
    expect(error).toMatchObject({ name: 'ApiError', message: 'Expected a JSON response, got text/html' });
    server.handle((_arrival, res) => res.end('OK'));
    expect(await failure(client().getAttributes())).toMatchObject({
      message: 'Expected a JSON response, got no content type',
    });
  });

  it('an empty 2xx body resolves', async () => {
    server.handle((_arrival, res) => {
      res.writeHead(204);
      res.end();
    });
    await expect(client().logout()).resolves.toBe('');
  });

  it('a refused connection becomes a NetworkError', async () => {
    const error = await failure(client({ baseURL: await closedPortBaseURL() }).addToCart(item));
    expect(isNetworkError(error)).toBe(true);
    expect(error).toMatchObject({ name: 'NetworkError', request: { method: 'POST' } });
    expect((error as Error).cause).toMatchObject({ code: 'ECONNREFUSED' });
  });

  it('an aborted call rejects with an ApiError, not a cancellation from axios', async () => {
    server.handle(() => undefined);
    const controller = new AbortController();
    const pending = failure(client().getAttributes({ signal: controller.signal }));
    await vi.waitFor(() => expect(server.arrivals).toHaveLength(1));
    controller.abort();
    expect(await pending).toMatchObject({ name: 'ApiError', message: 'Request aborted' });
  });

  it('an invalid base URL rejects at once with an ApiError, not a network error', async () => {
    const error = await failure(client({ baseURL: 'http:/127.0.0.1/api/v1', retry: undefined }).getAttributes());
    expect(error).toMatchObject({
      name: 'ApiError',
      request: { method: 'GET', url: 'http:/127.0.0.1/api/v1/attributes' },
      cause: { code: 'ERR_INVALID_URL' },
    });
  });

  it('a token getter that throws rejects with an ApiError carrying its error', async () => {
    const broken = new Error('cookie store unavailable');
    const error = await failure(
      client({
        getToken: () => {
          throw broken;
        },
      }).getUser(),
    );
    expect(error).toMatchObject({ name: 'ApiError', message: 'cookie store unavailable', cause: broken });
    expect(server.arrivals).toHaveLength(0);
    const odd = await failure(
      client({
        getToken: () => {
          // Careless code may throw something that is not an Error.
          throw 'no token';
        },
      }).getUser(),
    );
    expect(odd).toMatchObject({ name: 'ApiError', message: 'no token', cause: 'no token' });
  });
});

describe('unauthenticated (docs/behaviour.md §8)', () => {
  it('a 401 calls onUnauthenticated once with the error, then rethrows it', async () => {
    server.handle((_arrival, res) => sendJson(res, 401, { message: 'Unauthenticated.' }));
    harness.token = 'expired';
    const error = await failure(client().getCart());
    expect(isHttpError(error) && error.status).toBe(401);
    expect(onUnauthenticated).toHaveBeenCalledTimes(1);
    expect(onUnauthenticated).toHaveBeenCalledWith(error);
  });

  it('a 403 whose message says "Unauthenticated." counts too', async () => {
    server.handle((_arrival, res) => sendJson(res, 403, { message: 'Unauthenticated.' }));
    const error = await failure(client().syncCart([item]));
    expect(isHttpError(error) && error.status).toBe(403);
    expect(onUnauthenticated).toHaveBeenCalledTimes(1);
  });

  it('once per call even when the call was retried', async () => {
    server.handle((_arrival, res) => sendJson(res, 503, { message: 'Unauthenticated.' }));
    await failure(client().getUser());
    expect(server.arrivals).toHaveLength(3);
    expect(onUnauthenticated).toHaveBeenCalledTimes(1);
  });

  it('other errors do not', async () => {
    server.handle((_arrival, res) => sendJson(res, 403, { message: 'This action is unauthorized.' }));
    await failure(client().getUser());
    server.handle((_arrival, res) => sendJson(res, 422, { message: 'Invalid.', errors: {} }));
    await failure(client().login({ email: 'a@b.in', password: 'x' }));
    expect(onUnauthenticated).not.toHaveBeenCalled();
  });
});

describe('product by id or slug (docs/behaviour.md §8)', () => {
  it('by id resolves to null on a 500', async () => {
    server.handle((_arrival, res) => sendJson(res, 500, { message: 'Server Error' }));
    await expect(client().getProductById(42)).resolves.toBeNull();
  });

  it('by id resolves to null on a 404 and on a network error', async () => {
    server.handle((_arrival, res) => sendJson(res, 404, { message: 'Product not found.' }));
    await expect(client().getProductById(42)).resolves.toBeNull();
    await expect(client({ baseURL: await closedPortBaseURL() }).getProductById(42)).resolves.toBeNull();
  });

  it('by id still reports an unauthenticated answer', async () => {
    server.handle((_arrival, res) => sendJson(res, 401, { message: 'Unauthenticated.' }));
    await expect(client().getProductById(42)).resolves.toBeNull();
    expect(onUnauthenticated).toHaveBeenCalledTimes(1);
  });

  it('by id resolves to the product when found', async () => {
    const body = { data: { id: 42, slug: 'gold-ring' } };
    server.handle((_arrival, res) => sendJson(res, 200, body));
    await expect(client().getProductById(42)).resolves.toEqual(body);
  });

  it('by slug rethrows a 404 that isNoQueryResults recognises', async () => {
    server.handle((_arrival, res) => sendJson(res, 404, { message: 'Product not found.' }));
    const error = await failure(client().getProductBySlug('gold-ring'));
    expect(isHttpError(error) && error.status).toBe(404);
    expect(isNoQueryResults(error)).toBe(true);
    expect(server.arrivals).toHaveLength(1);
  });
});
