import type { Locator, Page } from '@playwright/test';
import { expect, expectNoSidewaysScroll, findProduct, test } from './support';

/**
 * Layout as a property that does not depend on pixels, at the widths shoppers use: a small and a common phone, a
 * tablet, two laptops and a desktop monitor. A rule of the design system that beats a page's own rule (or the
 * order the build happens to load the stylesheets in) shows here as a listing in one column or a toast over the
 * header, whatever the screenshots say.
 */
const SCREENS = [
  { width: 320, height: 640 },
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
] as const;

const LISTINGS = [
  { path: '/category/rings', label: /rings/i },
  { path: '/search?q=ring', label: /ring/i },
] as const;

/** How many tiles share the first tile's row. */
async function columnsOf(grid: Locator): Promise<number> {
  return grid.evaluate((list) => {
    const tiles = [...list.children].map((tile) => tile.getBoundingClientRect());
    const first = tiles[0];
    return first ? tiles.filter((tile) => Math.abs(tile.top - first.top) < 2).length : 0;
  });
}

/** Whether what the browser draws at `target`'s centre is `target` itself (or inside it), i.e. nothing covers it. */
async function isUncovered(target: Locator): Promise<boolean> {
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return top !== null && (top === element || element.contains(top));
  });
}

async function onScreen(page: Page, screen: { width: number; height: number }) {
  await page.setViewportSize(screen);
}

for (const screen of SCREENS) {
  const desktop = screen.width >= 1024;

  test.describe(`layout at ${screen.width} px`, () => {
    test('home and the product page never scroll sideways', async ({ page, request }) => {
      await onScreen(page, screen);
      await page.goto('/');
      await expectNoSidewaysScroll(page);
      const product = await findProduct(request, (p) => p.stock > 0);
      await page.goto(`/product/${product.slug}`);
      await expectNoSidewaysScroll(page);
    });

    if (desktop) {
      test('home: the hero and "See it in person" show their pictures in the right half, and each category its own', async ({ page }) => {
        await onScreen(page, screen);
        await page.goto('/');
        for (const section of [page.locator('.sf-hero'), page.getByRole('region', { name: 'See it in person' })]) {
          const picture = section.locator('img');
          await picture.scrollIntoViewIfNeeded();
          await expect(picture).toHaveAttribute('src', /^\/_ipx\//);
          await expect(picture).toHaveAttribute('width', /\d+/);
          await expect(picture).toHaveAttribute('height', /\d+/);
          await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
          const [box, area] = await Promise.all([picture.boundingBox(), section.boundingBox()]);
          expect(box && area && box.x >= area.x + area.width / 2 - 40, 'the picture sits in the right half').toBe(true);
          expect(box && area && box.x + box.width >= area.x + area.width * 0.85, 'the right half is filled').toBe(true);
        }
        const tiles = page.getByRole('region', { name: 'Shop by category' }).getByRole('listitem');
        expect(await tiles.count()).toBeGreaterThan(0);
        for (const tile of await tiles.all()) await expect(tile.locator('img')).toHaveAttribute('src', /^\/_ipx\/.*\/images\/categories\//);
      });
    }

    for (const listing of LISTINGS) {
      test(`${listing.path}: columns, the filter toggle, the first tile and no sideways scroll`, async ({ page }) => {
        await onScreen(page, screen);
        await page.goto(listing.path);
        const grid = page.locator('.sf-product-grid').first();
        await expect(grid.locator('li').first()).toBeVisible();
        const toggle = page.getByRole('button', { name: /Filter and sort|Hide filters/ });
        if (desktop) {
          expect(await columnsOf(grid), 'columns on a desktop').toBeGreaterThanOrEqual(3);
          await expect(toggle, 'the phone-only filter toggle').toBeHidden();
          const tile = await grid.locator('li').first().boundingBox();
          expect(tile, 'the first tile is laid out').not.toBeNull();
          // The whole picture of the first piece and its name show without scrolling.
          expect((tile?.y ?? Infinity) + (tile?.width ?? 0), 'the first tile is above the fold').toBeLessThanOrEqual(screen.height);
        } else if (screen.width < 768) {
          expect(await columnsOf(grid), 'columns on a phone').toBe(2);
          await expect(toggle).toBeVisible();
        } else {
          await expect(toggle, 'the filters show beside the grid from 768 px').toBeHidden();
        }
        await expectNoSidewaysScroll(page);
      });
    }

    test('after "Add to bag" nothing covers the header\'s bag and account buttons', async ({ page, request }) => {
      await onScreen(page, screen);
      const product = await findProduct(request, (p) => p.stock > 5);
      await page.goto(`/product/${product.slug}`);
      await page.getByRole('main').getByRole('button', { name: 'Add to bag', exact: true }).click();
      await expect(page.getByText('Added to your bag', { exact: true })).toBeVisible();
      // Where the toast comes to rest counts, not where it slides in from.
      await page.locator('.au-toast').first().evaluate((toast) => Promise.all(toast.getAnimations().map((animation) => animation.finished)));
      const header = page.getByRole('banner');
      const bag = header.getByRole('button', { name: 'Bag, 1 piece' });
      const account = header.getByRole('link', { name: 'Sign in' });
      await expect(bag).toBeVisible();
      // On a phone the click scrolled the page; the shopper scrolls back up to the header with the toast still there.
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(page.getByText('Added to your bag', { exact: true })).toBeVisible();
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      expect(await isUncovered(bag), 'the bag button is uncovered').toBe(true);
      expect(await isUncovered(account), 'the account button is uncovered').toBe(true);
    });
  });
}
