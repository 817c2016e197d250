import { expect, test } from '@playwright/test';
import { rawGet, type RawAnswer } from './browser-defences';
import { KIOSK, STOREFRONT } from './servers';

/** Paths no decoder accepts (`%` without two hex digits, a cut UTF-8 sequence) or that decode to a NUL byte. */
const MALFORMED = ['/%', '/product/%ZZ', '/stores/%00', '/assets/%', '/category/%E0%A4', '/page/%C0%AF', '/search%', '/auth/%0d%0aX:1'];

function expectNoInternals(answer: RawAnswer) {
  expect(answer.status).not.toBe(500);
  expect(answer.headers['content-type']).toMatch(/^text\/html/);
  // Express's own error page, or a stack trace.
  for (const leak of ['<title>Error</title>', 'URIError', 'node_modules']) expect(answer.body).not.toContain(leak);
  expect(answer.body).not.toMatch(/\bat [\w.<>]+ \(.*:\d+:\d+\)/);
}

test.describe('malformed URLs get the shop’s own pages, never an error', () => {
  for (const path of MALFORMED) {
    // Under /assets/ there are only the build's files: anything else there is a 404 in a line of text.
    if (path.startsWith('/assets/')) {
      test(`storefront ${path}: a 404 in a line of text`, async () => {
        const answer = await rawGet(STOREFRONT, path);
        expect(answer.status).toBe(404);
        expect(answer.headers['content-type']).toMatch(/^text\/plain/);
        expect(answer.body).toBe('Not found');
      });
    } else {
      test(`storefront ${path}: the 404 page inside the shop's layout`, async () => {
        const answer = await rawGet(STOREFRONT, path);
        expectNoInternals(answer);
        expect([400, 404]).toContain(answer.status);
        expect(answer.body).toMatch(/<header class="sf-header"/);
        expect(answer.body).toMatch(/<footer class="sf-footer"/);
        expect(answer.body).toMatch(/Page not found|Bad Request/i);
      });
    }

    test(`kiosk ${path}: the app, answered 400`, async () => {
      const answer = await rawGet(KIOSK, path);
      expectNoInternals(answer);
      expect(answer.status).toBe(400);
      expect(answer.body).toContain('<title>Aurelia Kiosk</title>');
      expect(answer.body).toContain('<div id="root">');
    });
  }

  test('a slug the API refuses to look up (far too long) is the 404 page, not a 500', async () => {
    for (const section of ['product', 'stores', 'page', 'category']) {
      const answer = await rawGet(STOREFRONT, `/${section}/${'a'.repeat(3000)}`);
      expectNoInternals(answer);
      expect(answer.status, section).toBe(404);
    }
  });

  test('in the browser, the shop’s 404 page and the kiosk’s not-found screen are drawn', async ({ page }) => {
    await page.goto(`${STOREFRONT}/product/%ZZ`);
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    await expect(page.getByRole('heading', { name: /not found/i })).toBeVisible();
    await page.goto(`${KIOSK}/%`);
    await expect(page.getByRole('heading', { name: 'This screen does not exist' })).toBeVisible();
  });
});
