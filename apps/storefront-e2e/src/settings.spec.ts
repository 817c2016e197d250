import { expectNoAxeViolations } from '@aurelia/e2e-support';
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

  test('a page that forces a mode shows it whatever the shopper chose', async ({ page, request }) => {
    await page.goto('/');
    await page.evaluate(() => window.localStorage.setItem('aurelia-color-mode', 'dark'));
    await setSettings(request, [{ key: 'maintenance_mode', value: 'true' }]);
    await page.goto('/maintenance');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });
});
