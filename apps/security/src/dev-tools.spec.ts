import { MANAGER, STORE } from '@aurelia/e2e-support';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { API, API_ORIGIN, KIOSK, STOREFRONT } from './servers';

/**
 * The takeover a tester found on `npm start`: ask for the demo manager's sign-in code through the storefront, read
 * it from the development outbox, sign in. In production mode the development tools do not exist, and the web
 * servers would not forward them even if an API behind them had them.
 */
const OUTBOX = `/api/v1/dev/outbox?to=${encodeURIComponent(MANAGER.email)}`;
const ORIGINS = { api: API_ORIGIN, storefront: STOREFRONT, kiosk: KIOSK };

async function expectNotFound(request: APIRequestContext, method: 'GET' | 'PUT' | 'POST', url: string, data?: object) {
  const response = await request.fetch(url, { method, data, maxRedirects: 0 });
  expect(response.status(), `${method} ${url}`).toBe(404);
  expect(await response.json(), `${method} ${url}`).toEqual({ message: 'Not Found' });
}

test.describe('the development tools in the product as npm start runs it', () => {
  test('the sign-in code takeover fails: the code is sent, but no outbox shows it, at the API or through either web server', async ({
    request,
  }) => {
    const asked = await request.post(`${STOREFRONT}/api/v1/auth/otp/request`, { data: { email: MANAGER.email } });
    expect([200, 202]).toContain(asked.status());
    for (const [name, origin] of Object.entries(ORIGINS)) {
      await test.step(name, async () => {
        await expectNotFound(request, 'GET', `${origin}${OUTBOX}`);
        await expectNotFound(request, 'GET', `${origin}/api/v1/dev/outbox`);
      });
    }
  });

  test('the settings writer and the appointment maker are gone too, however the path is spelled', async ({ request }) => {
    const settings = { settings: [{ key: 'maintenance_mode', value: 'true' }] };
    for (const origin of Object.values(ORIGINS)) {
      await expectNotFound(request, 'PUT', `${origin}/api/v1/dev/settings`, settings);
      await expectNotFound(request, 'POST', `${origin}/api/v1/dev/appointments/today`, { store: STORE.slug });
    }
    for (const path of ['/api/v1/%64ev/outbox', '/api/v1//dev/outbox', '/API/v1/DEV/outbox', '/api/v1/x/..%2Fdev/outbox']) {
      await expectNotFound(request, 'GET', `${STOREFRONT}${path}`);
      await expectNotFound(request, 'GET', `${KIOSK}${path}`);
    }
    const shop = await request.get(`${API}/settings`);
    expect(JSON.stringify(await shop.json())).not.toMatch(/"maintenance_mode","value":"true"/);
  });

  test('the OpenAPI document describes no development call', async ({ request }) => {
    const docs = await request.get(`${API_ORIGIN}/api/docs/json`);
    expect(docs.status()).toBe(200);
    const paths = Object.keys(((await docs.json()) as { paths: Record<string, unknown> }).paths);
    expect(paths).toContain('/api/v1/auth/otp/request');
    expect(paths.filter((path) => path.startsWith('/api/v1/dev'))).toEqual([]);
  });
});

test.describe('the storefront in production mode', () => {
  test('a missing page is the shop’s 404 page, with no stack trace or development overlay', async ({ request }) => {
    const response = await request.get(`${STOREFRONT}/no-such-page-${Date.now()}`);
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toMatch(/not found/i);
    expect(html).not.toMatch(/\bat \S+ \(|node_modules|\/src\/|vite-error-overlay|@vite\/client/);
  });

  test('the browser runs React’s production build', async ({ page }) => {
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      // A script still arriving when the test ends (some load after hydration: the error page's, the icons')
      // must not fail it: its body is read as empty then.
      if (response.url().endsWith('.js') && response.ok()) scripts.push(response.text().catch(() => ''));
    });
    await page.goto('/no-such-page');
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    await page.waitForLoadState('networkidle');
    const code = (await Promise.all(scripts)).join('\n');
    // Production React replaces its messages with links to react.dev/errors; the development build carries the
    // messages themselves and the checks that print them.
    expect(code).toContain('react.dev/errors/');
    expect(code).not.toContain('Check the render method of');
    expect(code).not.toContain('/@vite/client');
  });
});
