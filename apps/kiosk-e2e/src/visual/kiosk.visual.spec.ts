import type { Locator, Page } from '@playwright/test';
import { ANJALI, STORE } from '@aurelia/e2e-support';
import { expect, test, unlock } from '../support';

/**
 * The kiosk's screens on a tablet held either way (the project's viewport), compared with the committed baselines
 * in __screenshots__ (docs/architecture.md, "Visual regression"). The browser's clock is pinned to 12:15 in India on the day
 * (src/clock.ts); what still changes with the day (the date, the day's hours and bookings) is masked.
 */
async function expectScreen(page: Page, name: string, mask: Locator[] = []) {
  await page.evaluate(() => document.fonts.ready);
  await expect(page).toHaveScreenshot(`${name}.png`, { mask });
}

test.describe('kiosk screens', () => {
  test('lock screen and PIN pad', async ({ page }) => {
    await expect(page.getByRole('heading', { name: STORE.name, level: 1 })).toBeVisible();
    await expectScreen(page, 'lock-screen', [page.getByText(/today|open|closes|until/i)]);
    await page.getByRole('button', { name: ANJALI.name, exact: true }).click();
    await expect(page.getByRole('group', { name: 'PIN' })).toBeVisible();
    await expectScreen(page, 'pin-pad');
  });

  test('appointments and gift cards', async ({ page }) => {
    await unlock(page, ANJALI);
    await expect(page.getByRole('heading', { name: 'Appointments', level: 1 })).toBeVisible();
    // The day's bookings depend on the journeys that ran before on the same database: only the screen's frame is compared.
    const content = page.locator('.kiosk-main > :not(h1)');
    await content.evaluateAll((elements) => elements.forEach((element) => ((element as HTMLElement).style.visibility = 'hidden')));
    await expectScreen(page, 'appointments');
    await content.evaluateAll((elements) => elements.forEach((element) => ((element as HTMLElement).style.visibility = '')));
    await page.getByRole('link', { name: 'Gift cards' }).click();
    await expect(page.getByRole('form', { name: 'Issue a gift card' })).toBeVisible();
    await expectScreen(page, 'gift-card-issue');
    await page.getByRole('tab', { name: 'Balance and redeem' }).click();
    await expectScreen(page, 'gift-card-balance');
  });
});
