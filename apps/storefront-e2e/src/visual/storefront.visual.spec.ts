import type { Browser, Page } from '@playwright/test';
import { signInOnStorefront } from '@aurelia/e2e-support';
import { addToBag, expect, findProduct, newShopper, setSettings, test, waitForHydration } from '../support';
import { VISUAL_SCREENS, expectScreens } from './visual-support';

/**
 * What every page type looks like at four widths, light and dark, against the committed baselines in
 * __screenshots__ (docs/architecture.md, "Visual regression"). One load per page and width; dark mode is the same load with
 * `prefers-color-scheme: dark`. What changes between runs (dates, a new shopper's email) is masked.
 */
const GUEST_PAGES = [
  { name: 'home', path: '/' },
  { name: 'category', path: '/category/rings' },
  { name: 'search', path: '/search?q=ring' },
  { name: 'stores', path: '/stores' },
  { name: 'store', path: '/stores/mumbai-bandra' },
  { name: 'appointment', path: '/appointment' },
  { name: 'cms-page', path: '/about' },
  { name: 'not-found', path: '/no-such-page' },
];

const SIGNED_IN_PAGES = [
  { name: 'cart', path: '/cart' },
  { name: 'checkout', path: '/checkout' },
  { name: 'account-profile', path: '/user/profile' },
  { name: 'account-orders', path: '/user/orders' },
  { name: 'account-wishlist', path: '/user/wishlist' },
  { name: 'account-carat-coins', path: '/user/carat-coins' },
  { name: 'account-gold-plan', path: '/user/gold-purchase-plan' },
];

/** What differs from run to run: the calendar and slots (today's date), dates, and the new shopper's email. */
const moving = (page: Page) => [page.locator('.au-calendar, .au-timeslots, time'), page.locator('input[type="email"]')];

/** A new shopper with one piece in the bag, signed in through the login page; their cookies, for a new context. */
async function signedInState(browser: Browser, baseURL: string, request: Parameters<typeof newShopper>[0]) {
  // Unverified, as the baselines were taken (the profile's "Not verified yet").
  const shopper = await newShopper(request, 'visual', { verified: false });
  await addToBag(request, shopper.token, await findProduct(request, (p) => p.stock > 5));
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signInOnStorefront(page, shopper, '/cart');
  const state = await context.storageState();
  await context.close();
  return state;
}

for (const screen of VISUAL_SCREENS) {
  test.describe(`${screen.width} px`, () => {
    test.use({ viewport: screen });

    for (const entry of GUEST_PAGES) {
      test(`${entry.name}`, async ({ page }) => {
        await page.goto(entry.path);
        await expectScreens(page, `${entry.name}-${screen.width}`, moving(page));
      });
    }

    test('category with the filters open', async ({ page }) => {
      await page.goto('/category/rings');
      const toggle = page.getByRole('button', { name: /Filter and sort/ });
      // From 768 px the filters always show beside the grid; on phones they open from the button, in a sheet.
      const phone = await toggle.isVisible();
      if (phone) await toggle.click();
      await expect(page.locator(phone ? '.sf-filter-sheet__panel' : '.sf-listing__filters')).toBeVisible();
      await expectScreens(page, `category-filters-open-${screen.width}`);
    });

    test('product', async ({ page, request }) => {
      const product = await findProduct(request, (p) => p.stock > 5);
      await page.goto(`/product/${product.slug}`);
      await expectScreens(page, `product-${screen.width}`);
    });

    test('maintenance', async ({ page, request }) => {
      await setSettings(request, [{ key: 'maintenance_mode', value: 'true' }]);
      await page.goto('/');
      await expect(page).toHaveURL(/\/maintenance$/);
      await expectScreens(page, `maintenance-${screen.width}`);
    });

    test.describe('signed in', () => {
      let storageState: Awaited<ReturnType<typeof signedInState>>;
      test.beforeAll(async ({ browser, request, baseURL }) => {
        storageState = await signedInState(browser, baseURL ?? '', request);
      });

      for (const entry of SIGNED_IN_PAGES) {
        test(entry.name, async ({ browser, baseURL }) => {
          const context = await browser.newContext({ baseURL, viewport: screen, storageState });
          const page = await context.newPage();
          await page.goto(entry.path);
          await waitForHydration(page);
          await expectScreens(page, `${entry.name}-${screen.width}`, moving(page));
          await context.close();
        });
      }
    });
  });
}
