import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { pageCache } from '@aurelia/server-http/page-cache';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { hasSessionCookie, pageIsSameForEveryone, withoutSession } from '../same-for-everyone.server';
import { asGuestWhereSame } from './as-guest.mjs';

const PUBLIC = 'public, max-age=0, s-maxage=10, stale-while-revalidate=60';
const PRIVATE = 'private, no-store';
const SESSION = 'auth_token=t0k3n; auth_user=%7B%22id%22%3A7%7D; theme=dark';

const servers: http.Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

/**
 * A real server mounted as serve.mjs mounts the storefront: a nonce per response, the rendering as a guest, the
 * page cache, then a "render" that names the shopper when the request carries a session and is public only
 * when it does not (as the app's setPageCacheHeaders decides).
 */
async function storefront({ ttlMs = 1_000 } = {}) {
  const renders: { path: string; cookie: string | undefined; method: string }[] = [];
  const app = express();
  app.use((_req, res, next) => {
    res.locals['cspNonce'] = randomBytes(16).toString('base64');
    next();
  });
  const rules = { pageIsSameForEveryone, hasSessionCookie, withoutSession };
  app.all(
    '/{*splat}',
    asGuestWhereSame(rules),
    pageCache({ ttlMs, version: async () => 'v1', personal: (req) => hasSessionCookie(req.headers.cookie) }),
    (req, res) => {
      renders.push({ path: req.path, cookie: req.headers.cookie, method: req.method });
      const signedIn = hasSessionCookie(req.headers.cookie);
      res.status(200);
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('Cache-Control', signedIn || req.method !== 'GET' ? PRIVATE : PUBLIC);
      res.setHeader('Vary', 'Cookie');
      res.end(`<script nonce="${String(res.locals['cspNonce'])}"></script>${signedIn ? 'Account: Asha' : 'Sign in'} ${req.path}`);
    },
  );
  const server = http.createServer(app);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, renders };
}

async function get(url: string, init: RequestInit = {}) {
  const response = await fetch(url, init);
  return { body: await response.text(), cacheControl: response.headers.get('cache-control'), cache: response.headers.get('x-cache') };
}

describe('a page that is the same for everyone, asked for by a signed-in shopper', () => {
  it('is rendered as a guest sees it, private to them, and kept for everyone under its own Cache-Control', async () => {
    const { base, renders } = await storefront();
    const first = await get(`${base}/product/noor`, { headers: { cookie: SESSION } });
    expect(first).toMatchObject({ cacheControl: PRIVATE, cache: 'MISS' });
    expect(first.body).toContain('Sign in');
    // The render never saw the session; the other cookies are left as they were.
    expect(renders).toEqual([{ path: '/product/noor', cookie: 'theme=dark', method: 'GET' }]);

    const guest = await get(`${base}/product/noor`, { headers: { cookie: 'theme=dark' } });
    expect(guest).toMatchObject({ cacheControl: PUBLIC, cache: 'HIT' });
    const another = await get(`${base}/product/noor`, { headers: { cookie: SESSION.replace('t0k3n', 'other') } });
    expect(another).toMatchObject({ cacheControl: PRIVATE, cache: 'HIT' });
    expect(renders).toHaveLength(1);
  });

  it('is private to them with the page cache off too', async () => {
    const { base } = await storefront({ ttlMs: 0 });
    const page = await get(`${base}/category/rings`, { headers: { cookie: SESSION } });
    expect(page.cacheControl).toBe(PRIVATE);
    expect(page.body).toContain('Sign in');
  });

  it('leaves their own pages and their form posts to the render with their session, never kept', async () => {
    const { base, renders } = await storefront();
    const profile = await get(`${base}/user/profile`, { headers: { cookie: SESSION } });
    const again = await get(`${base}/user/profile`, { headers: { cookie: SESSION } });
    expect(profile).toMatchObject({ cacheControl: PRIVATE, cache: null });
    expect(again.body).toContain('Account: Asha');
    await get(`${base}/product/noor`, { method: 'POST', headers: { cookie: SESSION } });
    expect(renders.map((render) => [render.path, render.method, hasSessionCookie(render.cookie)])).toEqual([
      ['/user/profile', 'GET', true],
      ['/user/profile', 'GET', true],
      ['/product/noor', 'POST', true],
    ]);
  });
});
