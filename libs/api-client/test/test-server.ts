/**
 * A real HTTP server on 127.0.0.1 for the client's tests: it records every request that arrives (with its
 * arrival time) and answers through a handler each test sets. Node only; never imported by the client.
 */
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { API_BASE_PATH } from '@aurelia/contracts';

export interface Arrival {
  method: string;
  /** Path and query exactly as sent, e.g. `/api/v1/products?per_page=12`. */
  rawUrl: string;
  /** Path relative to the API base path, without the query: `/products`. */
  path: string;
  /** The query string after `?`, still encoded. */
  rawQuery: string;
  headers: IncomingHttpHeaders;
  body: string;
  /** `performance.now()` when the request head arrived. */
  at: number;
}

export type Handler = (arrival: Arrival, res: ServerResponse) => void;

export interface TestServer {
  /** `http://127.0.0.1:<port>/api/v1` */
  readonly baseURL: string;
  readonly arrivals: Arrival[];
  /** Answers every request from now on; `reset()` goes back to `200 {}`. */
  handle(handler: Handler): void;
  reset(): void;
  close(): Promise<void>;
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

const answerEmpty: Handler = (_arrival, res) => sendJson(res, 200, {});

export async function startTestServer(): Promise<TestServer> {
  const arrivals: Arrival[] = [];
  let handler: Handler = answerEmpty;

  const server = createServer((req, res) => {
    const at = performance.now();
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const rawUrl = req.url ?? '';
      const [pathname = '', rawQuery = ''] = rawUrl.split(/\?(.*)/s);
      const arrival: Arrival = {
        method: req.method ?? '',
        rawUrl,
        path: pathname.startsWith(API_BASE_PATH) ? pathname.slice(API_BASE_PATH.length) : pathname,
        rawQuery,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        at,
      };
      arrivals.push(arrival);
      handler(arrival, res);
    });
  });
  const port = await listen(server);

  return {
    baseURL: `http://127.0.0.1:${port}${API_BASE_PATH}`,
    arrivals,
    handle(next) {
      handler = next;
    },
    reset() {
      arrivals.length = 0;
      handler = answerEmpty;
    },
    close() {
      // Requests a test left hanging must not keep the server open.
      server.closeAllConnections();
      return new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}

/** A base URL on a port nothing listens on: a server is opened there and closed again. */
export async function closedPortBaseURL(): Promise<string> {
  const server = createServer();
  const port = await listen(server);
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}${API_BASE_PATH}`;
}

function listen(server: Server): Promise<number> {
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
  });
}

/** The query as the server decodes it: `[key, value]` pairs in order, both percent-decoded. */
export function decodedQuery(rawQuery: string): Array<[string, string]> {
  if (rawQuery === '') return [];
  return rawQuery.split('&').map((pair) => {
    const [key = '', value = ''] = pair.split(/=(.*)/s);
    return [decodeURIComponent(key.replace(/\+/g, ' ')), decodeURIComponent(value.replace(/\+/g, ' '))];
  });
}
