import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forwardToApi, isDevToolsPath, MAX_FORWARDED_BODY_BYTES, type ForwardSession } from './forward-to-api.mjs';

/** Starts `api` and a web server forwarding `/api` to it; answers that server and its address. */
async function forwardingTo(api: Server, session?: ForwardSession): Promise<[Server, string]> {
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  const app = express();
  app.use('/api', forwardToApi(new URL(`http://127.0.0.1:${(api.address() as AddressInfo).port}`), { session }));
  const shop = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => shop.once('listening', resolve));
  return [shop, `http://127.0.0.1:${(shop.address() as AddressInfo).port}`];
}

async function closeAll(...servers: Server[]): Promise<void> {
  for (const server of servers) await new Promise((resolve) => server.close(resolve));
}

describe('which paths the web servers never forward to the API', () => {
  it('are the development tools under /api/v1/dev, however the path is spelled', () => {
    for (const url of [
      '/api/v1/dev/outbox',
      '/api/v1/dev/outbox?to=staff%40aurelia.test',
      '/api/v1/dev',
      '/api/v1/dev/',
      '/api/v1/dev/settings',
      '/api/v1/dev/appointments/today',
      '/api/v1/%64ev/outbox',
      '/api/v1/%2564ev/outbox',
      '/api/v1//dev/outbox',
      '//api/v1/dev/outbox',
      '/api/v1/./dev/outbox',
      '/api/v1/x/../dev/outbox',
      '/api/v1/%2e/dev/outbox',
      '/api/v1\\dev/outbox',
      '/API/V1/DEV/outbox',
      '/api/v1/devtools',
    ]) {
      expect(isDevToolsPath(url), url).toBe(true);
    }
  });

  it('are nothing else: the shop’s own calls, kiosk devices and malformed escapes pass', () => {
    for (const url of [
      '/api/v1/products',
      '/api/v1/kiosk/devices',
      '/api/v1/auth/otp/request',
      '/api/v1/products?q=dev',
      '/_ipx/w_640,f_webp/images/products/dev-ring-1.png',
      '/api/v1/products/%',
      '/sandbox-pay/abc',
    ]) {
      expect(isDevToolsPath(url), url).toBe(false);
    }
  });
});

describe('forwarding with a session the page never sees', () => {
  const seen: { authorization?: string; acceptEncoding?: string }[] = [];
  let apiServer: Server;
  let shop: Server;
  let shopUrl = '';

  const session: ForwardSession = {
    bearer: (req) => (req.headers.cookie === 'sid=1' ? 'from-cookie' : null),
    readsAnswer: (req) => req.originalUrl === '/api/v1/auth/login',
    outcome: (req, answer) => {
      if (req.originalUrl === '/api/v1/auth/login' && typeof answer.body === 'object' && answer.body !== null) {
        const { access_token: token, ...rest } = answer.body as { access_token: string };
        return { setCookie: [`sid=${token}; HttpOnly`], body: rest };
      }
      return { setCookie: answer.sentSession && answer.status === 401 ? ['sid=; Max-Age=0'] : [] };
    },
  };

  beforeAll(async () => {
    apiServer = createServer((req, res) => {
      seen.push({ authorization: req.headers.authorization, acceptEncoding: req.headers['accept-encoding'] });
      if (req.url === '/api/v1/auth/login') {
        res.writeHead(200, { 'content-type': 'application/json', 'set-cookie': ['api=1'] });
        res.end(JSON.stringify({ access_token: 'secret-token', user: { id: 1 } }));
        return;
      }
      res.writeHead(req.headers.authorization ? 401 : 200, { 'content-type': 'application/json' });
      res.end('{"message":"ok"}');
    });
    [shop, shopUrl] = await forwardingTo(apiServer, session);
  });
  afterAll(() => closeAll(shop, apiServer));

  it('takes the token out of a read answer into the session’s cookie, with a right length, the API’s cookies kept', async () => {
    const answer = await fetch(`${shopUrl}/api/v1/auth/login`, { method: 'POST', headers: { 'accept-encoding': 'gzip' } });
    const text = await answer.text();
    expect(text).toBe('{"user":{"id":1}}');
    expect(answer.headers.get('content-length')).toBe(String(Buffer.byteLength(text)));
    expect(answer.headers.getSetCookie()).toEqual(['api=1', 'sid=secret-token; HttpOnly']);
    // Read whole, the answer is asked for uncompressed.
    expect(seen.at(-1)?.acceptEncoding).toBe('identity');
  });

  it('sends the session’s bearer in place of the page’s, and passes other answers on with the session’s cookies', async () => {
    const answer = await fetch(`${shopUrl}/api/v1/user`, { headers: { cookie: 'sid=1', authorization: 'Bearer from-page' } });
    expect(seen.at(-1)?.authorization).toBe('Bearer from-cookie');
    expect(answer.status).toBe(401);
    expect(answer.headers.getSetCookie()).toEqual(['sid=; Max-Age=0']);
    expect(await answer.text()).toBe('{"message":"ok"}');
  });

  it('leaves a request without the session as it came, its own Authorization included', async () => {
    await fetch(`${shopUrl}/api/v1/user`, { headers: { authorization: 'Bearer api-client' } });
    expect(seen.at(-1)?.authorization).toBe('Bearer api-client');
    const guest = await fetch(`${shopUrl}/api/v1/user`);
    expect(seen.at(-1)?.authorization).toBeUndefined();
    expect(guest.headers.getSetCookie()).toEqual([]);
  });
});

describe('a body over the API’s limit', () => {
  let received = 0;
  let apiServer: Server;
  let shop: Server;
  let shopUrl = '';

  beforeAll(async () => {
    // As the API does: a declared length over the limit is answered 413 at once, and the connection closed under the
    // body still coming; anything else is read and counted.
    apiServer = createServer((req, res) => {
      if (Number(req.headers['content-length']) > MAX_FORWARDED_BODY_BYTES) {
        res.writeHead(413, { 'content-type': 'application/json', connection: 'close' });
        res.end('{"message":"The request body is too large."}', () => req.socket.destroy());
        return;
      }
      let size = 0;
      req.on('data', (chunk: Buffer) => (size += chunk.length));
      req.on('end', () => {
        received += 1;
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ size }));
      });
    });
    [shop, shopUrl] = await forwardingTo(apiServer);
  });
  afterAll(() => closeAll(shop, apiServer));

  it('is the API’s 413 every time, never "briefly unavailable", and never sent on', async () => {
    for (const size of [MAX_FORWARDED_BODY_BYTES + 1, 3_000_000, MAX_FORWARDED_BODY_BYTES + 1, 3_000_000, 1_000_000, 1_000_000]) {
      const answer = await fetch(`${shopUrl}/api/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: 'x'.repeat(size) });
      expect(answer.status, `${size} bytes`).toBe(413);
      expect(await answer.json()).toEqual({ message: 'The request body is too large.' });
    }
    expect(received).toBe(0);
  });

  it('is refused as it comes when it is sent in chunks without its length', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(64 * 1024));
    let chunks = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        chunks += 1;
        if (chunks > 10) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const answer = await fetch(`${shopUrl}/api/v1/cart/sync`, { method: 'POST', headers: { 'content-type': 'application/json' }, body, duplex: 'half' } as RequestInit);
    expect(answer.status).toBe(413);
    expect(await answer.json()).toEqual({ message: 'The request body is too large.' });
  });

  it('is sent on whole up to the limit', async () => {
    const answer = await fetch(`${shopUrl}/api/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: 'x'.repeat(MAX_FORWARDED_BODY_BYTES) });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ size: MAX_FORWARDED_BODY_BYTES });
    const sent = received;
    const again = await fetch(`${shopUrl}/api/v1/auth/login`, { method: 'POST', body: 'small' });
    expect(await again.json()).toEqual({ size: 5 });
    expect(received).toBe(sent + 1);
  });
});
