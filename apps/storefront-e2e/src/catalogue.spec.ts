import { expectNoAxeViolations } from '@aurelia/e2e-support';
import { expect, holdRequests, test } from './support';

const TITLE_TAIL = 'Aurelia | Premium Jewellery Collection';

test.describe('browsing the catalogue', () => {
  test('home shows categories and products, with the brand title', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(TITLE_TAIL);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Most loved pieces' }).getByRole('article')).toHaveCount(8);
    await expectNoAxeViolations(page);
  });

  test('a category lists 12 pieces, filters and sorts through the URL, and the back button undoes it', async ({ page }) => {
    await page.goto('/category/rings');
    await expect(page).toHaveTitle(`Rings | ${TITLE_TAIL}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Rings' })).toBeVisible();
    const grid = page.getByRole('list', { name: 'Rings' });
    await expect(grid.getByRole('article')).toHaveCount(12);
    await expectNoAxeViolations(page);

    const karat = page.getByRole('checkbox', { name: /^18 ?K/i }).first();
    await karat.click();
    await expect(page).toHaveURL(/attr=\d+/);
    await expect(karat).toBeChecked();
    const filteredUrl = page.url();

    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price: low to high' });
    await expect(page).toHaveURL(/sort=price%3Aasc|sort=price:asc/);
    await expect(grid.getByRole('article').first()).toBeVisible();
    // The address changes as the new page's data arrives, and the grid follows in React's next commit: wait for it.
    const prices = () =>
      grid.locator('.au-price__amount').evaluateAll((nodes) => nodes.map((node) => Number((node.textContent ?? '').replace(/[^\d.]/g, ''))));
    await expect.poll(async () => {
      const shown = await prices();
      return shown.length > 1 && shown.every((price, index) => index === 0 || (shown[index - 1] ?? 0) <= price);
    }).toBe(true);

    await page.goBack();
    await expect(page).toHaveURL(filteredUrl);
    await page.goBack();
    await expect(page).toHaveURL(/\/category\/rings$/);
    await expect(page.getByRole('checkbox', { name: /^18 ?K/i }).first()).not.toBeChecked();
  });

  test('a tick made before the filters’ code has come is made once it has, and never twice', async ({ page }) => {
    // The filters' module comes as the page hydrates (product-listing.tsx): held back here until the tick is made.
    const release = await holdRequests(page, /\/assets\/listing-filters-[\w-]+\.js$/);
    await page.goto('/category/rings');
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    const karat = page.getByRole('checkbox', { name: /^18 ?K/i }).first();
    await karat.click();
    // Not ticked while nothing would act on it: the box shows what the page does.
    await expect(karat).not.toBeChecked();
    await expect(page).toHaveURL(/\/category\/rings$/);

    release();
    await expect(page).toHaveURL(/attr=\d+/);
    await expect(karat).toBeChecked();
    const filtered = page.url();
    await page.goBack();
    await expect(page).toHaveURL(/\/category\/rings$/);
    await expect(karat).not.toBeChecked();
    await page.goForward();
    await expect(page).toHaveURL(filtered);
  });

  test('“Load more” pressed before the pieces’ code has come loads the next page once it has, and once', async ({ page }) => {
    // The pieces' module comes as the page hydrates (product-listing.tsx): held back here until the press is made.
    const release = await holdRequests(page, /\/assets\/listing-results-[\w-]+\.js$/);
    const pageLoads: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/v1\/products\?.*page=\d/.test(request.url())) pageLoads.push(request.url());
    });
    await page.goto('/category/rings');
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    const grid = page.getByRole('list', { name: 'Rings' });
    await expect(grid.getByRole('article')).toHaveCount(12);
    await page.getByRole('button', { name: /load more/i }).click();
    await expect(grid.getByRole('article')).toHaveCount(12);

    release();
    await expect(grid.getByRole('article')).toHaveCount(24);
    await page.waitForLoadState('networkidle');
    expect(pageLoads).toHaveLength(1);
    await expect(grid.getByRole('article')).toHaveCount(24);
  });

  test('“Load more” pressed while the page hydrates, before the pieces’ code has come, loads the next page once it has', async ({ page }) => {
    const release = await holdRequests(page, /\/assets\/listing-results-[\w-]+\.js$/);
    // The press comes in the first task after React starts hydrating, before the page's effects have run: neither
    // React (the part's code is not there) nor the page (not started) would take it. Only on pieces in place: the
    // server may stream them after the rest of the page, to be shown a moment later.
    await page.addInitScript(() => {
      document.addEventListener('aurelia:hydrating', () => {
        setTimeout(() => {
          const inPlace = document.querySelector('.sf-listing .sf-listing__pieces') !== null;
          Object.assign(window, { pressedWhileHydrating: inPlace && !document.documentElement.hasAttribute('data-hydrated') });
          if (inPlace) Array.from(document.querySelectorAll('button')).find((button) => /load more/i.test(button.textContent ?? ''))?.click();
        }, 0);
      });
    });
    const pressed = () => page.evaluate(() => (window as unknown as { pressedWhileHydrating?: boolean }).pressedWhileHydrating === true);
    await page.goto('/category/rings');
    for (let load = 1; load < 4 && !(await pressed()); load += 1) await page.reload();
    expect(await pressed()).toBe(true);
    const grid = page.getByRole('list', { name: 'Rings' });
    await expect(grid.getByRole('article')).toHaveCount(12);
    release();
    await expect(grid.getByRole('article')).toHaveCount(24);
  });

  test('a listing reached by a link draws its filters with its pieces', async ({ page }) => {
    await page.goto('/');
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    // Whether the pieces ever show without the filters, recorded at every change of the page.
    await page.evaluate(() => {
      const seen: boolean[] = [];
      Object.assign(window, { filtersSeen: seen });
      new MutationObserver(() => {
        if (document.querySelector('.sf-listing__results article')) seen.push(document.querySelector('.sf-listing__filters') !== null);
      }).observe(document.body, { childList: true, subtree: true });
    });
    await page.locator('main a[href="/category/rings"]').first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Rings' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: /^18 ?K/i }).first()).toBeVisible();
    const seen = await page.evaluate(() => (window as unknown as { filtersSeen: boolean[] }).filtersSeen);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every(Boolean)).toBe(true);
  });

  test('load more appends the next 12 and stops on the last page', async ({ page }) => {
    await page.goto('/category/rings');
    const grid = page.getByRole('list', { name: 'Rings' });
    await expect(grid.getByRole('article')).toHaveCount(12);
    await page.getByRole('button', { name: /load more/i }).click();
    await expect(grid.getByRole('article')).toHaveCount(24);
    // Crawlable links stay for search engines and people without JavaScript.
    await expect(page.getByRole('navigation', { name: 'Result pages' }).getByRole('link', { name: 'Next page' })).toHaveAttribute('href', /page=3/);
  });

  test('search forgives a typo and suggests while typing', async ({ page }) => {
    await page.goto('/');
    const box = page.getByRole('combobox', { name: 'Search jewellery' });
    await box.fill('diamnd rng');
    await expect(page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option').first()).toBeVisible();
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=diamnd(\+|%20)rng/);
    const first = page.getByRole('list', { name: /Results for/ }).getByRole('article').first();
    await expect(first).toContainText(/Diamond/);
    await expect(first).toContainText(/Ring/);
    await expectNoAxeViolations(page);
  });

  test('search corrects swapped letters and says what it searched for', async ({ page }) => {
    await page.goto('/search?q=daimond+rnig');
    await expect(page.getByText('Showing results for “diamond ring”')).toBeVisible();
    const first = page.getByRole('list', { name: /Results for/ }).getByRole('article').first();
    await expect(first).toContainText(/Diamond/);
    await expect(first).toContainText(/Ring/);
    await page.goto('/search?q=diamond+ring');
    await expect(page.getByRole('list', { name: /Results for/ }).getByRole('article').first()).toBeVisible();
    await expect(page.getByText(/Showing results for/)).toHaveCount(0);
  });

  test('a search with no match explains what to try', async ({ page }) => {
    await page.goto('/search?q=qqqqzzzz');
    await expect(page.getByText('Nothing matches “qqqqzzzz”')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Browse categories' }).getByRole('link').first()).toBeVisible();
  });

  test('a product page shows price breakup, stock, trust row and related pieces', async ({ page }) => {
    await page.goto('/category/rings');
    const firstLink = page.getByRole('list', { name: 'Rings' }).getByRole('article').first().getByRole('link').first();
    const name = (await firstLink.textContent())?.trim() ?? '';
    await firstLink.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(page).toHaveTitle(`${name} | ${TITLE_TAIL}`);
    await expect(page.getByRole('table', { name: /price breakup/i })).toBeVisible();
    await expect(page.getByText('BIS hallmarked', { exact: true })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Related pieces' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('a listing on a phone', () => {
  test.use({ viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true });

  test('on a slow connection fetches no card’s second view: a touch screen never shows it', async ({ page }) => {
    // A mid-range phone on a slow mobile network: the page's scripts come late, so a second view is fetched unless
    // the cards' stylesheet, which hides it on touch screens, came with the HTML.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 200_000, uploadThroughput: 93_750 });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const views: string[] = [];
    let pending = 0;
    const isView = (url: string) => /\/images\/pieces\/.+\.webp$/.test(url);
    page.on('request', (request) => {
      if (!isView(request.url())) return;
      views.push(request.url());
      pending += 1;
    });
    const settled = (request: { url: () => string }) => {
      if (isView(request.url())) pending -= 1;
    };
    page.on('requestfinished', settled);
    page.on('requestfailed', settled);
    await page.goto('/category/rings');
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    // Down the whole grid, as a shopper scrolls: every card comes near enough for its lazy pictures.
    const cards = page.getByRole('list', { name: 'Rings' }).getByRole('article');
    await expect(cards).toHaveCount(12);
    for (const card of await cards.all()) await card.scrollIntoViewIfNeeded();
    // Every card's photo drawn (two pieces may share one render, fetched once), and every picture asked for has come
    // (a second view would be asked for with its card's first): the pictures, not the whole network, which the
    // page's idle code and web faces keep busy far longer on this line.
    const photos = page.locator('.au-product-card img:not(.au-product-card__second-view)');
    const drawn = () => photos.evaluateAll((images) => images.filter((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 1).length);
    await expect.poll(drawn, { timeout: 45_000 }).toBe(12);
    await expect.poll(() => pending, { timeout: 45_000 }).toBe(0);
    expect(views.filter((url) => /-2\.webp$/.test(url))).toEqual([]);
  });
});

test.describe('pages that do not exist', () => {
  test('an unknown path is the 404 page with status 404', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: /Page Not Found/ })).toBeVisible();
    await expect(page.locator('main')).not.toContainText('/no-such-page');
    await expect(page).toHaveTitle('Page Not Found | Aurelia | Premium Jewellery Collection');
    await expectNoAxeViolations(page);
  });

  test('an unknown product is the 404 page with status 404', async ({ page }) => {
    const response = await page.goto('/product/no-such-ring');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: /Page Not Found/ })).toBeVisible();
    await expect(page.locator('main')).not.toContainText('/product/no-such-ring');
    await expect(page).toHaveTitle('Page Not Found | Aurelia | Premium Jewellery Collection');
    const category = await page.goto('/category/no-such-category');
    expect(category?.status()).toBe(404);
    await expect(page).toHaveTitle('Page Not Found | Aurelia | Premium Jewellery Collection');
    const pastTheEnd = await page.goto('/category/rings?page=999');
    expect(pastTheEnd?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: /Page Not Found/ })).toBeVisible();
    await expect(page.locator('main')).not.toContainText('/category/rings');
  });
});
