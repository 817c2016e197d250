import { API, expect, findProduct, test } from './support';

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
    // The preloads come in the head after the page's stylesheets, not hoisted ahead of them.
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head.lastIndexOf('rel="stylesheet"')).toBeGreaterThan(-1);
    expect(head.lastIndexOf('rel="stylesheet"')).toBeLessThan(head.indexOf('rel="modulepreload"'));

    // The browser asks for the stylesheets first: on a connection of six, modules asked for first kept them waiting.
    const requested: { type: string; url: string }[] = [];
    page.on('request', (sent) => {
      if (['script', 'stylesheet'].includes(sent.resourceType())) requested.push({ type: sent.resourceType(), url: sent.url() });
    });
    await page.goto('/category/rings'); // returns once hydrated (support.ts)
    const modules = requested.filter(({ type }) => type === 'script');
    expect(modules.length).toBeGreaterThan(3);
    const firstModule = requested.findIndex(({ type }) => type === 'script');
    // The stylesheets the server's HTML links (the web faces' one only without scripting, in a noscript).
    const pageStylesheets = [...head.matchAll(/<link[^>]* rel="stylesheet" href="([^"]+)"/g)]
      // Some end in `#` (React Router's mark for a stylesheet a lazy import needs too); the request has no fragment.
      .map(([, href = '']) => new URL(href, page.url()).href.replace(/#$/, ''))
      .filter((href) => !href.includes('web-fonts'));
    expect(pageStylesheets.length).toBeGreaterThan(1);
    expect(requested.slice(0, firstModule).map(({ url }) => url)).toEqual(expect.arrayContaining(pageStylesheets));
  });
});

test.describe('the page’s own styles', () => {
  test('come in its HTML: the root’s stylesheets are never fetched, on the first page, once it has hydrated, or after a navigation', async ({ request, page }) => {
    const html = await (await request.get('/category/rings')).text();
    const inline = /<style data-precedence="root" data-href="([^"]+)">/.exec(html);
    expect(inline, 'the root’s stylesheets in the head').not.toBeNull();
    const inlined = (inline?.[1] ?? '').split(' ');
    expect(inlined.length).toBeGreaterThan(0);
    expect(html.indexOf(inline?.[0] ?? '')).toBeLessThan(html.indexOf('rel="stylesheet"'));
    const linked = [...html.matchAll(/<link[^>]* href="([^"#]+)#?"/g)].map(([, href]) => href);
    expect(linked.filter((href) => inlined.includes(href ?? '')), 'linked as well').toEqual([]);

    const fetched: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().endsWith('.css')) fetched.push(new URL(sent.url()).pathname);
    });
    await page.goto('/category/rings'); // returns once hydrated (support.ts)
    // A client-side navigation to another page: React Router links what that page needs, and no more.
    await page.getByRole('navigation', { name: 'Categories' }).getByRole('link').last().click();
    await expect(page).not.toHaveURL(/\/category\/rings$/);
    await page.waitForLoadState('networkidle');
    expect(fetched.length, 'the routes’ own stylesheets still come linked').toBeGreaterThan(0);
    expect(fetched.filter((path) => inlined.includes(path))).toEqual([]);
    // The rules are there: the header is laid out by the root's stylesheet.
    await expect(page.locator('body')).not.toHaveCSS('margin', '8px');
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
