import { spawn, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { SERVER_ENTRY } from '@aurelia/e2e-support/playwright-config';
import { freePort } from '@aurelia/e2e-support/own-web-server';
import { API_PORT, KIOSK_PORT, STOREFRONT_PORT, TEST_SECRETS } from './servers';

/**
 * Slowloris: a client that opens connections and sends its request a byte at a time holds each one for as long as
 * the server lets it. Node's defaults let it for 300 s. Every server of the product cuts such a client off with a
 * 408: the suite's own servers with the shipped bounds (headers within 15 s), and servers of this spec's own with
 * bounds shortened through HTTP_*_TIMEOUT_MS so the body's bound is quick to see.
 */
const HEADERS_MS = 1_000;
const WEB_REQUEST_MS = 2_000;
// The API's whole-request bound is above the web servers', as shipped (40 s against 30 s).
const API_REQUEST_MS = 3_000;

const children: ChildProcess[] = [];
const own = { api: '', storefront: '', kiosk: '' };

/** `node <script>` in `cwd` with `env`; resolves once `ready` answers 200. */
async function start(script: string, cwd: string, env: Record<string, string>, ready: string): Promise<void> {
  const child = spawn(process.execPath, [script], { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  children.push(child);
  const exited = new Promise<never>((_resolve, reject) => child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`))));
  const answered = (async () => {
    for (;;) {
      const response = await fetch(ready).catch(() => undefined);
      if (response?.ok) return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  })();
  await Promise.race([answered, exited]);
}

const path = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

test.beforeAll(async () => {
  test.setTimeout(240_000);
  const [apiPort, storefrontPort, kioskPort] = [await freePort(), await freePort(), await freePort()];
  own.api = `http://127.0.0.1:${apiPort}`;
  own.storefront = `http://127.0.0.1:${storefrontPort}`;
  own.kiosk = `http://127.0.0.1:${kioskPort}`;
  const web = { NODE_ENV: 'production', HOST: '127.0.0.1', API_ORIGIN: own.api, HTTP_HEADERS_TIMEOUT_MS: String(HEADERS_MS), HTTP_REQUEST_TIMEOUT_MS: String(WEB_REQUEST_MS) };
  await start(
    path('../../../tools/e2e/start-api.mjs'),
    path('../../..'),
    {
      PORT: String(apiPort),
      HOST: '127.0.0.1',
      API_NODE_ENV: 'production',
      SEED_IMAGES: 'false',
      PAYMENT_SANDBOX: 'true',
      ...TEST_SECRETS,
      HTTP_HEADERS_TIMEOUT_MS: String(HEADERS_MS),
      HTTP_REQUEST_TIMEOUT_MS: String(API_REQUEST_MS),
    },
    `${own.api}/readyz`,
  );
  await Promise.all([
    start(SERVER_ENTRY.storefront, path('../../storefront'), { ...web, PORT: String(storefrontPort) }, `${own.storefront}/robots.txt`),
    start(SERVER_ENTRY.kiosk, path('../../kiosk'), { ...web, PORT: String(kioskPort) }, `${own.kiosk}/manifest.webmanifest`),
  ]);
});

test.afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
});

interface Trickled {
  /** What the server wrote before it closed the connection. */
  answer: string;
  /** How long the connection stayed open, or null when it was still open after `limitMs`. */
  closedAfterMs: number | null;
}

/** Opens a connection to `origin`, writes `first`, then `drip` every 100 ms, until the server closes it or `limitMs` passes. */
async function trickle(origin: string, first: string, drip: string, limitMs: number): Promise<Trickled> {
  const { hostname, port } = new URL(origin);
  const socket = connect(Number(port), hostname);
  await new Promise((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  const started = Date.now();
  let answer = '';
  socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
  socket.on('error', () => undefined);
  socket.write(first);
  const dripping = setInterval(() => socket.writable && drip && socket.write(drip), 100);
  const closed = await Promise.race([
    new Promise<boolean>((resolve) => socket.once('close', () => resolve(true))),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), limitMs)),
  ]);
  clearInterval(dripping);
  socket.destroy();
  return { answer, closedAfterMs: closed ? Date.now() - started : null };
}

const SLOW_HEADERS = ['GET / HTTP/1.1\r\nHost: shop.example.test\r\n', 'X-Slow: 1\r\n'] as const;
const slowBody = (path: string) =>
  [`POST ${path} HTTP/1.1\r\nHost: shop.example.test\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{"email":"`, 'a'] as const;
// How late after its bound a server may close: Node looks for expired requests once a second at most.
const SLACK_MS = 1_500;

test.describe('slow clients', () => {
  test('headers that trickle in are cut off with a 408 once the headers’ bound has passed, by the API, the storefront and the kiosk', async () => {
    for (const [name, origin] of Object.entries(own)) {
      const { answer, closedAfterMs } = await trickle(origin, ...SLOW_HEADERS, HEADERS_MS + SLACK_MS + 2_000);
      expect(closedAfterMs, `${name} kept the connection open`).not.toBeNull();
      expect(closedAfterMs ?? 0, name).toBeLessThan(HEADERS_MS + SLACK_MS);
      expect(closedAfterMs ?? 0, name).toBeGreaterThanOrEqual(HEADERS_MS - 100);
      expect(answer, name).toMatch(/^HTTP\/1\.1 408/);
    }
  });

  test('a body that trickles in is cut off with a 408 once the request’s bound has passed, forwarded or not', async () => {
    const cases: [string, string, number][] = [
      ['api', own.api, API_REQUEST_MS],
      ['storefront, forwarding to the API', own.storefront, WEB_REQUEST_MS],
      ['kiosk, forwarding to the API', own.kiosk, WEB_REQUEST_MS],
    ];
    for (const [name, origin, boundMs] of cases) {
      const { answer, closedAfterMs } = await trickle(origin, ...slowBody('/api/v1/auth/login'), boundMs + SLACK_MS + 2_000);
      expect(closedAfterMs, `${name} kept the connection open`).not.toBeNull();
      expect(closedAfterMs ?? 0, name).toBeLessThan(boundMs + SLACK_MS);
      expect(answer, name).toMatch(/^HTTP\/1\.1 408/);
    }
  });

  test('a connection that sends nothing at all is closed', async () => {
    for (const [name, origin] of Object.entries(own)) {
      const { closedAfterMs } = await trickle(origin, '', '', HEADERS_MS + SLACK_MS + 2_000);
      expect(closedAfterMs, `${name} kept an idle connection open`).not.toBeNull();
    }
  });

  test('an ordinary request is still answered by servers with short bounds', async ({ request }) => {
    expect((await request.get(`${own.api}/readyz`)).status()).toBe(200);
    expect((await request.get(`${own.storefront}/api/v1/settings`)).status()).toBe(200);
    expect((await request.get(`${own.kiosk}/`)).status()).toBe(200);
  });

  test('as shipped, with no setting, each server cuts trickling headers off within 15 s, not Node’s 60', async () => {
    test.setTimeout(60_000);
    const shipped = { api: API_PORT, storefront: STOREFRONT_PORT, kiosk: KIOSK_PORT };
    const results = await Promise.all(
      Object.entries(shipped).map(async ([name, port]) => [name, await trickle(`http://127.0.0.1:${port}`, ...SLOW_HEADERS, 15_000 + SLACK_MS + 5_000)] as const),
    );
    for (const [name, { answer, closedAfterMs }] of results) {
      expect(closedAfterMs, `${name} kept the connection open`).not.toBeNull();
      expect(closedAfterMs ?? 0, name).toBeLessThan(15_000 + SLACK_MS);
      expect(answer, name).toMatch(/^HTTP\/1\.1 408/);
    }
  });
});
