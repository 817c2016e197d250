import type { MetalRatesResponse } from '@aurelia/contracts';
import { formatInr } from '@aurelia/domain';
import { MANAGER } from '@aurelia/e2e-support';
import type { Locator, Page } from '@playwright/test';
import { API, bearer, expect, placeCashOrder, test, useSession } from './support';

/** Presses Tab until `target` has the focus (at most `limit` times), as a keyboard user moves through the page. */
async function tabTo(page: Page, target: Locator, limit = 40) {
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target, `reached with Tab within ${limit} presses`).toBeFocused();
}

test('a manager signs in, finds an order and makes it ready with the keyboard alone', async ({ page, request }) => {
  const orderNumber = await placeCashOrder(request, 'pickup');
  await page.goto('/sign-in');
  await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeFocused();

  await tabTo(page, page.getByLabel('Email'));
  await page.keyboard.type(MANAGER.email);
  await tabTo(page, page.getByRole('textbox', { name: 'Password', exact: true }));
  await page.keyboard.type(MANAGER.password);
  await page.keyboard.press('Enter');
  // Each screen starts at its heading.
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeFocused();

  await tabTo(page, page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Orders' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeFocused();
  await tabTo(page, page.getByRole('searchbox', { name: 'Search' }));
  await page.keyboard.type(orderNumber);
  await page.keyboard.press('Enter');
  const link = page.getByRole('table').getByRole('link', { name: orderNumber });
  await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(1);
  await tabTo(page, link);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: `Order ${orderNumber}`, level: 1 })).toBeFocused();

  await tabTo(page, page.getByRole('button', { name: 'Ready for pick-up', exact: true }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Ready for pick-up: ${orderNumber}` });
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByRole('button', { name: 'Ready for pick-up', exact: true }), 10);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('list', { name: 'History' }).getByRole('listitem').last()).toContainText('Ready for pick-up');
  await expect(page.getByRole('button', { name: 'Collected', exact: true })).toBeVisible();
});

test.describe('on a 320 px screen', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('the admin sets a metal rate with the keyboard alone, and nothing scrolls sideways', async ({ page, request, adminSession }) => {
    const rates = ((await (await request.get(`${API}/back-office/metal-rates`, { headers: bearer(adminSession) })).json()) as MetalRatesResponse).data.rates;
    const gold = rates.find((rate) => rate.purity === '14K');
    if (!gold?.rate_per_gram) throw new Error('14K has no rate');
    const next = Math.round(gold.rate_per_gram * 1.01);

    await useSession(page, adminSession);
    await page.goto('/metal-rates');
    await expect(page.getByRole('heading', { name: 'Metal rates', level: 1 })).toBeFocused();
    const form = page.getByRole('form', { name: 'Set a rate' });
    await tabTo(page, form.getByLabel('Purity'));
    // A native select: the arrow keys choose, as a keyboard user would, until 14 Karat is chosen.
    for (let presses = 0; presses < 5 && (await form.getByLabel('Purity').inputValue()) !== '14K'; presses++) await page.keyboard.press('ArrowDown');
    await expect(form.getByLabel('Purity')).toHaveValue('14K');
    await tabTo(page, form.getByLabel('Rate per gram in rupees'));
    await page.keyboard.type(String(next));
    await tabTo(page, form.getByLabel('Reason for the change'));
    await page.keyboard.type('Morning rate, by keyboard');
    await tabTo(page, form.getByRole('button', { name: 'Set the rate' }));
    await page.keyboard.press('Enter');
    await expect(form.getByText(`re-priced at ${formatInr(next)} a gram.`)).toBeVisible();
    await expect(page.getByRole('table').getByRole('row', { name: /14 Karat gold/ })).toContainText(`${formatInr(next)} / g`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), 'sideways scroll at 320 px').toBe(0);
  });
});

