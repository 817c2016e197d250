import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API_RETRY_STATUSES } from '@aurelia/domain';
import { closedPortBaseURL, sendJson, startTestServer, type Handler, type TestServer } from '../test/test-server';
import { createApiClient, type ApiClient, type ApiClientOptions } from './client';
import { isHttpError, isNetworkError, isTimeoutError, type HttpError } from './errors';
import { createHttpInstance } from './http';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

function client(options: Partial<ApiClientOptions> = {}): ApiClient {
  return createApiClient({
    baseURL: server.baseURL,
    getToken: () => undefined,
    onUnauthenticated: () => undefined,
    retry: { baseDelayMs: 5 },
    ...options,
  });
}

async function failure(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => expect.unreachable('the call should have failed'),
    (error: unknown) => error,
  );
}

/** Milliseconds between consecutive arrivals at the server. */
function gaps(): number[] {
  return server.arrivals.slice(1).map((arrival, index) => arrival.at - (server.arrivals[index]?.at ?? 0));
}

/** Answers every request with `status` and a JSON error body. */
function answer(status: number, headers: Record<string, string> = {}): Handler {
  return (_arrival, res) => sendJson(res, status, { message: `status ${status}` }, headers);
}

const item = { item_id: 7, item_type: 'product', quantity: 1, name: 'Ring', price: 100 } as const;

describe('retry counts (docs/behaviour.md §7)', () => {
  it('a GET on 503 arrives 3 times: the call and 2 retries', async () => {
    server.handle(answer(503));
    const error = await failure(client().getAttributes());
    expect(server.arrivals).toHaveLength(3);
    expect(isHttpError(error) && error.status).toBe(503);
  });

  it.each(API_RETRY_STATUSES)('a GET on %i is retried', async (status) => {
    server.handle(answer(status));
    await failure(client().getCart());
    expect(server.arrivals).toHaveLength(3);
  });

  it.each([400, 401, 403, 404, 422])('a GET on %i arrives once', async (status) => {
    server.handle(answer(status));
    await failure(client().getUser());
    expect(server.arrivals).toHaveLength(1);
  });

  it('a GET that succeeds on a retry resolves', async () => {
    server.handle((_arrival, res) =>
      server.arrivals.length < 2 ? sendJson(res, 502, {}) : sendJson(res, 200, { data: [] }),
    );
    await expect(client().getAttributes()).resolves.toEqual({ data: [] });
    expect(server.arrivals).toHaveLength(2);
  });

  it('a POST on 503 arrives once', async () => {
    server.handle(answer(503));
    const error = await failure(client().addToCart(item));
    expect(server.arrivals).toHaveLength(1);
    expect(isHttpError(error) && error.status).toBe(503);
  });

  it('a POST on 429 arrives once, even with Retry-After', async () => {
    server.handle(answer(429, { 'Retry-After': '0' }));
    await failure(client().login({ email: 'a@b.in', password: 'x' }));
    expect(server.arrivals).toHaveLength(1);
  });

  it('PUT and DELETE are idempotent and retried; PATCH is not', async () => {
    server.handle(answer(503));
    const http = createHttpInstance({ baseURL: server.baseURL, getToken: () => undefined, retry: { baseDelayMs: 5 } });
    await failure(http.put('/user', {}));
    await failure(http.delete('/wishlist/1'));
    await failure(http.patch('/user', {}));
    expect(server.arrivals.map((arrival) => arrival.method)).toEqual([
      'PUT', 'PUT', 'PUT', 'DELETE', 'DELETE', 'DELETE', 'PATCH',
    ]);
  });

  it('retries can be turned off', async () => {
    server.handle(answer(503));
    await failure(client({ retry: { retries: 0 } }).getAttributes());
    expect(server.arrivals).toHaveLength(1);
  });
});

describe('network errors', () => {
  /** The server drops the connection without answering. */
  const hangUp: Handler = (_arrival, res) => res.socket?.destroy();

  it('a GET whose connection is dropped is retried, then becomes a NetworkError', async () => {
    server.handle(hangUp);
    const error = await failure(client().getSettings());
    expect(server.arrivals).toHaveLength(3);
    expect(isNetworkError(error)).toBe(true);
    expect(error).toMatchObject({
      name: 'NetworkError',
      request: { method: 'GET', url: `${server.baseURL}/settings/` },
    });
  });

  it('a POST whose connection is dropped is not retried', async () => {
    server.handle(hangUp);
    const error = await failure(client().syncCart([item]));
    expect(server.arrivals).toHaveLength(1);
    expect(isNetworkError(error)).toBe(true);
  });

  it('a closed port gives a NetworkError', async () => {
    const error = await failure(client({ baseURL: await closedPortBaseURL() }).getAttributes());
    expect(error).toMatchObject({ name: 'NetworkError', cause: { code: 'ECONNREFUSED' } });
  });
});

describe('retry delays, measured at the server (docs/behaviour.md §7, §9)', () => {
  it('are 1 s, then 2 s by default', async () => {
    server.handle(answer(503));
    await failure(client({ retry: undefined }).getAttributes());
    const [first = 0, second = 0] = gaps();
    expect(server.arrivals).toHaveLength(3);
    expect(first).toBeGreaterThanOrEqual(950);
    expect(first).toBeLessThan(1600);
    expect(second).toBeGreaterThanOrEqual(1950);
    expect(second).toBeLessThan(2600);
  });

  it('honour a longer Retry-After in seconds on a 429', async () => {
    server.handle((_arrival, res) =>
      server.arrivals.length < 2 ? sendJson(res, 429, {}, { 'Retry-After': '1' }) : sendJson(res, 200, { data: [] }),
    );
    await expect(client().getAttributes()).resolves.toEqual({ data: [] });
    const [first = 0] = gaps();
    expect(server.arrivals).toHaveLength(2);
    expect(first).toBeGreaterThanOrEqual(950);
    expect(first).toBeLessThan(1600);
  });

  it('honour a Retry-After date', async () => {
    // HTTP dates have whole seconds: a date 1.5 s ahead is between 0.5 s and 1.5 s away once rounded down.
    server.handle((_arrival, res) =>
      server.arrivals.length < 2
        ? sendJson(res, 503, {}, { 'Retry-After': new Date(Date.now() + 1500).toUTCString() })
        : sendJson(res, 200, { data: [] }),
    );
    await client().getAttributes();
    const [first = 0] = gaps();
    expect(first).toBeGreaterThanOrEqual(450);
    expect(first).toBeLessThan(1700);
  });

  it('cut a Retry-After beyond the cap to the cap', async () => {
    server.handle(answer(503, { 'Retry-After': '3600' }));
    await failure(client({ retry: { baseDelayMs: 5, retryAfterCapMs: 200, retries: 1 } }).getAttributes());
    const [first = 0] = gaps();
    expect(first).toBeGreaterThanOrEqual(190);
    expect(first).toBeLessThan(800);
  });
});

describe('time-out', () => {
  it('a server that never answers gives a TimeoutError after timeoutMs, without a retry', async () => {
    server.handle(() => undefined);
    const started = performance.now();
    const error = await failure(client({ timeoutMs: 200 }).getAttributes());
    const elapsed = performance.now() - started;
    expect(isTimeoutError(error)).toBe(true);
    expect(error).toMatchObject({ name: 'TimeoutError', timeoutMs: 200, request: { method: 'GET' } });
    expect(elapsed).toBeGreaterThanOrEqual(190);
    expect(elapsed).toBeLessThan(1500);
    expect(server.arrivals).toHaveLength(1);
  });

  it('retries and their delays spend the same time budget', async () => {
    // 300 ms budget, 200 ms then 400 ms delays: the second retry would end past the budget, so it is not made.
    server.handle(answer(503));
    const started = performance.now();
    const error = await failure(client({ timeoutMs: 300, retry: { baseDelayMs: 200 } }).getAttributes());
    expect(performance.now() - started).toBeLessThan(1000);
    expect(server.arrivals).toHaveLength(2);
    expect((error as HttpError).status).toBe(503);
  });
});
