import type { APIRequestContext, Page } from '@playwright/test';
import { API, expect, expectNoAxeViolations, expectNoSidewaysScroll, findProduct, test, type SeedProduct } from './support';

let accounts = 0;

/** A new customer (so the coins and orders are theirs alone) and their token. */
async function newShopper(request: APIRequestContext) {
  accounts += 1;
  const email = `e2e-coins-${Date.now()}-${accounts}@aurelia.test`;
  const password = 'Sapphire#2026';
  const registered = await request.post(`${API}/auth/register`, {
    data: { name: 'Kavya Menon', email, phone: '9845012345', phone_country_code: 'IN', phone_country_number: '91', password, password_confirmation: password },
  });
  expect(registered.status(), await registered.text()).toBe(200);
  const { access_token: token } = (await registered.json()) as { access_token: string };
  return { email, password, token };
}

async function addToBag(request: APIRequestContext, token: string, product: SeedProduct) {
  const added = await request.post(`${API}/cart/add`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { item_id: product.id, item_type: 'product', quantity: 1, name: product.name, price: product.price },
  });
  expect(added.ok(), await added.text()).toBe(true);
}

async function signIn(page: Page, account: { email: string; password: string }, path: string) {
  await page.goto(`/auth/login?redirect=${encodeURIComponent(path)}`);
  await page.getByLabel('Email').fill(account.email);
  await page.locator('input[name="password"]').fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

/** Pick-up at Bandra (the card stays the payment method). */
async function chooseBandraPickup(page: Page) {
  await page.getByRole('radio', { name: 'Pick up in store' }).click();
  await expect(page).toHaveURL(/fulfilment=pickup/);
  await page.getByRole('radio', { name: 'Aurelia Bandra' }).click();
  await expect(page).toHaveURL(/store=mumbai-bandra/);
}

/** Approves the payment on the sandbox page; resolves on the success page. */
async function approveOnSandbox(page: Page) {
  await expect(page).toHaveURL(/\/sandbox-pay\//);
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await expect(page).toHaveURL(/\/checkout\/success\?order=/);
}

const rupees = (amount: number) => new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(amount);

test.describe('carat coins', () => {
  test('a paid order earns coins, shown on the coins page; the next checkout spends some and the total drops', async ({ page, request }) => {
    // Dear enough to earn well over the 25 coins spent below, and to let 10 % of it be paid in coins.
    const product = await findProduct(request, (p) => p.stock > 3 && !p.is_preorderable && p.price > 10_000);
    const shopper = await newShopper(request);
    await signIn(page, shopper, '/user/carat-coins');
    await expect(page.getByRole('heading', { name: 'No carat coins yet' })).toBeVisible();
    await expect(page.getByText(/Every ₹100 you pay online for a piece earns 1 coin/)).toBeVisible();

    await addToBag(request, shopper.token, product);
    await page.goto('/checkout');
    await chooseBandraPickup(page);
    await expect(page.getByText('You have no carat coins yet: paid orders earn them.')).toBeVisible();
    await page.getByRole('button', { name: 'Place order and pay' }).click();
    await approveOnSandbox(page);
    const firstOrder = new URL(page.url()).searchParams.get('order') ?? '';

    const account = await request.get(`${API}/carat-coins`, { headers: { Authorization: `Bearer ${shopper.token}` } });
    const { balance } = ((await account.json()) as { data: { balance: number } }).data;
    expect(balance).toBeGreaterThanOrEqual(Math.floor(product.price / 100));

    await page.goto('/user/carat-coins');
    await expect(page.getByText(`${new Intl.NumberFormat('en-IN').format(balance)} coins`, { exact: true })).toBeVisible();
    const ledger = page.getByRole('table');
    await expect(ledger.getByRole('row').nth(1)).toContainText('Earned on order');
    await expect(ledger.getByRole('link', { name: `Order ${firstOrder}` })).toBeVisible();
    await expectNoAxeViolations(page);

    // The next order: 25 coins previewed through the server's summary, then sent with the order.
    await addToBag(request, shopper.token, product);
    await page.goto('/checkout');
    await chooseBandraPickup(page);
    const summary = page.getByRole('region', { name: 'Your order' });
    await expect(summary).toContainText(rupees(product.price));
    const coins = page.getByRole('textbox', { name: 'Use carat coins' });
    await expect(page.getByText(`You have ${balance} coins`)).toBeVisible();
    await coins.fill('25');
    await page.getByRole('button', { name: 'Apply coins' }).click();
    await expect(page).toHaveURL(/coins=25/);
    await expect(summary.getByText('Carat coins')).toBeVisible();
    await expect(summary).toContainText(rupees(product.price - 25));
    await page.getByRole('button', { name: 'Place order and pay' }).click();
    await approveOnSandbox(page);
    await expect(page.getByText('Paid with carat coins')).toBeVisible();

    await page.goto('/user/carat-coins');
    await expect(page.getByRole('table').getByRole('row').filter({ hasText: 'Spent on order' })).toContainText('−25');
  });

  test.describe('at 320 px', () => {
    test.use({ viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true });

    test('the coins page has no axe violations and no sideways scrolling of the page', async ({ page, request }) => {
      const shopper = await newShopper(request);
      await signIn(page, shopper, '/user/carat-coins');
      await expect(page.getByRole('heading', { level: 1, name: 'Carat coins' })).toBeVisible();
      await expectNoAxeViolations(page);
      await expectNoSidewaysScroll(page);
    });
  });
});
