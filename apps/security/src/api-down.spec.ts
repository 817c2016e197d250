import { expect, test } from '@playwright/test';
import { freePort, type OwnWebServer, startWebServer } from './own-web-server';

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
