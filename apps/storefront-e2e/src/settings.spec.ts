import { expectNoAxeViolations } from '@aurelia/e2e-support';
import type { Cookie } from '@playwright/test';
import { expect, findProduct, setSettings, test } from './support';

test.describe('settings that change the whole shop', () => {
  test('maintenance mode sends every page to /maintenance, without the layout', async ({ page, request }) => {
    await setSettings(request, [{ key: 'maintenance_mode', value: 'true' }]);
    await page.goto('/category/rings');
    await expect(page).toHaveURL(/\/maintenance$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('We are polishing things up');
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expectNoAxeViolations(page);

    await setSettings(request, [{ key: 'maintenance_mode', value: 'false' }]);
    await page.goto('/category/rings');
    await expect(page).toHaveURL(/\/category\/rings$/);
  });

  test('a closed store keeps browsing open, shows the notice and refuses the bag', async ({ page, request }) => {
    await setSettings(request, [{ key: 'is_store_open', value: 'false' }]);
    const product = await findProduct(request, (p) => p.stock > 5);
    await page.goto(`/product/${product.slug}`);
    await expect(page.getByText('Our online store is closed for now. You can keep browsing; orders are paused.')).toBeVisible();
    await page.getByRole('button', { name: 'Add to bag', exact: true }).click();
    await expect(page.getByText('The store is closed', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Bag', exact: true })).toBeVisible();
  });

  test('a disabled route goes home with a toast naming the feature', async ({ page, request }) => {
    await setSettings(request, [{ key: 'disabled_routes', value: 'cart' }]);
    await page.goto('/cart');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Cart is not available right now', { exact: true })).toBeVisible();
  });
});

test.describe('colour mode and toasts', () => {
  test('the shopper can switch to dark mode and it is kept across a reload', async ({ page }) => {
    await page.goto('/');
    const html = page.locator('html');
    const toggle = page.getByRole('button', { name: /^Colour mode:/ });
    for (let step = 0; step < 3 && (await html.getAttribute('data-theme')) !== 'dark'; step += 1) await toggle.click();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await page.reload();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await expectNoAxeViolations(page);
  });

  test('the server draws the chosen mode, and the system one follows the phone, with no script', async ({ page, browser, baseURL }) => {
    await page.goto('/');
    const html = page.locator('html');
    const toggle = page.getByRole('button', { name: /^Colour mode:/ });
    for (let step = 0; step < 3 && (await html.getAttribute('data-theme')) !== 'dark'; step += 1) await toggle.click();
    await expect(toggle).toHaveAttribute('data-preference', 'dark');
    const served = await (await page.request.get('/')).text();
    expect(served).toContain('<html lang="en-IN" data-theme="dark">');
    expect(served.slice(0, served.indexOf('</head>')), 'the head holds no script that would hold the first paint back').not.toContain('<script');

    // Pages as the server's HTML draws them, before (here: without) any script.
    const backgroundWithoutScripts = async (colorScheme: 'light' | 'dark', cookies: Cookie[]) => {
      const context = await browser.newContext({ baseURL, javaScriptEnabled: false, colorScheme });
      try {
        await context.addCookies(cookies);
        const bare = await context.newPage();
        await bare.goto('/');
        return { theme: await bare.locator('html').getAttribute('data-theme'), background: await bare.locator('body').evaluate((body) => getComputedStyle(body).backgroundColor) };
      } finally {
        await context.close();
      }
    };
    const chosen = await page.context().cookies();
    const onLightPhone = await backgroundWithoutScripts('light', chosen);
    expect(onLightPhone.theme).toBe('dark');
    const systemOnDark = await backgroundWithoutScripts('dark', []);
    const systemOnLight = await backgroundWithoutScripts('light', []);
    expect([systemOnDark.theme, systemOnLight.theme]).toEqual([null, null]);
    expect(systemOnDark.background).toBe(onLightPhone.background);
    expect(systemOnLight.background).not.toBe(onLightPhone.background);
  });

  test('a page that forces a mode shows it whatever the shopper chose', async ({ page, request }) => {
    await page.goto('/');
    await page.context().addCookies([{ name: 'aurelia-color-mode', value: 'dark', url: page.url() }]);
    await setSettings(request, [{ key: 'maintenance_mode', value: 'true' }]);
    await page.goto('/maintenance');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });
});
