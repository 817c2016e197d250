import { signInOnStorefront } from '@aurelia/e2e-support';
import { expect, findProduct, shopperWithBag, test } from './support';

/**
 * The accessibility tree of the main pages, as a screen reader meets it, compared with the committed baselines in
 * `aria-snapshots.spec.ts-snapshots/` (YAML; `--update-snapshots` writes them, review the diff like a visual
 * baseline). Each covers the page's `main`: headings, landmarks, names of links, buttons and fields, and their
 * states. Run on the freshly seeded database (this file sorts before the journeys that buy pieces), at a desktop
 * width.
 */
test.describe('the accessibility tree', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('home, category, product and sign-in', async ({ page, request }) => {
    await page.goto('/');
    await expect(page.locator('main')).toMatchAriaSnapshot({ name: 'home.aria.yml' });

    await page.goto('/category/rings');
    await expect(page.locator('main')).toMatchAriaSnapshot({ name: 'category.aria.yml' });

    const product = await findProduct(request, (p) => p.stock > 5);
    await page.goto(`/product/${product.slug}`);
    await expect(page.locator('main')).toMatchAriaSnapshot({ name: 'product.aria.yml' });

    await page.goto('/auth/login');
    await expect(page.locator('main')).toMatchAriaSnapshot({ name: 'sign-in.aria.yml' });
  });

  test('cart and checkout of a signed-in shopper', async ({ page, request }) => {
    const product = await findProduct(request, (p) => p.stock > 5);
    const shopper = await shopperWithBag(request, product, 'e2e-aria');
    await signInOnStorefront(page, shopper, '/cart');
    await expect(page.getByRole('link', { name: /^Check out/ })).toBeVisible();
    await expect(page.locator('main')).toMatchAriaSnapshot({ name: 'cart.aria.yml' });

    await page.goto('/checkout');
    await expect(page.getByRole('button', { name: /^Place order/ })).toBeVisible();
    await expect(page.locator('main')).toMatchAriaSnapshot({ name: 'checkout.aria.yml' });
  });
});
