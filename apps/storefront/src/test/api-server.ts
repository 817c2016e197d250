import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApiClient, type ApiClient } from '@aurelia/api-client';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { makeStore, type PreloadedState } from '../app/store';
import { sessionExpired } from '../features/auth/auth-slice';

/** A request the test server received. */
export interface Arrival {
  method: string;
  path: string;
  /** The decoded query string (`filters[categories][slug][$eq]=rings&page=2`). */
  query: string;
  body: unknown;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
}

type Reply = { status?: number; body: unknown } | ((arrival: Arrival) => { status?: number; body: unknown });

/**
 * A real HTTP server on 127.0.0.1 standing in for the API: each test says what a route answers and reads
 * what arrived. The store under test talks to it through the real api-client (axios), as in the browser.
 */
export interface TestApi {
  baseURL: string;
  arrivals: Arrival[];
  on(method: string, path: string, reply: Reply): void;
  reset(): void;
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? JSON.parse(text) : undefined;
}

export async function startTestApi(): Promise<TestApi> {
  const routes = new Map<string, Reply>();
  const arrivals: Arrival[] = [];
  const server: Server = createServer((request, response) => {
    // Component tests run in jsdom, which applies CORS to the client's calls like a browser would.
    response.setHeader('access-control-allow-origin', request.headers.origin ?? '*');
    response.setHeader('access-control-allow-headers', 'accept, authorization, content-type, idempotency-key');
    response.setHeader('access-control-allow-methods', 'GET, POST, PUT, DELETE');
    response.setHeader('access-control-allow-credentials', 'true');
    if (request.method === 'OPTIONS') {
      response.writeHead(204).end();
      return;
    }
    void readBody(request).then((body) => {
      const [path = '/', query = ''] = (request.url ?? '/').split('?');
      const arrival = { method: request.method ?? 'GET', path, query: decodeURIComponent(query), body, authorization: request.headers.authorization, idempotencyKey: request.headers['idempotency-key'] as string | undefined };
      arrivals.push(arrival);
      const route = routes.get(`${arrival.method} ${path}`);
      const reply = typeof route === 'function' ? route(arrival) : (route ?? { status: 404, body: { message: `No route ${arrival.method} ${path}` } });
      response.writeHead(reply.status ?? 200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/api/v1`,
    arrivals,
    on: (method, path, reply) => routes.set(`${method} /api/v1${path}`, reply),
    reset: () => {
      routes.clear();
      arrivals.length = 0;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * One test API for a test file: started before its tests, emptied before each, closed after. The
 * returned object always speaks to the running server.
 */
export function testApiForThisFile(): TestApi {
  let current: TestApi | undefined;
  const live = () => {
    if (!current) throw new Error('The test API is not running: call testApiForThisFile() at the top of the file');
    return current;
  };
  beforeAll(async () => {
    current = await startTestApi();
  });
  afterAll(() => current?.close());
  beforeEach(() => current?.reset());
  return {
    get baseURL() {
      return live().baseURL;
    },
    get arrivals() {
      return live().arrivals;
    },
    on: (method, path, reply) => live().on(method, path, reply),
    reset: () => live().reset(),
    close: () => live().close(),
  };
}

/** The app's real store wired to the test API, with the browser's 401 handling and a fixed clock. */
export function storeOn(testApi: TestApi, preloaded: PreloadedState = {}, now = () => 1_000_000) {
  const ref: { store?: ReturnType<typeof makeStore> } = {};
  const api: ApiClient = createApiClient({
    baseURL: testApi.baseURL,
    getToken: () => ref.store?.getState().auth.token ?? null,
    onUnauthenticated: () => ref.store?.dispatch(sessionExpired()),
    retry: { retries: 0 },
  });
  let keys = 0;
  ref.store = makeStore({ api, now, newKey: () => `test-key-${(keys += 1)}` }, preloaded);
  return ref.store;
}

/** Lets listeners and their follow-up calls finish (generous: CI machines are busy). */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 250));
