import { MANAGER } from '@aurelia/e2e-support';
import type { Locator, Page } from '@playwright/test';
import { expect, placeCashOrder, test } from './support';

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
