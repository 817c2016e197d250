import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApiClient } from '@aurelia/api-client';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createKioskStore, type KioskServices } from '../app/store';

/** A request the test server received. */
export interface Arrival {
  method: string;
  path: string;
  query: string;
  body: unknown;
  headers: IncomingMessage['headers'];
}

type Answer = { status?: number; body: unknown; headers?: Record<string, string> };
type Reply = Answer | ((arrival: Arrival) => Answer | 'drop');

/**
 * A real HTTP server on 127.0.0.1 standing in for the API: each test says what a route answers (or `drop`
 * to cut the connection, as a lost network does) and reads what arrived. The kiosk's store talks to it
 * through the real api-client, as in the browser.
 */
export interface TestApi {
  baseURL: string;
  arrivals: Arrival[];
  on(method: string, path: string, reply: Reply): void;
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
    response.setHeader('access-control-allow-origin', request.headers.origin ?? '*');
    response.setHeader('access-control-allow-credentials', 'true');
    response.setHeader('access-control-allow-headers', 'accept, authorization, content-type, idempotency-key, x-kiosk-device');
    response.setHeader('access-control-allow-methods', 'GET, POST');
    if (request.method === 'OPTIONS') {
      response.writeHead(204).end();
      return;
    }
    void readBody(request).then((body) => {
      const [path = '/', query = ''] = (request.url ?? '/').split('?');
      const arrival = { method: request.method ?? 'GET', path, query: decodeURIComponent(query), body, headers: request.headers };
      arrivals.push(arrival);
      const route = routes.get(`${arrival.method} ${path}`);
      const reply = typeof route === 'function' ? route(arrival) : (route ?? { status: 404, body: { message: `No route ${arrival.method} ${path}` } });
      if (reply === 'drop') {
        request.socket.destroy();
        return;
      }
      response.writeHead(reply.status ?? 200, { ...reply.headers, 'content-type': 'application/json' });
      response.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/api/v1`,
    arrivals,
    on: (method, path, reply) => routes.set(`${method} /api/v1${path}`, reply),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The test server of one test file: started before its tests, what arrived forgotten after each, closed
 * after all. Call it at the top of the file.
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
  afterEach(() => {
    if (current) current.arrivals.length = 0;
  });
  afterAll(() => current?.close());
  return {
    get baseURL() {
      return live().baseURL;
    },
    get arrivals() {
      return live().arrivals;
    },
    on: (method, path, reply) => live().on(method, path, reply),
    close: () => live().close(),
  };
}

/** A store wired to the test server, with memory storage and numbered keys. */
export function kioskStoreFor(api: TestApi, options: { storage?: Map<string, string>; now?: () => number } = {}) {
  const memory = options.storage ?? new Map<string, string>();
  let keys = 0;
  const holder: { store?: ReturnType<typeof createKioskStore> } = {};
  const noRetry = { retries: 0 };
  const getKioskDevice = () => holder.store?.getState().device.token ?? null;
  const services: KioskServices = {
    api: createApiClient({
      baseURL: api.baseURL,
      getToken: () => holder.store?.getState().session.session?.access_token ?? null,
      getKioskDevice,
      onUnauthenticated: () => undefined,
      retry: noRetry,
      timeoutMs: 3_000,
    }),
    apiWithToken: (token) =>
      createApiClient({
        baseURL: api.baseURL,
        getToken: () => token,
        getKioskDevice,
        onUnauthenticated: () => undefined,
        retry: noRetry,
        timeoutMs: 3_000,
      }),
    now: options.now ?? (() => Date.parse('2026-03-02T06:30:00.000Z')),
    newKey: () => `kiosk-key-${++keys}`,
    storage: {
      getItem: (key) => memory.get(key) ?? null,
      setItem: (key, value) => void memory.set(key, value),
      removeItem: (key) => void memory.delete(key),
    },
  };
  holder.store = createKioskStore(services);
  return { store: holder.store, services, storage: memory };
}
