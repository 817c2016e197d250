import { expectNoAxeViolations } from '@aurelia/e2e-support';
import type { APIRequestContext, Page } from '@playwright/test';
import { API, addToBag, chooseBandraPickup, expect, expectNoSidewaysScroll, findProduct, messageTo, newShopper, onSandbox, test, type SeedProduct } from '../support';

const inStock = (p: SeedProduct) => p.stock > 3 && !p.is_preorderable;

/** A customer whose mobile number no other account has (the journeys' shoppers share one), signed up through the API. */
async function shopperWithOwnNumber(request: APIRequestContext) {
  const phone = `9${String(Date.now()).slice(-9)}`;
  const email = `e2e-bag-sign-in-${Date.now()}@aurelia.test`;
  const password = 'Sapphire#2026';
  const registered = await request.post(`${API}/auth/register`, {
    headers: { 'x-forwarded-for': '198.51.100.201' },
    data: { name: 'Kavya Menon', email, phone, phone_country_code: 'IN', phone_country_number: '91', password, password_confirmation: password },
  });
  expect(registered.status(), await registered.text()).toBe(200);
  return { email, phone, token: ((await registered.json()) as { access_token: string }).access_token };
}

/** As a guest, puts `product` in the bag from its page and opens the bag. */
async function guestBagWith(page: Page, product: SeedProduct) {
  await page.goto(`/product/${product.slug}`);
  await page.locator('#product-buy').getByRole('button', { name: 'Add to bag', exact: true }).click();
  await expect(page.locator('.au-toast').filter({ hasText: 'Added to your bag' })).toBeVisible();
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Sign in to check out' })).toBeVisible();
}

/** Types the six digits into the code boxes, from the first, by keyboard. */
async function typeCode(page: Page, code: string) {
  await page.getByRole('textbox', { name: /digit 1/i }).focus();
  await page.keyboard.type(code);
}

test.describe('signing in at the bag, and paying by UPI', () => {
  test('a guest signs in at the bag with a texted code, lands at checkout told what the account added, pays by UPI and reads what happens next', async ({ page, request }) => {
    const saved = await findProduct(request, (p) => inStock(p) && p.price > 2000);
    const chosen = await findProduct(request, (p) => inStock(p) && p.id !== saved.id);
    const account = await shopperWithOwnNumber(request);
    await addToBag(request, account.token, saved);

    await guestBagWith(page, chosen);
    await expectNoAxeViolations(page);
    await page.getByRole('textbox', { name: /Email or mobile number/ }).fill(`+91 ${account.phone.slice(0, 5)} ${account.phone.slice(5)}`);
    await page.getByRole('button', { name: 'Send me a code' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'a code is on its way by text message' })).toBeVisible();
    const text = await messageTo(request, `+91${account.phone}`, /sign-in code$/);
    await typeCode(page, /^(\d{6})/.exec(text.text)?.[1] ?? '');

    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: `1 piece from your account was added to your bag: ${saved.name}.` })).toBeVisible();
    const pieces = page.getByRole('list', { name: 'Pieces in your order' });
    await expect(pieces).toContainText(chosen.name);
    await expect(pieces).toContainText(saved.name);
    await expect(pieces.locator('img')).toHaveCount(2);

    // The focused frame: home by the brand, no categories or search, a short footer.
    await expect(page.getByRole('link', { name: /, home$/ })).toHaveAttribute('href', '/');
    await expect(page.getByText('Secure checkout')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Categories' })).toHaveCount(0);
    await expect(page.getByRole('searchbox')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Help with your order' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Buying with us' })).toContainText('15-day returns');

    await chooseBandraPickup(page);
    await expect(page.getByRole('radio', { name: /^UPI/ })).toBeChecked();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Place order and pay' }).click();
    await expect(page).toHaveURL(/\/sandbox-pay\//);
    await expect(page.locator('dt', { hasText: 'Method' }).locator('+ dd')).toHaveText('UPI');
    await onSandbox(page, 'Approve');

    await expect(page).toHaveURL(/\/checkout\/success\?order=/, { timeout: 30_000 });
    const next = page.getByRole('region', { name: 'What happens next' });
    await expect(next).toContainText(`The order confirmation is on its way to ${account.email}`);
    await expect(next).toContainText('Ready for pick-up');
    const orderNumber = new URL(page.url()).searchParams.get('order') ?? '';
    await expect(next.getByRole('link', { name: 'your order page' }).first()).toHaveAttribute('href', `/user/order/${orderNumber}`);
    await expectNoAxeViolations(page);
  });

  test('at 320 px a guest signs in by email at the bag and goes to checkout with nothing added from the account', async ({ page, request }) => {
    await page.setViewportSize({ width: 320, height: 720 });
    const product = await findProduct(request, inStock);
    const account = await newShopper(request, 'e2e-bag-email');

    await guestBagWith(page, product);
    await expectNoSidewaysScroll(page);
    await page.getByRole('textbox', { name: /Email or mobile number/ }).fill(account.email);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'a code is on its way by email' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    const mail = await messageTo(request, account.email, /sign-in code$/, 2);
    await typeCode(page, /sign-in code is (\d{6})/.exec(mail.text)?.[1] ?? '');

    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole('list', { name: 'Pieces in your order' })).toContainText(product.name);
    await expect(page.getByText(/from your account (was|were) added/)).toHaveCount(0);
    await expectNoSidewaysScroll(page);
  });
});
