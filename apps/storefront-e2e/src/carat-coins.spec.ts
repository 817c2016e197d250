import { expectNoAxeViolations, signInOnStorefront } from '@aurelia/e2e-support';
import { API, addToBag, chooseBandraPickup, expect, expectNoSidewaysScroll, findProduct, newShopper, onSandbox, rupees, test } from './support';

test.describe('carat coins', () => {
  test('a paid order earns coins, shown on the coins page; the next checkout spends some and the total drops', async ({ page, request }) => {
    // Dear enough to earn well over the 25 coins spent below, and to let 10 % of it be paid in coins.
    const product = await findProduct(request, (p) => p.stock > 3 && !p.is_preorderable && p.price > 10_000);
    const shopper = await newShopper(request, 'e2e-coins');
    await signInOnStorefront(page, shopper, '/user/carat-coins');
    await expect(page.getByRole('heading', { name: 'No carat coins yet' })).toBeVisible();
    await expect(page.getByText(/Every ₹100 you pay online for a piece earns 1 coin/)).toBeVisible();

    await addToBag(request, shopper.token, product);
    await page.goto('/checkout');
    await chooseBandraPickup(page);
    await expect(page.getByText('You have no carat coins yet: paid orders earn them.')).toBeVisible();
    await page.getByRole('button', { name: 'Place order and pay' }).click();
    await onSandbox(page, 'Approve');
    await expect(page).toHaveURL(/\/checkout\/success\?order=/);
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
    await onSandbox(page, 'Approve');
    await expect(page).toHaveURL(/\/checkout\/success\?order=/);
    await expect(page.getByText('Paid with carat coins')).toBeVisible();

    await page.goto('/user/carat-coins');
    await expect(page.getByRole('table').getByRole('row').filter({ hasText: 'Spent on order' })).toContainText('−25');
  });

  test.describe('at 320 px', () => {
    test.use({ viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true });

    test('the coins page has no axe violations and no sideways scrolling of the page', async ({ page, request }) => {
      const shopper = await newShopper(request, 'e2e-coins');
      await signInOnStorefront(page, shopper, '/user/carat-coins');
      await expect(page.getByRole('heading', { level: 1, name: 'Carat coins' })).toBeVisible();
      await expectNoAxeViolations(page);
      await expectNoSidewaysScroll(page);
    });
  });
});
