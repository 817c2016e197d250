import { randomBytes } from 'node:crypto';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
// The storefront server's own packages (this library's devDependencies): the cache is tested as it is mounted there.
import compression from 'compression';
import express, { type Response } from 'express';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageCache } from './page-cache.mjs';

const servers: http.Server[] = [];
afterEach(async () => {
  vi.useRealTimers();
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

const PUBLIC = 'public, max-age=0, s-maxage=10, stale-while-revalidate=60';
const PRIVATE = 'private, no-store';

/**
 * A real server mounted as the storefront's: a nonce per response, compression, the cache, then a "render" that
 * counts itself, writes in two chunks (as a streamed page does) with the nonce in a script tag, and is public
 * unless the request carries a session cookie.
 */
async function shop({ ttlMs = 1_000, version = async () => 'v1', renderMs = 0, maxWaitMs = 2_000, personal = (req: http.IncomingMessage) => (req.headers.cookie ?? '').includes('session=') } = {}) {
  const renders: string[] = [];
  const app = express();
  app.use((_req, res, next) => {
    res.locals['cspNonce'] = randomBytes(16).toString('base64');
    next();
  });
  app.use(compression());
  app.get('/{*splat}', pageCache({ ttlMs, version, maxWaitMs, personal }), async (req, res: Response) => {
    renders.push(req.originalUrl);
    const slow = Number(new URL(req.originalUrl, 'http://shop').searchParams.get('slow') ?? renderMs);
    if (slow) await new Promise((resolve) => setTimeout(resolve, slow));
    const signedIn = (req.headers.cookie ?? '').includes('session=');
    if (req.path === '/missing') {
      res.status(404).setHeader('Cache-Control', PRIVATE).end('no such page');
      return;
    }
    res.status(200);
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', signedIn ? PRIVATE : PUBLIC);
    res.setHeader('Vary', 'Cookie');
    res.write(`<html><body><h1>${req.originalUrl}</h1>`);
    // Past compression's 1 KB threshold, so a gzip client gets it compressed.
    if (req.path === '/long') res.write(`<p>${'gold '.repeat(400)}</p>`);
    res.end(`<script nonce="${String(res.locals['cspNonce'])}">hydrate()</script>${signedIn ? 'Hello, Asha' : 'Sign in'}</body></html>`);
  });
  const server = http.createServer(app);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, renders };
}

async function get(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, { headers });
  return { status: response.status, body: await response.text(), cache: response.headers.get('x-cache'), headers: response.headers };
}

const nonceOf = (body: string) => /nonce="([^"]+)"/.exec(body)?.[1];

describe('the page cache', () => {
  it('renders a guest page once within its time, and gives each copy the nonce of its own response', async () => {
    const { base, renders } = await shop();
    const first = await get(`${base}/product/ring`);
    const second = await get(`${base}/product/ring`);
    expect(renders).toEqual(['/product/ring']);
    expect([first.cache, second.cache]).toEqual(['MISS', 'HIT']);
    expect(second.body.replace(nonceOf(second.body) ?? '', 'N')).toBe(first.body.replace(nonceOf(first.body) ?? '', 'N'));
    expect(nonceOf(second.body)).not.toBe(nonceOf(first.body));
    expect(second.headers.get('cache-control')).toBe(PUBLIC);
    expect(second.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(second.headers.get('vary')).toContain('Cookie');
  });

  it('never keeps a page its app marks private, nor an error', async () => {
    // Not told which requests are personal, the cache still keeps only what the response says it may.
    const { base, renders } = await shop({ personal: () => false });
    const session = { cookie: 'session=abc' };
    expect((await get(`${base}/`, session)).body).toContain('Hello, Asha');
    // Remembered as a page not to keep: the next request goes straight to its render.
    expect((await get(`${base}/`, session)).cache).toBeNull();
    await get(`${base}/missing`);
    expect((await get(`${base}/missing`)).status).toBe(404);
    expect(renders).toEqual(['/', '/', '/missing', '/missing']);
    // A guest after a signed-in shopper on the same URL gets a guest's page.
    expect((await get(`${base}/`)).body).toContain('Sign in');
  });

  it('keeps a copy per Cookie header and per query, as the page’s Vary says', async () => {
    const { base, renders } = await shop();
    await get(`${base}/category/rings`);
    await get(`${base}/category/rings`, { cookie: 'theme=dark' });
    await get(`${base}/category/rings?sort=price`);
    await get(`${base}/category/rings`, { cookie: 'theme=dark' });
    expect(renders).toEqual(['/category/rings', '/category/rings', '/category/rings?sort=price']);
  });

  it('renders again once the settings change, at once, and once its time is up', async () => {
    // Only the clock the cache dates its copies by is moved; the sockets run on real timers.
    vi.useFakeTimers({ toFake: ['Date'] });
    let settings = 'v1';
    const { base, renders } = await shop({ ttlMs: 300, version: async () => settings });
    await get(`${base}/`);
    await get(`${base}/`);
    settings = 'v2';
    await get(`${base}/`);
    expect(renders).toHaveLength(2);
    vi.advanceTimersByTime(250);
    await get(`${base}/`);
    expect(renders).toHaveLength(2);
    vi.advanceTimersByTime(100);
    await get(`${base}/`);
    expect(renders).toHaveLength(3);
  });

  it('renders a page once for 50 shoppers asking for it at the same moment', async () => {
    const { base, renders } = await shop({ renderMs: 200 });
    const answers = await Promise.all(Array.from({ length: 50 }, () => get(`${base}/product/chain`)));
    expect(renders).toEqual(['/product/chain']);
    expect(answers.every((answer) => answer.status === 200 && answer.body.includes('<h1>/product/chain</h1>'))).toBe(true);
    expect(new Set(answers.map((answer) => nonceOf(answer.body))).size).toBe(50);
  });

  it('renders as usual when the settings cannot be read, and when turned off', async () => {
    const down = await shop({
      version: async () => {
        throw new Error('API away');
      },
    });
    await get(`${down.base}/`);
    await get(`${down.base}/`);
    expect(down.renders).toHaveLength(2);
    const off = await shop({ ttlMs: 0 });
    await get(`${off.base}/`);
    expect((await get(`${off.base}/`)).cache).toBeNull();
    expect(off.renders).toHaveLength(2);
  });

  it('serves a kept page compressed to a client that accepts gzip', async () => {
    const { base } = await shop();
    await get(`${base}/long`);
    const response = await new Promise<http.IncomingMessage>((resolve) =>
      http.get(`${base}/long`, { headers: { 'accept-encoding': 'gzip' } }, resolve),
    );
    const chunks: Buffer[] = [];
    for await (const chunk of response) chunks.push(chunk as Buffer);
    expect(response.headers['x-cache']).toBe('HIT');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(Buffer.concat(chunks)).toString()).toContain('<h1>/long</h1>');
  });

  it('lets a signed-in shopper through at once: never kept, never waiting on another’s render', async () => {
    const { base, renders } = await shop();
    const session = { cookie: 'session=abc' };
    const answers = await Promise.all(Array.from({ length: 5 }, () => get(`${base}/?slow=200`, session)));
    expect(answers.every((answer) => answer.body.includes('Hello, Asha') && answer.cache === null)).toBe(true);
    expect(renders).toHaveLength(5);
  });

  it('drops shoppers who leave while waiting for another’s render: never rendered for, and nobody else held up', async () => {
    const { base, renders } = await shop();
    const { port } = new URL(base);
    // One shopper's page takes a second to render; five more ask for it meanwhile and give up after 50 ms.
    const owner = get(`${base}/?slow=1000`);
    await vi.waitFor(() => expect(renders).toHaveLength(1));
    await Promise.all(
      Array.from(
        { length: 5 },
        () =>
          new Promise<void>((resolve) => {
            const socket = net.connect(Number(port), '127.0.0.1', () => {
              socket.write('GET /?slow=1000 HTTP/1.1\r\nHost: shop\r\n\r\n');
              setTimeout(() => {
                socket.destroy();
                resolve();
              }, 50);
            });
          }),
      ),
    );
    expect((await owner).status).toBe(200);
    // The page was rendered once: the five who left were neither rendered for nor left waiting.
    const after = await get(`${base}/?slow=1000`);
    expect([after.status, after.cache]).toEqual([200, 'HIT']);
    expect(renders).toEqual(['/?slow=1000']);
  });

  it('waits at most its time for another’s render, then renders the page itself', async () => {
    const { base, renders } = await shop({ maxWaitMs: 100 });
    const started = Date.now();
    const slowFirst = get(`${base}/?slow=1000`);
    await vi.waitFor(() => expect(renders).toHaveLength(1));
    // Same key, but this render is quick: it must not wait the whole second of the first.
    const second = await get(`${base}/?slow=1000`, {});
    expect(second.status).toBe(200);
    expect(renders).toHaveLength(2);
    expect((await slowFirst).status).toBe(200);
    expect(Date.now() - started).toBeLessThan(2_500);
  });
});
