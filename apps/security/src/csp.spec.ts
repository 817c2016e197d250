import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test';
import { watchCspViolations } from './browser-defences';
import { API, KIOSK, STOREFRONT } from './servers';

interface FlagWindow {
  injected?: boolean;
}

const injectedFlag = () => (window as unknown as FlagWindow).injected;

function directivesOf(response: APIResponse): Map<string, string> {
  const policy = response.headers()['content-security-policy'] ?? '';
  return new Map(
    policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name = '', ...values]) => [name, values.join(' ')]),
  );
}

async function aProductSlug(request: APIRequestContext): Promise<string> {
  const answer = await request.get(`${API}/products?per_page=1`);
  const { data } = (await answer.json()) as { data: { slug: string }[] };
  return data[0]?.slug ?? 'missing';
}

test.describe('the storefront under its Content-Security-Policy', () => {
  // One test per page: each has its own time budget, and a failure names the page.
  for (const name of ['home', 'a product', 'a category'] as const) {
    test(`${name} hydrates with no violation reported`, async ({ page, request }) => {
      const violations = await watchCspViolations(page);
      const path = name === 'home' ? '/' : name === 'a product' ? `/product/${await aProductSlug(request)}` : '/category/rings';
      await page.goto(`${STOREFRONT}${path}`);
      await expect(page.locator('html[data-hydrated]'), `${path} hydrates`).toBeAttached();
      // A client-side navigation loads more modules: the policy admits them too.
      await page.getByRole('link', { name: 'All stores' }).click();
      await expect(page).toHaveURL(/\/stores$/);
      expect(await violations()).toEqual([]);
    });
  }

  test('every response has a fresh nonce, and every inline script carries it', async ({ request }) => {
    const [first, second] = [await request.get(`${STOREFRONT}/`), await request.get(`${STOREFRONT}/`)];
    const nonceOf = (response: APIResponse) => /'nonce-([^']+)'/.exec(directivesOf(response).get('script-src') ?? '')?.[1];
    const nonce = nonceOf(first);
    expect(nonce).toMatch(/^[A-Za-z0-9+/=]{20,}$/);
    expect(nonceOf(second)).not.toBe(nonce);

    const scripts = [...(await first.text()).matchAll(/<script\b([^>]*)>/g)].map((match) => match[1] ?? '');
    const runnable = scripts.filter((attributes) => !/type="application\/ld\+json"/.test(attributes));
    expect(runnable.length).toBeGreaterThan(2);
    for (const attributes of runnable) expect(attributes).toContain(`nonce="${nonce}"`);
  });

  test('a script injected without the nonce is refused: inline, as an event handler, or reflected from the search', async ({ page }) => {
    const violations = await watchCspViolations(page);
    await page.goto(`${STOREFRONT}/search?q=${encodeURIComponent('<script>window.injected=true</script>')}`);
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    expect(await page.evaluate(injectedFlag)).toBeUndefined();

    // As if an attacker had found a way to write markup or script elements into the page.
    await page.addScriptTag({ content: 'window.injected = true;' }).catch(() => undefined);
    await page.evaluate(() => document.body.insertAdjacentHTML('beforeend', '<img src="/nowhere.png" onerror="window.injected = true">'));
    await expect.poll(violations).toEqual(
      expect.arrayContaining([expect.stringContaining('script-src-elem blocked inline'), expect.stringContaining('script-src-attr blocked inline')]),
    );
    expect(await page.evaluate(injectedFlag)).toBeUndefined();
  });
});

test.describe('the kiosk under its Content-Security-Policy', () => {
  test('starts, registers its service worker and reports no violation; an injected script is refused', async ({ page }) => {
    const violations = await watchCspViolations(page);
    await page.goto(KIOSK);
    await expect(page.locator('#root h1').first()).toBeVisible();
    expect(await page.evaluate(() => navigator.serviceWorker.ready.then((registration) => registration.active?.scriptURL))).toBe(`${KIOSK}/sw.js`);
    expect(await violations()).toEqual([]);

    await page.addScriptTag({ content: 'window.injected = true;' }).catch(() => undefined);
    await expect.poll(violations).toEqual(expect.arrayContaining([expect.stringContaining('script-src-elem blocked inline')]));
    expect(await page.evaluate(injectedFlag)).toBeUndefined();
  });
});

test.describe('security headers', () => {
  for (const [name, origin] of [
    ['storefront', STOREFRONT],
    ['kiosk', KIOSK],
  ] as const) {
    test(`${name}: CSP without inline scripts, no framing, no sniffing, strict referrer, permissions; HSTS only via TLS`, async ({ request }) => {
      const plain = await request.get(`${origin}/`);
      const headers = plain.headers();
      const csp = directivesOf(plain);
      expect(csp.get('script-src')).not.toContain('unsafe-inline');
      expect(csp.get('script-src')).toMatch(name === 'kiosk' ? /^'self'$/ : /^'self' 'nonce-[^']+'$/);
      expect(csp.get('frame-ancestors')).toBe("'none'");
      expect(csp.get('object-src')).toBe("'none'");
      expect(csp.get('base-uri')).toBe("'none'");
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy']).toContain('camera=()');
      expect(headers['strict-transport-security']).toBeUndefined();

      // The test runs on the loopback address, the proxy the servers trust by default (TRUST_PROXY).
      const overTls = await request.get(`${origin}/`, { headers: { 'X-Forwarded-Proto': 'https' } });
      expect(overTls.headers()['strict-transport-security']).toMatch(/^max-age=\d{8,}/);
    });

    test(`${name}: its hashed scripts and stylesheets carry nosniff and CORP, not the page-only headers`, async ({ request }) => {
      const page = await (await request.get(`${origin}/`)).text();
      // One file per attribute: an inlined stylesheet's href names several, space-separated.
      const files = [...page.matchAll(/(?:src|href)="(\/assets\/[^"\s]+\.(?:js|css))"/g)].map((match) => match[1] ?? '');
      expect(files.length, 'the page links its built files').toBeGreaterThan(0);
      for (const file of files.slice(0, 3)) {
        const headers = (await request.get(`${origin}${file}`)).headers();
        expect(headers['x-content-type-options'], file).toBe('nosniff');
        expect(headers['cross-origin-resource-policy'], file).toBe('same-origin');
        expect(headers['content-security-policy'], file).toBeUndefined();
        expect(headers['permissions-policy'], file).toBeUndefined();
        expect(headers['x-frame-options'], file).toBeUndefined();
      }
    });
  }
});
