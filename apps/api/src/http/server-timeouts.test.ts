import { connect, type AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { buildTestApp } from '../test/build-test-app';
import { API_SERVER_TIMEOUTS, fastifyTimeoutOptions } from './server-timeouts';

describe('the API’s bounds on slow clients', () => {
  it('are safe by default, and the whole request’s is above the web servers’ 30 s', () => {
    expect(loadConfig({}).httpTimeouts).toEqual(API_SERVER_TIMEOUTS);
    expect(API_SERVER_TIMEOUTS.headersMs).toBeLessThanOrEqual(15_000);
    expect(API_SERVER_TIMEOUTS.requestMs).toBeGreaterThan(30_000);
    expect(API_SERVER_TIMEOUTS.requestMs).toBeLessThanOrEqual(60_000);
  });

  it('come from HTTP_*_TIMEOUT_MS, refusing a value that would turn one off', () => {
    const config = loadConfig({ HTTP_HEADERS_TIMEOUT_MS: '900', HTTP_REQUEST_TIMEOUT_MS: '500', HTTP_KEEP_ALIVE_TIMEOUT_MS: '700', HTTP_CONNECTION_TIMEOUT_MS: '2000' });
    expect(config.httpTimeouts).toEqual({ headersMs: 500, requestMs: 500, keepAliveMs: 700, connectionMs: 2000 });
    expect(() => loadConfig({ HTTP_REQUEST_TIMEOUT_MS: '0' })).toThrow(/HTTP_REQUEST_TIMEOUT_MS must be at least 1 millisecond/);
    expect(() => loadConfig({ HTTP_HEADERS_TIMEOUT_MS: 'soon' })).toThrow(/HTTP_HEADERS_TIMEOUT_MS/);
  });

  it('reach the server Fastify creates, checked often enough to be kept to within a second', () => {
    expect(fastifyTimeoutOptions(API_SERVER_TIMEOUTS)).toEqual({
      connectionTimeout: 60_000,
      keepAliveTimeout: 10_000,
      requestTimeout: 40_000,
      http: { headersTimeout: 15_000, requestTimeout: 40_000, keepAliveTimeout: 10_000, connectionsCheckingInterval: 1_000 },
    });
  });
});

describe('an API listening with short bounds', () => {
  let app: FastifyInstance;
  let port: number;
  beforeAll(async () => {
    ({ app } = await buildTestApp({ seed: false, env: { HTTP_HEADERS_TIMEOUT_MS: '400', HTTP_REQUEST_TIMEOUT_MS: '800' } }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await app?.close();
  });

  /** Writes `first`, then `drip` every 50 ms until the API closes the connection: its answer and how long it waited. */
  const trickle = async (first: string, drip: string) => {
    const socket = connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    const started = Date.now();
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    socket.on('error', () => undefined);
    socket.write(first);
    const timer = setInterval(() => socket.writable && socket.write(drip), 50);
    await new Promise((resolve) => socket.once('close', resolve));
    clearInterval(timer);
    socket.destroy();
    return { answer, openMs: Date.now() - started };
  };

  it('still answers a whole request at once', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(response.status).toBe(200);
  });

  it('answers headers that trickle in with 408 and closes the connection once their bound has passed', async () => {
    const { answer, openMs } = await trickle('GET /healthz HTTP/1.1\r\nHost: api\r\n', 'X-Slow: 1\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(openMs).toBeGreaterThanOrEqual(350);
    expect(openMs).toBeLessThan(1_500);
  });

  it('answers a body that trickles in with 408 and closes the connection once the request’s bound has passed', async () => {
    const { answer, openMs } = await trickle(
      'POST /api/v1/auth/login HTTP/1.1\r\nHost: api\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{"email":"',
      'a',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(openMs).toBeGreaterThanOrEqual(750);
    expect(openMs).toBeLessThan(2_000);
  });
});
