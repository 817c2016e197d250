import { signInOnStorefront } from '@aurelia/e2e-support';
import { type OwnWebServer, startWebServer } from '@aurelia/e2e-support/own-web-server';
import { API, expect, findProduct, shopperWithBag, test, waitForHydration } from './support';

test('a file under /assets/ this build does not have is a 404 in a line of text, not a page rendered for it', async ({ request }) => {
  // A tab still open from the build before asks for its chunk, as every such tab does at once after a release.
  const missing = await request.get('/assets/no-such-chunk-0a1b2c3d.js');
  expect(missing.status()).toBe(404);
  expect(missing.headers()['content-type']).not.toContain('text/html');
  expect(missing.headers()['cache-control']).toBe('no-cache');
});

/** Fetches a page as a crawler would: no JavaScript, the HTML as the server sent it. */
test.describe('server-rendered HTML, without JavaScript', () => {
  test('a category page arrives with its products, title and breadcrumbs', async ({ request }) => {
    const response = await request.get('/category/rings');
    expect(response.status()).toBe(200);
    const html = await response.text();
    const listing = (await (await request.get(`${API}/products?filters[categories][slug][$eq]=rings&per_page=12&sort[0]=popularity:desc`)).json()) as {
      data: { name: string }[];
    };
    expect(html).toContain('<title>Rings | Aurelia | Premium Jewellery Collection</title>');
    for (const product of listing.data.slice(0, 3)) expect(html).toContain(product.name);
    expect(html).toContain('"@type":"BreadcrumbList"');
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/127\.0\.0\.1:\d+\/category\/rings"/);
  });

  test('a product page arrives with Product JSON-LD, its offer and Open Graph tags', async ({ request }) => {
    const product = await findProduct(request, (p) => p.stock > 0);
    const html = await (await request.get(`/product/${product.slug}`)).text();
    expect(html).toContain(`<h1`);
    expect(html).toContain(product.name);
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((match) => JSON.parse(match[1] ?? '{}'));
    const ld = blocks.find((block) => block['@type'] === 'Product');
    expect(ld).toMatchObject({ name: product.name, offers: { priceCurrency: 'INR', availability: 'https://schema.org/InStock' } });
    expect(html).toContain('<meta property="og:title"');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"');
    expect(html).toContain('<meta name="theme-color" content="#5A164B"');
  });

  test('robots.txt and sitemap.xml come from the catalogue', async ({ request }) => {
    expect(await (await request.get('/robots.txt')).text()).toContain('Sitemap: ');
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain('/category/rings</loc>');
    expect(sitemap.match(/\/product\//g)?.length).toBeGreaterThanOrEqual(250);
  });
});

test.describe('loading the page’s JavaScript', () => {
  test('the page’s modules are fetched with the page, under its CSP nonce, and the page hydrates', async ({ request, page }) => {
    const response = await request.get('/category/rings');
    const nonce = /'nonce-([^']+)'/.exec(response.headers()['content-security-policy'] ?? '')?.[1];
    const html = await response.text();
    expect(nonce).toBeTruthy();
    // React Router's own scripts: the modules announced in the HTML, and its module script allowed to run.
    expect(html.match(/<link rel="modulepreload" href="\/assets\/[^"]+\.js"/g)?.length).toBeGreaterThan(3);
    expect(html).toContain(`<script nonce="${nonce}" type="module"`);
    expect(html).not.toContain('deferred-page-module');
    // The page's styles come in the head before its module preloads, in the HTML itself ("the page’s own styles").
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head.lastIndexOf('<style data-precedence=')).toBeGreaterThan(-1);
    expect(head.lastIndexOf('<style data-precedence=')).toBeLessThan(head.indexOf('rel="modulepreload"'));

    const requested: { type: string; url: string }[] = [];
    page.on('request', (sent) => {
      if (['script', 'stylesheet'].includes(sent.resourceType())) requested.push({ type: sent.resourceType(), url: sent.url() });
    });
    await page.goto('/category/rings'); // returns once hydrated (support.ts)
    expect(requested.filter(({ type }) => type === 'script').length).toBeGreaterThan(3);
  });
});

test.describe('the page’s own styles', () => {
  test('come in its HTML, the root’s and its route’s: none is fetched, on the first page or once it has hydrated; a navigation links only what the next page adds', async ({ request, page }) => {
    const html = await (await request.get('/category/rings')).text();
    const head = html.slice(0, html.indexOf('</head>'));
    const inlinedAs = (precedence: string) => {
      const style = new RegExp(`<style data-precedence="${precedence}" data-href="([^"]+)">`).exec(head);
      expect(style, `the ${precedence} stylesheets in the head`).not.toBeNull();
      return (style?.[1] ?? '').split(' ');
    };
    const root = inlinedAs('root');
    const route = inlinedAs('route');
    // The listing's own look among them: its filters', which the HTML draws before their code has come.
    const routeRules = /<style data-precedence="route"[^>]*>([^<]*)<\/style>/.exec(head)?.[1] ?? '';
    expect(routeRules, 'the listing’s own styles').toContain('.au-filters');
    expect(routeRules, 'the listing’s own styles').toContain('.au-checkbox');
    const inlined = [...root, ...route];
    // Nothing the page draws waits for a stylesheet: the only one linked is the web fonts' for a browser without scripts.
    const linked = [...head.replace(/<noscript>.*?<\/noscript>/gs, '').matchAll(/<link[^>]* rel="stylesheet"[^>]*>/g)];
    expect(linked.map(([tag]) => tag)).toEqual([]);

    const fetched: string[] = [];
    page.on('request', (sent) => {
      if (new URL(sent.url()).pathname.endsWith('.css')) fetched.push(new URL(sent.url()).pathname);
    });
    await page.goto('/category/rings'); // returns once hydrated (support.ts)
    await page.waitForLoadState('networkidle');
    expect(fetched.filter((path) => inlined.includes(path)), 'inlined, yet fetched').toEqual([]);
    // A client-side navigation to a piece's page: React Router links the stylesheets that page has beyond these.
    await page.getByRole('list', { name: 'Rings' }).getByRole('link').first().click();
    await expect(page).toHaveURL(/\/product\//);
    await page.waitForLoadState('networkidle');
    expect(fetched.length, 'the product page’s own stylesheets come linked').toBeGreaterThan(0);
    expect(fetched.filter((path) => inlined.includes(path)), 'inlined, yet fetched').toEqual([]);
    // The rules are there: the root's lay the page out, and the product page's linked sheets have loaded.
    await expect(page.locator('body')).not.toHaveCSS('margin', '8px');
    const loadedRules = await page.evaluate(() =>
      [...document.styleSheets].filter((sheet) => sheet.href?.includes('/assets/')).map((sheet) => sheet.cssRules.length),
    );
    expect(loadedRules.length).toBeGreaterThan(0);
    expect(loadedRules.every((rules) => rules > 0)).toBe(true);
  });
});

test.describe('before the page’s JavaScript runs', () => {
  test('a form that needs the script cannot be sent yet, and loses nothing; the header’s search works without it', async ({ page }) => {
    // A page of its own, whose modules never arrive: the fixture's page.goto would wait for hydration forever.
    const early = await page.context().newPage();
    await early.route(/\.js(\?.*)?$/, (route) => route.abort());
    await early.goto('/auth/login');
    const signIn = early.getByRole('button', { name: 'Sign in', exact: true });
    // Disabled, yet drawn as usual: it is only waiting, not unavailable.
    await expect(signIn).toBeDisabled();
    await expect(signIn).toHaveCSS('opacity', '1');
    await early.getByLabel('Email').fill('someone@example.com');
    await early.getByLabel(/^Password/).fill('not sent');
    let posted = false;
    early.on('request', (request) => {
      if (request.method() === 'POST') posted = true;
    });
    // The browser fires `submit` within the key press itself when Enter sends a form: once the press has returned
    // without one, nothing was sent.
    await early.evaluate(() => {
      const marked = window as unknown as { submitted?: boolean };
      marked.submitted = false;
      document.addEventListener('submit', () => (marked.submitted = true), { capture: true });
    });
    // Enter in a field presses the form's submit button, which waits: nothing is posted, nothing typed is lost.
    await early.getByLabel(/^Password/).press('Enter');
    expect(await early.evaluate(() => (window as unknown as { submitted?: boolean }).submitted)).toBe(false);
    expect(posted).toBe(false);
    await expect(early).toHaveURL(/\/auth\/login$/);
    await expect(early.getByLabel('Email')).toHaveValue('someone@example.com');

    // The header's search is a plain GET form: it works before (or without) the script.
    await early.goto('/');
    const search = early.getByRole('search').getByRole('combobox');
    await search.fill('ring');
    await search.press('Enter');
    await expect(early).toHaveURL(/\/search\?q=ring$/);
    await expect(early.getByRole('heading', { level: 1 })).toContainText('ring');
    await early.close();

    // Once the page has hydrated, the same button sends the form.
    await page.goto('/auth/login');
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeEnabled();
  });
});

test.describe('the connection gone', () => {
  test('a link tapped offline says “No connection” inside the shop’s header, with the bag kept, not the router’s own error', async ({ page, context, request }) => {
    // A phone, where the connection comes and goes.
    await page.setViewportSize({ width: 390, height: 844 });
    const product = await findProduct(request, (p) => p.stock > 5);
    await page.goto(`/product/${product.slug}`);
    await page.getByRole('button', { name: 'Add to bag', exact: true }).click();
    await expect(page.getByText('Added to your bag', { exact: true })).toBeVisible();
    // A link to a kind of page already open (its route's code in): one to another kind would need that code, and
    // the router reloads the page when it cannot fetch it (the browser's own offline page). The error pages' code
    // comes once the page is idle; an error met offline could not fetch it any more.
    const errorPages = page.waitForResponse((response) => /\/assets\/route-error-pages-[\w-]+\.js$/.test(response.url()));
    await page.goto('/category/rings');
    await waitForHydration(page);
    await errorPages;
    await expect(page.getByRole('button', { name: 'Bag, 1 piece' })).toBeVisible();
    await context.setOffline(true);
    await page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Earrings' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /No connection/ })).toBeVisible();
    await expect(page.getByText('Check your connection, then try again: your bag is kept.')).toBeVisible();
    await expect(page.getByText(/Application Error|TypeError/)).toHaveCount(0);
    // The page before's header stays, its bag restored from the browser, and the page is still one landmark.
    await expect(page.getByRole('button', { name: 'Bag, 1 piece' })).toBeVisible();
    await expect(page.getByRole('main')).toHaveCount(1);
    await context.setOffline(false);
    // Back online, the header's own links work again.
    await page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Earrings' }).click();
    await expect(page).toHaveURL(/\/category\/earrings$/);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/No connection/);
    await expect(page.getByRole('button', { name: 'Bag, 1 piece' })).toBeVisible();
  });
});

test.describe('a storefront server just started', () => {
  let server: OwnWebServer;
  test.beforeAll(async () => {
    server = await startWebServer('storefront', new URL(API).origin);
  });
  test.afterAll(() => {
    server.process.kill('SIGTERM');
  });

  test('draws a part hydrated after its page in place on its first page: checkout\'s form shows without the page\'s script', async ({ browser, request }) => {
    const shopper = await shopperWithBag(request, await findProduct(request, (p) => p.stock > 2));
    const signedIn = await browser.newContext({ baseURL: server.origin });
    const phone = await browser.newContext({ baseURL: server.origin, javaScriptEnabled: false });
    try {
      const page = await signedIn.newPage();
      // Reached within the page: the server draws the sign-in page, and only the bag's data.
      await signInOnStorefront(page, shopper, '/cart', { origin: server.origin });
      await phone.addCookies(await signedIn.cookies());
      // Checkout's first drawing on this server: its form's code had not been asked for before.
      const bare = await phone.newPage();
      await bare.goto('/checkout');
      await expect(bare.getByLabel('House, building and street')).toBeVisible();
      await expect(bare.getByRole('button', { name: /^Place order/ })).toBeVisible();
    } finally {
      await Promise.all([signedIn.close(), phone.close()]);
    }
  });
});
