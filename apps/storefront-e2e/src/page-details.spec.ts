import { signInOnStorefront } from '@aurelia/e2e-support';
import { API, expect, findProduct, newShopper, setSettings, test } from './support';

test.describe('page details a shopper (or a crawler) notices', () => {
  test('a product page is an Open Graph product with its price and availability, and its description does not repeat the name', async ({ request }) => {
    const product = await findProduct(request, (p) => p.stock > 0);
    const html = await (await request.get(`/product/${product.slug}`)).text();
    const content = (attribute: string, name: string) =>
      new RegExp(`<meta ${attribute}="${name.replace(/[:]/g, '\\:')}" content="([^"]*)"`).exec(html)?.[1];
    expect(content('property', 'og:type')).toBe('product');
    expect(content('property', 'product:price:amount')).toBe(product.price.toFixed(2));
    expect(content('property', 'product:price:currency')).toBe('INR');
    expect(content('property', 'product:availability')).toBe('in stock');
    const description = content('name', 'description') ?? '';
    expect(description).toMatch(/^₹/);
    expect(description).not.toContain(product.name);
  });

  test('a switched-off feature is named in a sentence that agrees: "Gift cards are not available right now"', async ({ page, request }) => {
    await setSettings(request, [{ key: 'disabled_routes', value: 'giftcards' }]);
    await page.goto('/giftcards');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Gift cards are not available right now', { exact: true })).toBeVisible();
  });

  test('a shopper whose token was revoked is sent from their profile to sign in, and back after', async ({ page, request }) => {
    const shopper = await newShopper(request, 'e2e-revoked');
    await signInOnStorefront(page, shopper, '/user/profile');
    // The token's cookie is HttpOnly: the test reads the browser's jar, as no script can.
    const token = (await page.context().cookies()).find((cookie) => cookie.name === 'auth_token')?.value;
    const revoked = await request.post(`${API}/auth/logout`, { headers: { Authorization: `Bearer ${token}` } });
    expect(revoked.ok(), await revoked.text()).toBe(true);

    await page.goto('/user/profile');
    await expect(page).toHaveURL(/\/auth\/login\?redirect=(%2F|\/)user(%2F|\/)profile$/);
    await expect(page.getByText('Signing you in…')).toHaveCount(0);
  });

  test('after a refused sign-up the country code reads "IN +91" once, not drawn over by the select\'s own text', async ({ page }) => {
    await page.goto('/auth/register');
    await page.getByRole('button', { name: /create account|register|sign up/i }).click();
    await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
    const select = page.getByRole('combobox', { name: 'Country code' });
    await expect(select).toHaveCSS('color', 'rgba(0, 0, 0, 0)');
    await expect(page.locator('.au-phone-field__dial')).toHaveText('IN +91');
  });
});
