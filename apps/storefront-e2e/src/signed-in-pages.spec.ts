import { signInOnStorefront } from '@aurelia/e2e-support';
import { API, expect, findProduct, newShopper, test } from './support';

/**
 * The catalogue, stores and content pages are rendered as a guest sees them, for a signed-in shopper too, so
 * one render serves everyone (the storefront server's as-guest.mjs); the browser takes the session up from its
 * cookies once the page has started.
 */
test.describe('a signed-in shopper on the pages that are the same for everyone', () => {
  test('gets a page without their name or token, private to them; then their own header and bag', async ({ page, request }) => {
    const shopper = await newShopper(request, 'e2e-same-page');
    const product = await findProduct(request, (p) => p.stock > 5);
    await signInOnStorefront(page, shopper, '/user/profile');

    const response = await page.goto(`/product/${product.slug}`);
    expect(response?.headers()['cache-control']).toBe('private, no-store');
    const html = (await response?.text()) ?? '';
    expect(html).toContain(product.name);
    expect(html).not.toContain(shopper.email);
    expect(html).not.toContain(shopper.token);
    expect(html).not.toContain('Meera Iyer');

    // Once the page has started, the header names the shopper, and the bag is theirs on the server.
    await expect(page.getByRole('button', { name: 'Account: Meera Iyer' })).toBeVisible();
    await page.getByRole('button', { name: 'Add to bag', exact: true }).click();
    await expect(page.getByText('Added to your bag', { exact: true })).toBeVisible();
    await expect
      .poll(async () => {
        const cart = await request.get(`${API}/cart/`, { headers: { Authorization: `Bearer ${shopper.token}` } });
        return JSON.stringify(await cart.json());
      })
      .toContain(product.name);

    // Their own pages still name them, server-rendered and private.
    const profile = await page.goto('/user/profile');
    expect(profile?.headers()['cache-control']).toBe('private, no-store');
    expect(await profile?.text()).toContain(shopper.email);

    // A guest-only page still sends them on.
    await page.goto('/auth/login');
    await expect(page).not.toHaveURL(/\/auth\/login/);
  });

  test('signing out on such a page leaves it signed out after a reload', async ({ page, request }) => {
    const shopper = await newShopper(request, 'e2e-same-page-out');
    await signInOnStorefront(page, shopper, '/category/rings');
    await page.getByRole('button', { name: 'Account: Meera Iyer' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Account:/ })).toHaveCount(0);
  });
});
