import type { Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { listenWithTimeouts, SERVER_TIMEOUTS, serverTimeouts, timeoutOptions } from './server-timeouts.mjs';

describe('serverTimeouts', () => {
  it('is safe without any setting: headers within 15 s, the whole request within 30 s', () => {
    expect(serverTimeouts({})).toEqual({ headersMs: 15_000, requestMs: 30_000, keepAliveMs: 5_000 });
    expect(SERVER_TIMEOUTS.requestMs).toBeLessThan(300_000);
  });

  it('takes each bound from the environment', () => {
    const env = { HTTP_HEADERS_TIMEOUT_MS: '500', HTTP_REQUEST_TIMEOUT_MS: '900', HTTP_KEEP_ALIVE_TIMEOUT_MS: '700' };
    expect(serverTimeouts(env)).toEqual({ headersMs: 500, requestMs: 900, keepAliveMs: 700 });
  });

  it('never lets a setting turn a bound off or make it unusable', () => {
    for (const value of ['0', '-5', '1.5', 'abc', '', ' ']) {
      expect(serverTimeouts({ HTTP_HEADERS_TIMEOUT_MS: value, HTTP_REQUEST_TIMEOUT_MS: value })).toMatchObject({ headersMs: 15_000, requestMs: 30_000 });
    }
    expect(serverTimeouts({ HTTP_HEADERS_TIMEOUT_MS: '20000', HTTP_REQUEST_TIMEOUT_MS: '10000' })).toMatchObject({ headersMs: 10_000, requestMs: 10_000 });
  });

  it('checks for expired requests often enough that a bound is kept to within a second', () => {
    expect(timeoutOptions(SERVER_TIMEOUTS)).toEqual({ headersTimeout: 15_000, requestTimeout: 30_000, keepAliveTimeout: 5_000, connectionsCheckingInterval: 1_000 });
    expect(timeoutOptions({ headersMs: 400, requestMs: 800, keepAliveMs: 300 }).connectionsCheckingInterval).toBe(100);
  });
});

describe('a server from listenWithTimeouts', () => {
  const bounds = { headersMs: 400, requestMs: 800, keepAliveMs: 300 };
  let server: Server | undefined;
  const sockets: Socket[] = [];
  afterEach(async () => {
    for (const socket of sockets.splice(0)) socket.destroy();
    await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
  });

  const start = async () => {
    server = listenWithTimeouts(
      (request, response) => {
        request.resume();
        request.on('end', () => response.end('ok'));
      },
      { port: 0, host: '127.0.0.1', timeouts: bounds },
    );
    await new Promise((resolve) => server?.once('listening', resolve));
    return (server.address() as AddressInfo).port;
  };

  /**
   * Opens a connection, writes `first`, then `drip` every 50 ms until the server closes it: resolves with what the
   * server answered and how long it kept the connection open.
   */
  const trickle = async (port: number, first: string, drip: string) => {
    const socket = connect(port, '127.0.0.1');
    sockets.push(socket);
    await new Promise((resolve) => socket.once('connect', resolve));
    const started = Date.now();
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    socket.on('error', () => undefined);
    socket.write(first);
    const timer = setInterval(() => socket.writable && socket.write(drip), 50);
    await new Promise((resolve) => socket.once('close', resolve));
    clearInterval(timer);
    return { answer, openMs: Date.now() - started };
  };

  it('answers a whole request at once', async () => {
    const port = await start();
    const response = await fetch(`http://127.0.0.1:${port}/`, { method: 'POST', body: 'x'.repeat(1000) });
    expect(await response.text()).toBe('ok');
  });

  it('closes a connection whose headers trickle in, with a 408, once the headers’ bound has passed', async () => {
    const port = await start();
    const { answer, openMs } = await trickle(port, 'GET / HTTP/1.1\r\nHost: shop\r\n', 'X-Slow: 1\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(openMs).toBeGreaterThanOrEqual(bounds.headersMs - 50);
    expect(openMs).toBeLessThan(bounds.headersMs + 1_000);
  });

  it('closes a connection whose body trickles in, with a 408, once the request’s bound has passed', async () => {
    const port = await start();
    const { answer, openMs } = await trickle(port, 'POST / HTTP/1.1\r\nHost: shop\r\nContent-Length: 100000\r\n\r\n', 'x');
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(openMs).toBeGreaterThanOrEqual(bounds.requestMs - 50);
    expect(openMs).toBeLessThan(bounds.requestMs + 1_000);
  });

  it('closes a connection that sends nothing at all', async () => {
    const port = await start();
    const { openMs } = await trickle(port, '', '');
    expect(openMs).toBeLessThan(bounds.requestMs + 1_000);
  });
});
