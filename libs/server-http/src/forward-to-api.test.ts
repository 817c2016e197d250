import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forwardToApi, isDevToolsPath, type ForwardSession } from './forward-to-api.mjs';

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
    await new Promise<void>((resolve) => apiServer.listen(0, '127.0.0.1', resolve));
    const app = express();
    app.use('/api', forwardToApi(new URL(`http://127.0.0.1:${(apiServer.address() as AddressInfo).port}`), { session }));
    shop = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => shop.once('listening', resolve));
    shopUrl = `http://127.0.0.1:${(shop.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => shop.close(resolve));
    await new Promise((resolve) => apiServer.close(resolve));
  });

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
