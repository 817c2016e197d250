import { createServer, request as httpRequest, type Server } from 'node:http';
import { expect, test } from '@playwright/test';
import { freePort, type OwnWebServer, startWebServer } from '@aurelia/e2e-support/own-web-server';
import { API_ORIGIN } from './servers';

/**
 * The web servers with the API gone (stopped, restarting, unreachable): the shopper gets the shop's own
 * "We’ll be right back" page and a retryable 503, never a generic error or a stack trace; calls forwarded to
 * the API get the API's error shape. Their own servers, in front of a port nothing listens on.
 */
const servers: OwnWebServer[] = [];

test.beforeAll(async () => {
  const nowhere = `http://127.0.0.1:${await freePort()}`;
  servers.push(...(await Promise.all([startWebServer('storefront', nowhere), startWebServer('kiosk', nowhere)])));
});

test.afterAll(() => {
  for (const server of servers) server.process.kill('SIGTERM');
});

const origin = (name: string) => servers.find((server) => server.name === name)?.origin ?? '';

test('the storefront’s pages answer 503 with Retry-After and the branded “We’ll be right back” page', async ({ request }) => {
  for (const path of ['/', '/collections', '/products/anything']) {
    const page = await request.get(`${origin('storefront')}${path}`, { headers: { accept: 'text/html' } });
    expect(page.status(), path).toBe(503);
    expect(Number(page.headers()['retry-after']), path).toBeGreaterThan(0);
    expect(page.headers()['content-type'], path).toContain('text/html');
    const html = await page.text();
    // The shop's own error page, with the way back, not React Router's bare fallback.
    expect(html, path).toMatch(/<h1 class="au-error-page__title">.*We’ll be right back<\/h1>/);
    expect(html, path).toContain('Back to the shop');
    // Its title is an error page's, before the brand, and kept out of search results.
    expect(html, path).toMatch(/<title>Internal Server Error \| Aurelia \| [^<]+<\/title>/);
    expect(html, path).toContain('<meta name="robots" content="noindex"/>');
    expect(html, path).not.toMatch(/ECONNREFUSED|at .*\.m?js:\d+/);
  }
});

test('the “We’ll be right back” page comes in the colour mode the shopper chose, with no script', async ({ browser, request }) => {
  const url = `${origin('storefront')}/collections`;
  const html = async (cookie?: string) =>
    (await request.get(url, { headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } })).text();
  // The root's loader failed, so the server reads the cookie itself: dark or light as chosen, nothing for `system`.
  expect(await html('aurelia-color-mode=dark')).toContain('<html lang="en-IN" data-theme="dark">');
  expect(await html('aurelia-color-mode=light')).toContain('<html lang="en-IN" data-theme="light">');
  expect(await html('aurelia-color-mode=system')).toContain('<html lang="en-IN">');
  expect(await html()).toContain('<html lang="en-IN">');

  // A shopper who chose dark on a light phone sees the page dark, before and after its script has run.
  const context = await browser.newContext({ colorScheme: 'light' });
  await context.addCookies([{ name: 'aurelia-color-mode', value: 'dark', url: origin('storefront') }]);
  const page = await context.newPage();
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  await page.goto(url, { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1, name: /right back/ })).toBeVisible();
  const dark = await background();
  await page.waitForLoadState('load');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await background()).toBe(dark);
  await context.clearCookies();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: /right back/ })).toBeVisible();
  expect(await background(), 'the light phone’s own background without the cookie').not.toBe(dark);
  await context.close();
});

test('calls forwarded to the API answer 503 with Retry-After and a {message}, from both web servers', async ({ request }) => {
  for (const name of ['storefront', 'kiosk']) {
    await test.step(name, async () => {
      const products = await request.get(`${origin(name)}/api/v1/products`);
      expect(products.status()).toBe(503);
      expect(Number(products.headers()['retry-after'])).toBeGreaterThan(0);
      const body: unknown = await products.json();
      expect(body).toEqual({ message: expect.stringMatching(/right back/) });
    });
  }
});

/**
 * An API that answers and then goes away (a restart, a network split): a stand-in in front of the suite's API that
 * can be switched off and on again, and a storefront of its own in front of that.
 */
class SwitchableApi {
  private readonly server: Server;
  private port = 0;

  constructor(private readonly target: string) {
    this.server = createServer((request, response) => {
      const upstream = httpRequest(`${this.target}${request.url ?? '/'}`, { method: request.method, headers: request.headers }, (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      });
      upstream.on('error', () => response.destroy());
      request.pipe(upstream);
    });
  }

  get origin() {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    this.port ||= await freePort();
    await new Promise<void>((resolve) => this.server.listen(this.port, '127.0.0.1', resolve));
  }

  /** Nothing listens any more and every open connection is dropped. */
  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }
}

test.describe('a storefront whose API goes away after it has answered', () => {
  const api = new SwitchableApi(API_ORIGIN);
  let storefront: OwnWebServer;

  test.beforeAll(async () => {
    await api.start();
    storefront = await startWebServer('storefront', api.origin);
  });

  test.afterAll(async () => {
    storefront.process.kill('SIGTERM');
    await api.stop().catch(() => undefined);
  });

  test('says “We’ll be right back” inside the shop, header and bag kept, on a navigation and on a fresh page', async ({ page }) => {
    await page.goto(`${storefront.origin}/category/rings`);
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    await api.stop();

    // A navigation within the page: the page's own data needs the API, the shop around it does not.
    const categories = page.getByRole('navigation', { name: 'Categories' });
    await categories.getByRole('link', { name: 'Earrings', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: /right back/ })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: /^Bag/ })).toBeVisible();
    await expect(page).toHaveTitle(/^Internal Server Error \| /);

    // Pages asked for afresh: each a 503 with Retry-After, the error inside the shop's header and footer, its head an
    // error page's; a page that needs nothing of the API is served.
    for (const path of ['/', '/category/rings', '/search?q=ring', '/stores', '/about', '/appointment']) {
      const answer = await page.request.get(`${storefront.origin}${path}`, { headers: { accept: 'text/html' } });
      expect(answer.status(), path).toBe(503);
      expect(Number(answer.headers()['retry-after']), path).toBeGreaterThan(0);
      const html = await answer.text();
      expect(html, path).toMatch(/<h1 class="au-error-page__title">.*We’ll be right back<\/h1>/);
      expect(html, path).toContain('<header class="sf-header"');
      expect(html, path).toMatch(/<title>Internal Server Error \| /);
      expect(html, path).toContain('<meta name="robots" content="noindex"/>');
    }
    expect((await page.request.get(`${storefront.origin}/auth/login`)).status()).toBe(200);

    // Back again: the next navigation is the page itself.
    await api.start();
    await categories.getByRole('link', { name: 'Necklaces', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Necklaces' })).toBeVisible();
  });
});
