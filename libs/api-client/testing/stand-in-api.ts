/**
 * A real HTTP server on 127.0.0.1 standing in for the API in the apps' tests: each test says what a route
 * answers (or `drop` to cut the connection, as a lost network does) and reads what arrived. The apps talk to
 * it through the real api-client, as in the browser. A success answer must match the endpoint's contract
 * (libs/contracts): a stand-in that answers what the API never would proves nothing about the app.
 * Node only; never imported by the client.
 */
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { allEndpoints, API_BASE_PATH, type EndpointDefinition } from '@aurelia/contracts';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';

/** A request the stand-in received. */
export interface Arrival {
  method: string;
  /** The path, `/api/v1` included. */
  path: string;
  /** The decoded query string (`filters[categories][slug][$eq]=rings&page=2`). */
  query: string;
  body: unknown;
  headers: IncomingHttpHeaders;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
}

export interface Answer {
  status?: number;
  body: unknown;
  headers?: Record<string, string>;
}
export type Reply = Answer | ((arrival: Arrival) => Answer | 'drop');

export interface StandInApi {
  /** `http://127.0.0.1:<port>/api/v1` */
  baseURL: string;
  arrivals: Arrival[];
  /** What `method` `path` (relative to `/api/v1`) answers from now on; a success body is checked at once. */
  on(method: string, path: string, reply: Reply): void;
  /** Forgets the routes and what arrived. */
  reset(): void;
  close(): Promise<void>;
}

/** The table's entry that serves `method` `path` (a concrete path: `/orders/AUR-1`), if any. */
export function endpointFor(method: string, path: string): [string, EndpointDefinition] | undefined {
  return Object.entries(allEndpoints as Record<string, EndpointDefinition>).find(([, endpoint]) => {
    if (endpoint.method !== method) return false;
    const pattern = endpoint.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z_]\w*/g, '[^/]+');
    return new RegExp(`^${pattern}/?$`).test(path);
  });
}

/** Throws when a success answer of `method` `path` does not match its endpoint's contract. */
export function assertContractAnswer(method: string, path: string, answer: Answer): void {
  const status = answer.status ?? 200;
  if (status < 200 || status >= 300) return;
  const found = endpointFor(method, path);
  if (!found) throw new Error(`The stand-in answers ${method} ${path}, which is no endpoint of the contract's table`);
  const [name, endpoint] = found;
  const schemas = [endpoint.response[200], endpoint.response[201]].filter((schema) => schema !== undefined);
  const results = schemas.map((schema) => schema.safeParse(answer.body));
  if (results.some((result) => result.success)) return;
  const issues = (results[0]?.error?.issues ?? []).slice(0, 5).map((issue) => `${issue.path.join('.') || 'the body'}: ${issue.message}`);
  throw new Error(`The stand-in's answer to ${name} (${method} ${path}) breaks its contract: ${issues.join('; ')}`);
}

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? JSON.parse(text) : undefined;
}

const header = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

export async function startStandInApi(): Promise<StandInApi> {
  const routes = new Map<string, Reply>();
  const arrivals: Arrival[] = [];
  const server: Server = createServer((request, response) => {
    // Component tests run in jsdom, which applies CORS to the client's calls like a browser would.
    response.setHeader('access-control-allow-origin', request.headers.origin ?? '*');
    response.setHeader('access-control-allow-credentials', 'true');
    response.setHeader('access-control-allow-headers', 'accept, authorization, content-type, idempotency-key, x-kiosk-device');
    response.setHeader('access-control-allow-methods', 'GET, POST, PUT, DELETE');
    if (request.method === 'OPTIONS') {
      response.writeHead(204).end();
      return;
    }
    void readBody(request).then((body) => {
      const [path = '/', query = ''] = (request.url ?? '/').split('?');
      const { headers } = request;
      const arrival: Arrival = {
        method: request.method ?? 'GET',
        path,
        query: decodeURIComponent(query),
        body,
        headers,
        authorization: header(headers.authorization),
        idempotencyKey: header(headers['idempotency-key']),
      };
      arrivals.push(arrival);
      const route = routes.get(`${arrival.method} ${path}`);
      let reply = typeof route === 'function' ? route(arrival) : (route ?? { status: 404, body: { message: `No route ${arrival.method} ${path}` } });
      if (reply === 'drop') {
        request.socket.destroy();
        return;
      }
      try {
        if (typeof route === 'function') assertContractAnswer(arrival.method, path.slice(API_BASE_PATH.length), reply);
      } catch (error) {
        reply = { status: 500, body: { message: (error as Error).message } };
      }
      response.writeHead(reply.status ?? 200, { ...reply.headers, 'content-type': 'application/json' });
      response.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}${API_BASE_PATH}`,
    arrivals,
    on: (method, path, reply) => {
      if (typeof reply !== 'function') assertContractAnswer(method, path, reply);
      routes.set(`${method} ${API_BASE_PATH}${path}`, reply);
    },
    reset: () => {
      routes.clear();
      arrivals.length = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The stand-in of one test file: started before its tests, closed after them. Between tests it forgets what
 * arrived, and with `resetRoutes` its routes as well. Call it at the top of the file; the returned object always
 * speaks to the running server.
 */
export function standInApiForThisFile(options: { resetRoutes?: boolean } = {}): StandInApi {
  let current: StandInApi | undefined;
  const live = () => {
    if (!current) throw new Error('The stand-in API is not running: call standInApiForThisFile() at the top of the file');
    return current;
  };
  beforeAll(async () => {
    current = await startStandInApi();
  });
  afterAll(() => current?.close());
  if (options.resetRoutes) beforeEach(() => current?.reset());
  else afterEach(() => void (current && (current.arrivals.length = 0)));
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
