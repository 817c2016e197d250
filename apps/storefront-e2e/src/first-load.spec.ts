import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { breakdown, chunkName, kb, signInOnStorefront } from '@aurelia/e2e-support';
import { firstLoadOf, firstLoadOfRoute, MODULE_PRELOAD, pageRoutes } from './first-load-files';
import { API, findProduct, newShopper } from './support';

/**
 * The goal for every page’s first load, gzip (docs/architecture.md): react-dom, react, scheduler and
 * react-router take about 104 KB, Redux Toolkit, immer and react-redux about 11 KB, and the rest is the app's own
 * code and React Router's manifest.
 *
 * The first load counted here is the JavaScript the browser fetches before the page hydrates: what the server's
 * HTML makes it fetch (the modules of React Router's module script, its module preloads,
 * and what those import statically), gzip bodies as the server sends them (the build's zopfli copies). That includes React Router's manifest of every
 * route (`assets/manifest-*.js`, about 3 KB: route discovery is 'initial', see react-router.config.ts). It does
 * not count the HTML itself, with the loader data (turbo-stream) inlined in it, nor what the page fetches once
 * hydrated: redux-persist's chunk (`persist-cart`) and the icons' drawings (`icon-paths`).
 */
const FIRST_LOAD_GOAL = 140 * 1024;

/**
 * What a first load may cost, KB gzip, page by page: where the build stands today with under 1 KB to spare, so that
 * nothing grows it while the app's code is cut down to the goal, and the goal itself where a page is within it. A
 * ceiling only moves towards FIRST_LOAD_GOAL, unless a lighter first load has the shopper wait longer for what the
 * page is for (the felt-speed bench decides). docs/performance.md "First-load JavaScript" has the figures and what
 * is in each.
 */
const FIRST_LOAD_CEILINGS = {
  home: 138.5,
  category: 140,
  product: 140,
  search: 140,
  cart: 140,
  stores: 137,
  store: 136.5,
  content: 135,
  'sign-in': 140,
  appointment: 140,
  'gift cards': 137,
  'gold plan': 140,
  orders: 140,
  'carat coins': 140,
  'forgot password': 140,
  'reset password': 140,
  wishlist: 140,
  register: 140,
  'sign-in by code': 140,
  profile: 138,
  'gift card checkout': 139,
  checkout: 139,
} as const;
type MeasuredPage = keyof typeof FIRST_LOAD_CEILINGS;

/** The route of each page measured from its HTML below: checked from the manifest too, against the same ceiling. */
const PAGE_OF_ROUTE: Record<string, MeasuredPage> = {
  'routes/home': 'home',
  'routes/category': 'category',
  'routes/product': 'product',
  'routes/search': 'search',
  'routes/cart': 'cart',
  'routes/stores': 'stores',
  'routes/store-detail': 'store',
  about: 'content',
  'cms-page': 'content',
  'routes/auth-login': 'sign-in',
  'routes/auth-otplogin': 'sign-in by code',
  'routes/auth-register': 'register',
  'routes/auth-forgot-password': 'forgot password',
  'reset-password': 'reset password',
  'auth-reset-password': 'reset password',
  'routes/appointment': 'appointment',
  'routes/giftcards': 'gift cards',
  'routes/giftcards-checkout': 'gift card checkout',
  'routes/user-gold-plan': 'gold plan',
  'routes/user-orders': 'orders',
  'routes/user-carat-coins': 'carat coins',
  'routes/user-wishlist': 'wishlist',
  'routes/user-profile': 'profile',
  'routes/checkout': 'checkout',
};

/** The pages a guest reaches. */
const GUEST_PAGES = [
  'home',
  'category',
  'product',
  'search',
  'cart',
  'stores',
  'store',
  'content',
  'sign-in',
  'sign-in by code',
  'register',
  'forgot password',
  'reset password',
  'appointment',
] as const;
/** The pages only a signed-in shopper reaches (a guest is sent to sign in). */
const SIGNED_IN_PAGES = ['gift cards', 'gift card checkout', 'gold plan', 'orders', 'carat coins', 'wishlist', 'profile', 'checkout'] as const;

/** The pages measured, with a seeded product's page and a store's found through the API. */
async function pagePaths(request: Parameters<typeof findProduct>[0]): Promise<Record<MeasuredPage, string>> {
  const product = await findProduct(request, (candidate) => candidate.is_available);
  const stores = (await (await request.get(`${API}/stores`)).json()) as { data: { slug: string }[] };
  return {
    home: '/',
    category: '/category/rings',
    product: `/product/${product.slug}`,
    search: '/search?q=ring',
    cart: '/cart',
    stores: '/stores',
    store: `/stores/${stores.data[0]?.slug ?? ''}`,
    content: '/about',
    'sign-in': '/auth/login',
    'sign-in by code': '/auth/otplogin',
    register: '/auth/register',
    'forgot password': '/auth/forgot-password',
    // The form the reset email's link opens (its token is checked when the form is sent).
    'reset password': '/reset-password?token=first-load&email=shopper%40example.com',
    appointment: '/appointment',
    'gift cards': '/giftcards',
    'gold plan': '/user/gold-purchase-plan',
    orders: '/user/orders',
    'gift card checkout': '/giftcards/checkout',
    'carat coins': '/user/carat-coins',
    wishlist: '/user/wishlist',
    profile: '/user/profile',
    checkout: '/checkout',
  };
}

/** Measures a page's first load and holds it to its ceiling, naming the files in the report. */
async function expectWithinCeiling(request: APIRequestContext, page: MeasuredPage, path: string) {
  const files = await firstLoadOf(request, path);
  const total = files.reduce((sum, file) => sum + file.gzipBytes, 0);
  const goal = total <= FIRST_LOAD_GOAL ? `within the ${kb(FIRST_LOAD_GOAL)} goal` : `${kb(total - FIRST_LOAD_GOAL)} over the ${kb(FIRST_LOAD_GOAL)} goal`;
  const description = `${kb(total)} gzip in ${files.length} files (${goal}): ${breakdown(files)}`;
  test.info().annotations.push({ type: 'first load', description });
  expect(total, `${page}: ${description}`).toBeLessThanOrEqual(FIRST_LOAD_CEILINGS[page] * 1024);
}

test.describe('first-load JavaScript, from the server’s HTML and its gzip responses', () => {
  for (const page of GUEST_PAGES) {
    test(`the ${page} page's first load stays under its ceiling`, async ({ request }) => {
      await expectWithinCeiling(request, page, (await pagePaths(request))[page]);
    });
  }

  test('the signed-in pages’ first loads stay under their ceilings', async ({ page: tab, request }) => {
    const shopper = await newShopper(request, 'e2e-first-load');
    await signInOnStorefront(tab, shopper, '/user/orders');
    const paths = await pagePaths(request);
    // The browser's request context carries the session cookie the sign-in set.
    for (const page of SIGNED_IN_PAGES) await test.step(page, () => expectWithinCeiling(tab.request, page, paths[page]));
  });

  test('every page route’s first load, as the build’s manifest lists it, stays under its ceiling', async ({ request }) => {
    const routes = pageRoutes();
    expect(routes).toEqual(expect.arrayContaining(Object.keys(PAGE_OF_ROUTE)));
    for (const route of routes) {
      const files = await firstLoadOfRoute(request, route);
      const total = files.reduce((sum, file) => sum + file.gzipBytes, 0);
      const page = PAGE_OF_ROUTE[route];
      const ceiling = page ? FIRST_LOAD_CEILINGS[page] : FIRST_LOAD_GOAL / 1024;
      expect.soft(total, `${route}: ${kb(total)} gzip in ${files.length} files: ${breakdown(files)}`).toBeLessThanOrEqual(ceiling * 1024);
    }
  });

  test('the first load is a few files, and none of the form controls, account or checkout code', async ({ request }) => {
    const names = (await firstLoadOf(request, (await pagePaths(request)).product)).map((file) => file.name);
    // Each file costs a request and its response headers (about 1.2 KB here, with the security headers).
    expect(names.length, names.join(', ')).toBeLessThanOrEqual(9);
    // The cart's thunks come once the page is idle after hydration, redux-persist (persist-cart) once it is interactive.
    expect(names.filter((name) => /icon-paths|phone-field|text-field|select|date-picker|checkout|account|auth-thunks|cart-thunks|persist-cart/.test(name))).toEqual([]);
  });

  test('the libraries’ file, which every page runs as it hydrates, comes with V8’s compile hint on its first line', async ({ request }) => {
    const html = await (await request.get((await pagePaths(request)).product)).text();
    const framework = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? '').find((file) => chunkName(file) === 'framework');
    expect(framework, 'a module preload of the libraries’ file').toBeDefined();
    const served = await request.get(framework ?? '');
    expect(served.ok()).toBe(true);
    // tools/vite/compile-hints.mjs: the engine compiles the file's functions as it streams in, not at their first call.
    expect((await served.text()).split('\n', 1)[0]).toBe('//# allFunctionsCalledOnLoad');
  });

  for (const page of ['home', 'category', 'product'] as const) {
    test(`Chromium fetches exactly the counted scripts before the ${page} page hydrates`, async ({ page: tab, request }) => {
      const path = (await pagePaths(request))[page];
      const counted = (await firstLoadOf(request, path)).map((file) => file.name).sort();
      // When `<html data-hydrated>` appears (root.tsx sets it in an effect, once React has hydrated the document).
      await tab.addInitScript(() => {
        const observer = new MutationObserver(() => {
          if (!document.documentElement.hasAttribute('data-hydrated')) return;
          observer.disconnect();
          document.documentElement.dataset['hydratedAt'] = String(performance.now());
        });
        observer.observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
      });
      await tab.goto(path);
      await tab.locator('html[data-hydrated-at]').waitFor({ state: 'attached' });
      // redux-persist restores the cart from the browser's storage: the server's HTML has the empty cart, so it
      // starts after hydration (app-providers.tsx). The icons' drawings are in the server's HTML, which hydration
      // keeps: they follow once the first icons have mounted (libs/ui icon-source-deferred.ts).
      const fetched = () => tab.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
      await expect.poll(async () => (await fetched()).filter((url) => /\/(persist-cart|icon-paths)-/.test(url)).length).toBe(2);
      const { hydratedAt, scripts } = await tab.evaluate(() => ({
        hydratedAt: Number(document.documentElement.dataset['hydratedAt']),
        scripts: performance
          .getEntriesByType('resource')
          .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
          .map((entry) => ({ url: entry.name, startTime: entry.startTime })),
      }));
      const before = scripts.filter((script) => script.startTime < hydratedAt).map((script) => chunkName(new URL(script.url).pathname));
      const after = scripts.filter((script) => script.startTime >= hydratedAt).map((script) => chunkName(new URL(script.url).pathname));
      expect(before.sort()).toEqual(counted);
      expect(after).toEqual(expect.arrayContaining(['persist-cart', 'icon-paths']));
      // Every icon on the page is drawn, those hydration kept and any the browser drew since.
      await expect(tab.locator('svg.au-icon:not(.au-icon--missing):not(:has(path))')).toHaveCount(0);
      expect(await tab.locator('svg.au-icon path').count()).toBeGreaterThan(3);
      // The route list came with the first load: the router asks the server for no routes after it.
      expect((await fetched()).filter((url) => new URL(url).pathname === '/__manifest')).toEqual([]);
      // Each stylesheet comes once, the lazy modules loaded after hydration included: in the HTML (the root's and
      // the page's routes'), or linked and fetched once. A second copy of a file the page already has means another
      // fetch, parse and restyle of the whole page.
      const stylesheets = await tab.evaluate(() => ({
        inlined: [...document.querySelectorAll<HTMLStyleElement>('style[data-precedence][data-href]')].flatMap((style) =>
          (style.dataset['href'] ?? '').split(' '),
        ),
        // A disabled link is never fetched: it stands for an inlined stylesheet (src/shared/inlined-stylesheets.tsx).
        linked: [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]:not([disabled])')].map((link) => new URL(link.href).pathname),
        fetched: performance
          .getEntriesByType('resource')
          .map((entry) => new URL(entry.name).pathname)
          .filter((pathname) => pathname.endsWith('.css')),
      }));
      expect(stylesheets.inlined.length).toBeGreaterThanOrEqual(2);
      expect(stylesheets.linked).toEqual([...new Set(stylesheets.linked)]);
      expect(stylesheets.fetched).toEqual([...new Set(stylesheets.fetched)]);
      expect([...stylesheets.linked, ...stylesheets.fetched].filter((href) => stylesheets.inlined.includes(href)), 'inlined, yet fetched').toEqual([]);
      // The web fonts are asked for once the page has painted (with the fallback faces), then drawn with. They are
      // added to the page's font set from script: their stylesheet is read, never linked (linking it would restyle
      // every element).
      await expect(tab.locator('html[data-web-fonts]')).toHaveCount(1);
      expect(stylesheets.linked.filter((href) => href.includes('web-fonts'))).toEqual([]);
      const fonts = await tab.evaluate(async () => {
        await document.fonts.ready;
        return {
          firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
          requested: performance
            .getEntriesByType('resource')
            .filter((entry) => new URL(entry.name).pathname.endsWith('.woff2'))
            .map((entry) => entry.startTime),
          loaded: [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family.replace(/"/g, '')),
        };
      });
      expect(fonts.requested.length).toBeGreaterThanOrEqual(2);
      for (const requestedAt of fonts.requested) expect(requestedAt).toBeGreaterThan(fonts.firstPaint);
      expect(fonts.loaded).toEqual(expect.arrayContaining(['Inter Variable', 'Cormorant Garamond']));
    });
  }
});

test('the page’s icon and the manifest’s are PNG files, which Chromium decodes without drawing a document', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const icons = [...html.matchAll(/<link[^>]*rel="icon"[^>]*>/g)].map(([link]) => /href="([^"]+)"/.exec(link)?.[1] ?? '');
  const manifest = (await (await request.get('/site.webmanifest')).json()) as { icons: { src: string; type: string }[] };
  expect(icons.length).toBeGreaterThan(0);
  expect(manifest.icons.map((icon) => icon.type)).toEqual(manifest.icons.map(() => 'image/png'));
  for (const src of [...icons, ...manifest.icons.map((icon) => icon.src)]) {
    const response = await request.get(src);
    expect(response.status(), src).toBe(200);
    expect(response.headers()['content-type'], src).toBe('image/png');
  }
});

test('/favicon.ico is the page’s icon in an ICO file, not the 404 page', async ({ request }) => {
  const response = await request.get('/favicon.ico');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
  const ico = await response.body();
  expect([...ico.subarray(0, 6)]).toEqual([0, 0, 1, 0, 1, 0]);
  const png = await (await request.get('/favicon-48.png')).body();
  expect(ico.subarray(22).equals(png)).toBe(true);
});

test('the manifest is linked once the page has painted (and from the server’s HTML only for pages without scripting)', async ({ page: tab, request }) => {
  // Chromium fetches a page's manifest and then its icons once the page has loaded, which here comes before the
  // first paint (the modules start after it): Lighthouse counted those two requests, one after the other, into the
  // largest paint.
  const html = await (await request.get('/')).text();
  const outsideNoscript = html.replace(/<noscript>[\s\S]*?<\/noscript>/g, '');
  expect(outsideNoscript).not.toMatch(/rel="manifest"/);
  expect(html).toMatch(/<noscript>[^]*?<link rel="manifest" href="\/site\.webmanifest"\/>[^]*?<\/noscript>/);
  await tab.goto('/');
  await expect(tab.locator('head > link[rel="manifest"][href="/site.webmanifest"]')).toHaveCount(1);
});

test('on a phone, the product page fetches its main photo first and the gallery’s thumbnails at low priority', async ({ page: tab, request }) => {
  // Lazy images inside the viewport are raised to High once laid out, and then compete with the main photo for the
  // connection: the photo is the page's largest paint, the thumbnails are 80 px buttons beneath it.
  const product = await findProduct(request, (candidate) => candidate.is_available);
  await tab.setViewportSize({ width: 412, height: 823 });
  const cdp = await tab.context().newCDPSession(tab);
  const priorities = new Map<string, { url: string; priority: string }>();
  cdp.on('Network.requestWillBeSent', (event) => priorities.set(event.requestId, { url: event.request.url, priority: event.request.initialPriority }));
  cdp.on('Network.resourceChangedPriority', (event) => {
    const seen = priorities.get(event.requestId);
    if (seen) seen.priority = event.newPriority;
  });
  await cdp.send('Network.enable');
  await tab.goto(`/product/${product.slug}`, { waitUntil: 'networkidle' });
  const gallery = await tab.locator('.au-gallery').evaluate((section) => ({
    main: (section.querySelector('.au-gallery__main img') as HTMLImageElement).currentSrc,
    thumbnails: [...section.querySelectorAll<HTMLImageElement>('.au-gallery__thumbs img')].map((image) => image.currentSrc),
  }));
  const priorityOf = (url: string) => [...priorities.values()].filter((seen) => seen.url === url).map((seen) => seen.priority);
  expect(gallery.thumbnails.length).toBeGreaterThan(1);
  await expect(tab.locator('.au-gallery__thumbs img:not([fetchpriority="low"])')).toHaveCount(0);
  expect(priorityOf(gallery.main)).toEqual(['High']);
  for (const thumbnail of gallery.thumbnails) expect(priorityOf(thumbnail), thumbnail).toEqual(['Low']);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the page is drawn with the web fonts all the same', async ({ page: tab, request }) => {
    await tab.goto((await pagePaths(request)).product);
    await expect(tab.locator('h1')).toBeVisible();
    const loaded = await tab.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family.replace(/"/g, ''));
    });
    expect(loaded).toEqual(expect.arrayContaining(['Inter Variable', 'Cormorant Garamond']));
  });
});

test.describe('the home page’s hero picture', () => {
  for (const [width, fetched] of [
    [390, false],
    [1280, true],
  ] as const) {
    test(`at ${width} px it is ${fetched ? 'preloaded and fetched once' : 'never fetched, as it is hidden'}`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const requests: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/images/home/hero')) requests.push(request.url());
      });
      await page.goto('/', { waitUntil: 'networkidle' });
      await expect(page.locator('head link[rel="preload"][as="image"][media="(min-width: 768px)"]')).toHaveCount(1);
      if (fetched) {
        expect(requests).toHaveLength(1);
        await expect.poll(() => page.locator('.sf-hero__image').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      } else {
        expect(requests).toEqual([]);
      }
    });
  }
});

test.describe('the pictures away from the first screen', () => {
  test.use({ viewport: { width: 412, height: 839 }, isMobile: true, hasTouch: true });
  const categoryPicture = /\/images\/categories\/[^/]+\.png/;
  /** The home page's category tiles' pictures: how large each is drawn, and what it shows. */
  const tilePictures = (tab: Page) =>
    tab.locator('.sf-category-tile img:visible').evaluateAll((images: HTMLImageElement[]) =>
      images.map((image) => ({ width: Math.round(image.getBoundingClientRect().width), height: Math.round(image.getBoundingClientRect().height), shows: image.currentSrc })),
    );

  test('are not asked for while the page’s code is still coming, and hold their place', async ({ page: tab }) => {
    const asked: string[] = [];
    tab.on('request', (request) => {
      if (categoryPicture.test(request.url())) asked.push(request.url());
    });
    await tab.route(/\/assets\/.+\.js$/, (route) => route.abort());
    await tab.goto('/', { waitUntil: 'load' });
    await tab.locator('.sf-category-tile').last().scrollIntoViewIfNeeded();
    await tab.waitForTimeout(500);
    expect(asked).toEqual([]);
    const pictures = await tilePictures(tab);
    expect(pictures.length).toBeGreaterThanOrEqual(6);
    // Two columns at 412 px, each picture as wide as its column and square, as once its photo has come.
    for (const picture of pictures) {
      expect(picture.width).toBeGreaterThan(140);
      expect(picture.height).toBe(picture.width);
      expect(picture.shows).toMatch(/^data:image\/gif/);
    }
  });

  test('come once the page answers taps, at the size they held', async ({ page: tab }) => {
    await tab.goto('/');
    await tab.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    for (const tile of await tab.locator('.sf-category-tile').all()) await tile.scrollIntoViewIfNeeded();
    await expect.poll(async () => (await tilePictures(tab)).filter((picture) => categoryPicture.test(picture.shows)).length).toBeGreaterThanOrEqual(6);
    for (const picture of await tilePictures(tab)) expect(picture.height).toBe(picture.width);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('show from the page’s <noscript> copies, in place of their ground', async ({ page: tab }) => {
      await tab.goto('/', { waitUntil: 'load' });
      await expect(tab.locator('.sf-category-tile img[data-deferred]:visible')).toHaveCount(0);
      for (const tile of await tab.locator('.sf-category-tile').all()) await tile.scrollIntoViewIfNeeded();
      const pictures = await tilePictures(tab);
      expect(pictures.length).toBeGreaterThanOrEqual(6);
      await expect.poll(async () => (await tilePictures(tab)).every((picture) => categoryPicture.test(picture.shows))).toBe(true);
    });
  });
});
