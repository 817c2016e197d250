import { expectNoAxeViolations } from '@aurelia/e2e-support';
import type { Page } from '@playwright/test';
import { expect, test } from '../support';

/** Waits for the page's script, without which the menus and suggestions are plain links and a plain form. */
async function hydrated(page: Page) {
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
}

test.describe('the desktop mega-menu', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('opens on resting the pointer on a category, and its links lead to listings with pieces', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const strip = page.getByRole('navigation', { name: 'Categories' });
    await strip.getByRole('link', { name: 'Earrings', exact: true }).hover();
    const menu = page.locator('.sf-mega');
    await expect(menu).toBeVisible();
    for (const section of ['Jewellery', 'Metal', 'Occasion', 'Collections', 'By price', 'Gifting']) {
      await expect(menu.getByRole('list', { name: section })).toBeVisible();
    }
    // The picture is the pointed-at category's, a render through the image proxy.
    await expect(menu.getByRole('link', { name: /Shop all earrings/ })).toBeVisible();
    await expect(menu.locator('.sf-mega__feature img')).toHaveAttribute('src', /\/_ipx\//);
    await expectNoAxeViolations(page);

    const metal = menu.getByRole('list', { name: 'Metal' }).getByRole('link').first();
    const metalName = (await metal.textContent()) ?? '';
    await metal.click();
    await expect(page).toHaveURL(/\/search\?attr=\d+/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${metalName} jewellery`);
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(menu).toBeHidden();
  });

  test('its code is fetched only as the mouse comes onto the strip, not while the page is idle', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await page.goto('/');
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    expect(asked.filter((path) => path.includes('/mega-menu-panel-'))).toEqual([]);
    await page.getByRole('button', { name: 'Menu', exact: true }).hover();
    await expect.poll(() => asked.some((path) => path.includes('/mega-menu-panel-'))).toBe(true);
  });

  test('its code not to be had (the connection gone, a tab left open across a release): the page stays, its links work', async ({ page }) => {
    await page.route(/\/assets\/mega-menu-panel-[\w-]+\.js$/, (route) => route.abort('internetdisconnected'));
    await page.goto('/category/rings');
    await hydrated(page);
    const failed = page.waitForEvent('requestfailed', (request) => request.url().includes('/mega-menu-panel-'));
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await failed;
    // The menu does not open; the page, its header and the strip are as they were.
    await expect(page.locator('.sf-mega')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rings');
    await expect(page.getByText('Something went wrong')).toHaveCount(0);
    await page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Earrings', exact: true }).click();
    await expect(page).toHaveURL(/\/category\/earrings$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Earrings');
  });

  test('its "By price" links lead to the pieces within the band, which a chip clears', async ({ page }) => {
    await page.goto('/category/rings');
    await hydrated(page);
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const prices = page.locator('.sf-mega').getByRole('list', { name: 'By price' });
    await expect(prices.getByRole('link')).toHaveText(['Under ₹25,000', '₹25,000–₹50,000', '₹50,000–₹1,00,000', '₹1,00,000 and above']);
    await prices.getByRole('link', { name: '₹50,000–₹1,00,000' }).click();
    await expect(page).toHaveURL(/\/search\?price_min=50000&price_max=100000$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('₹50,000–₹1,00,000 jewellery');
    await expect(page.getByRole('article').first()).toBeVisible();
    const amounts = await page.locator('.sf-product-grid article .au-price__amount').allTextContents();
    expect(amounts.length).toBeGreaterThan(0);
    for (const amount of amounts) expect(Number(amount.replace(/[^\d.]/g, '')), amount).toBeGreaterThanOrEqual(50_000);
    for (const amount of amounts) expect(Number(amount.replace(/[^\d.]/g, '')), amount).toBeLessThanOrEqual(100_000);
    await expectNoAxeViolations(page);

    await page.getByRole('list', { name: 'Price' }).getByRole('link', { name: '₹50,000–₹1,00,000: show every price' }).click();
    await expect(page).toHaveURL(/\/search$/);
    await expect(page.getByRole('list', { name: 'Price' })).toHaveCount(0);
  });

  test('opens from the Menu button by keyboard, and Escape closes it back onto the button', async ({ page }) => {
    await page.goto('/category/rings');
    await hydrated(page);
    const button = page.getByRole('button', { name: 'Menu', exact: true });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = page.locator('.sf-mega');
    await expect(menu).toBeVisible();
    // Its links come next in the tab order, after the strip's categories.
    const firstLink = menu.getByRole('link').first();
    for (let presses = 0; presses < 30 && !(await firstLink.evaluate((node) => node === document.activeElement)); presses += 1) await page.keyboard.press('Tab');
    await expect(firstLink).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('the mega-menu on a touch tablet in landscape, 1180 px', () => {
  test.use({ viewport: { width: 1180, height: 820 }, isMobile: true, hasTouch: true });

  test('its code comes once the page is idle, before the first tap, which opens it', async ({ page }) => {
    const megaMenuCode = /\/assets\/mega-menu-panel-[\w-]+\.js$/;
    let fetched = false;
    page.on('request', (request) => {
      if (megaMenuCode.test(new URL(request.url()).pathname)) fetched = true;
    });
    await page.goto('/');
    await hydrated(page);
    // A finger gives no hover to fetch it on: it is there before anything is touched.
    await expect.poll(() => fetched).toBe(true);
    const button = page.getByRole('button', { name: 'Menu', exact: true });
    await button.tap();
    const menu = page.locator('.sf-mega');
    await expect(menu).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await menu.getByRole('list', { name: 'Jewellery' }).getByRole('link', { name: 'Rings', exact: true }).tap();
    await expect(page).toHaveURL(/\/category\/rings$/);
    await expect(menu).toBeHidden();
  });
});

test.describe('the phone menu drawer, 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('reaches every section, one level at a time, and a category leads to its pieces', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    for (const name of ['Shop by category', 'Metal', 'Occasion', 'Collections', 'By price', 'Gifting']) await expect(drawer.getByRole('button', { name })).toBeVisible();
    for (const name of ['Stores', 'Book an appointment', 'Gold purchase plan', 'Wishlist', 'Sign in or create an account']) {
      await expect(drawer.getByRole('link', { name })).toBeVisible();
    }
    await expectNoAxeViolations(page);

    await drawer.getByRole('button', { name: 'Gifting' }).click();
    const gifting = page.getByRole('dialog', { name: 'Gifting' });
    await expect(gifting.getByRole('button', { name: 'All sections' })).toBeFocused();
    await expect(gifting.getByRole('link', { name: 'Gift cards' })).toBeVisible();
    await gifting.getByRole('button', { name: 'All sections' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Gifting' })).toBeFocused();

    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Shop by category' }).click();
    await page.getByRole('dialog', { name: 'Jewellery' }).getByRole('link', { name: 'Rings', exact: true }).click();
    await expect(page).toHaveURL(/\/category\/rings$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('article').first()).toBeVisible();
  });

  test('the category strip at 320 px scrolls to its last category, none cut off for good', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/');
    const list = page.getByRole('navigation', { name: 'Categories' }).getByRole('list');
    const links = list.getByRole('link');
    const last = links.last();
    await last.scrollIntoViewIfNeeded();
    const [link, box] = [await last.boundingBox(), await list.boundingBox()];
    expect(link && box && link.x >= box.x - 0.5 && link.x + link.width <= box.x + box.width + 0.5).toBe(true);
    // Nothing of the header is wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });
});

test.describe('search suggestions', () => {
  test('offer popular searches, then pieces with pictures and prices; the keyboard opens one; the search is remembered', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const box = page.getByRole('combobox', { name: 'Search jewellery' });
    await expect(box).toHaveAttribute('type', 'text');
    await box.click();
    const list = page.getByRole('listbox', { name: 'Suggestions' });
    await expect(list.getByRole('group', { name: 'Popular searches' }).getByRole('option').first()).toBeVisible();
    await expect(list.getByRole('group', { name: 'Your recent searches' })).toHaveCount(0);

    await box.fill('solitaire');
    const pieces = list.getByRole('group', { name: 'Pieces' }).getByRole('option');
    await expect(pieces.first()).toBeVisible();
    await expect(pieces.first().locator('img')).toHaveAttribute('src', /\/_ipx\//);
    await expect(pieces.first()).toContainText(/₹[\d,]+/);
    await expect(page.getByRole('status').filter({ hasText: /\d+ suggestions?/ })).toBeAttached();
    await expectNoAxeViolations(page);

    // Arrow down to the first option (the categories come first when a name matches), Enter opens it.
    const options = list.getByRole('option');
    const count = await options.count();
    const firstPiece = await pieces.first().getAttribute('id');
    for (let index = 0; index < count; index += 1) {
      await box.press('ArrowDown');
      if ((await box.getAttribute('aria-activedescendant')) === firstPiece) break;
    }
    await expect(box).toHaveAttribute('aria-activedescendant', firstPiece ?? '');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/product\//);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/Solitaire/);

    // Next time, the empty box offers it again; it can be forgotten.
    await page.goto('/');
    await hydrated(page);
    await box.click();
    const recent = list.getByRole('group', { name: 'Your recent searches' });
    await expect(recent.getByRole('option', { name: 'solitaire' })).toBeVisible();
    await page.getByRole('button', { name: 'Clear recent searches' }).click();
    await expect(recent).toHaveCount(0);
  });

  test('without JavaScript, the box is a form that searches', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('combobox', { name: 'Search jewellery' }).fill('gold chain');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/search\?q=gold(\+|%20)chain/);
    await expect(page.getByRole('article').first()).toBeVisible();
    await context.close();
  });
});

test.describe('the 404 page', () => {
  test('keeps the brand in its title, offers search and categories, and does not repeat the address', async ({ page }) => {
    const response = await page.goto('/collections/<b>nothing-here</b>');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle(/^Page Not Found \| Aurelia \| /);
    const main = page.locator('main');
    await expect(main).not.toContainText('nothing-here');
    await expect(main.getByRole('navigation', { name: 'Popular categories' }).getByRole('link').first()).toBeVisible();
    await expectNoAxeViolations(page);
    const search = main.getByRole('search', { name: 'Search the shop' });
    await search.getByRole('searchbox').fill('ruby');
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/search\?q=ruby/);
  });
});
