import { expectNoAxeViolations } from '@aurelia/e2e-support';
import { expect, expectNoSidewaysScroll, findProduct, test } from './support';

test.describe('a phone 320 px wide', () => {
  test.use({ viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true });

  for (const path of ['/', '/category/rings', '/search?q=gold', '/cart', '/auth/login']) {
    test(`${path} fits without sideways scrolling and has no axe violations`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await expectNoAxeViolations(page);
    });
  }

  test('a category shows its pieces first; the filters open in a sheet from one button', async ({ page }) => {
    await page.goto('/category/rings');
    await expect(page.getByRole('region', { name: 'Filters' })).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Filter and sort' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.tap();
    const sheet = page.getByRole('dialog', { name: 'Filter and sort' });
    await expect(sheet).toBeVisible();
    // The rest of the page is hidden from assistive technology while the sheet is open.
    await expect(page.locator('.sf-listing__filters-toggle')).toHaveAttribute('aria-expanded', 'true');
    await sheet.getByRole('checkbox', { name: 'Platinum', exact: true }).first().tap();
    await sheet.getByRole('button', { name: /^Show \d+ pieces?$/ }).tap();
    await expect(page).toHaveURL(/attr=/);
    await expect(page.getByRole('button', { name: 'Filter and sort (1)' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('a product page fits and its bag button is reachable', async ({ page, request }) => {
    const product = await findProduct(request, (p) => p.stock > 5);
    await page.goto(`/product/${product.slug}`);
    await expectNoSidewaysScroll(page);
    // The buy box's button: having scrolled the page, the phone's sticky buy bar may have come and offer one too.
    await page.locator('#product-buy').getByRole('button', { name: 'Add to bag', exact: true }).tap();
    await expect(page.getByRole('button', { name: 'Bag, 1 piece' })).toBeVisible();
    // axe reads a toast still fading in as low contrast; check the page once it has gone.
    await expect(page.getByText('Added to your bag', { exact: true })).toBeVisible();
    await expect(page.locator('.au-toast')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});

test.describe('with the keyboard only', () => {
  test('the skip link is the first stop and lands in the page content', async ({ page }) => {
    await page.goto('/category/rings');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main$/);
    await page.keyboard.press('Tab');
    // The next stop is inside the page, not back in the header.
    expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
  });

  test('a piece goes in the bag, the drawer opens, traps focus, and Escape returns to the bag button', async ({ page, request }) => {
    const product = await findProduct(request, (p) => p.stock > 5);
    await page.goto(`/product/${product.slug}`);
    const add = page.getByRole('button', { name: 'Add to bag', exact: true });
    await add.focus();
    await page.keyboard.press('Enter');
    const bag = page.getByRole('button', { name: 'Bag, 1 piece' });
    await expect(bag).toBeVisible();
    await expect(page.getByText('Added to your bag', { exact: true })).toBeVisible();

    await bag.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Your bag' });
    await expect(drawer).toBeVisible();
    for (let step = 0; step < 8; step += 1) {
      await page.keyboard.press('Tab');
      expect(await drawer.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(bag).toBeFocused();
  });

  test('a filter is chosen with the space bar and the search runs with Enter', async ({ page }) => {
    await page.goto('/category/rings');
    const karat = page.getByRole('checkbox', { name: /^18 ?K/i }).first();
    await karat.focus();
    await page.keyboard.press('Space');
    await expect(page).toHaveURL(/attr=\d+/);
    await expect(karat).toBeChecked();

    const search = page.getByRole('combobox', { name: 'Search jewellery' });
    await search.focus();
    await page.keyboard.type('platinum band');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=platinum(\+|%20)band/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('platinum band');
  });
});
