import { indiaMoment } from '@aurelia/domain';
import { ANJALI, MANAGER, SHOPPER, STORE, VIKRAM, e2eToday, signInToApi } from '@aurelia/e2e-support';
import { API, enterPin, expect, test, unlock } from './support';

test.describe('setting up a kiosk', () => {
  test.use({ registered: false });

  test('a manager sets up the kiosk for a store once; a reload keeps it and shows the lock screen', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/setup$/);
    await page.getByLabel('Manager email').fill(MANAGER.email);
    await page.getByRole('textbox', { name: 'Password' }).fill(MANAGER.password);
    await page.getByRole('combobox', { name: 'Store' }).click();
    await page.getByRole('option', { name: new RegExp(`^${STORE.name},`) }).click();
    await expect(page.getByLabel('Name of this kiosk')).toHaveValue('Front counter');
    await page.getByRole('button', { name: 'Set up kiosk' }).click();

    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: STORE.name, level: 1 })).toBeVisible();
    for (const name of [ANJALI.name, MANAGER.name, VIKRAM.name]) await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
    // Kavya Rao works in Delhi: not on Bandra's lock screen.
    await expect(page.getByRole('button', { name: 'Kavya Rao' })).toHaveCount(0);
    const kept = await page.evaluate(() => Object.keys(window.localStorage));
    expect(kept).toEqual(['aurelia-kiosk-device']);

    await page.reload();
    await expect(page.getByRole('heading', { name: STORE.name, level: 1 })).toBeVisible();
  });

  test('a shopper cannot set up a kiosk, and a shopper token is refused by the staff calls', async ({ page, request }) => {
    await page.goto('/setup');
    await page.getByLabel('Manager email').fill(SHOPPER.email);
    await page.getByRole('textbox', { name: 'Password' }).fill(SHOPPER.password);
    await page.getByRole('combobox', { name: 'Store' }).click();
    await page.getByRole('option', { name: new RegExp(`^${STORE.name},`) }).click();
    await page.getByRole('button', { name: 'Set up kiosk' }).click();
    await expect(page.getByText('Only a store manager can set up a kiosk.')).toBeVisible();
    await expect(page).toHaveURL(/\/setup$/);

    const shopper = { authorization: `Bearer ${await signInToApi(request, API, SHOPPER)}` };
    for (const [method, path, data] of [
      ['GET', '/staff/appointments', undefined],
      ['POST', '/staff/appointments', { customer_name: 'Asha Rao', phone: '9876543210', timeslot_id: 1 }],
      ['POST', '/kiosk/devices', { password: SHOPPER.password, store: STORE.slug, name: 'Back door' }],
    ] as const) {
      const response = await request.fetch(`${API}${path}`, { method, headers: shopper, data });
      expect(response.status(), `${method} ${path}`).toBe(403);
    }
  });

  test('a manager sets up kiosks only for their own store, and their password sign-in has no counter powers', async ({ page, request }) => {
    await page.goto('/setup');
    await page.getByLabel('Manager email').fill(MANAGER.email);
    await page.getByRole('textbox', { name: 'Password' }).fill(MANAGER.password);
    await page.getByRole('combobox', { name: 'Store' }).click();
    await page.getByRole('option', { name: /^Aurelia Connaught Place,/ }).click();
    await page.getByRole('button', { name: 'Set up kiosk' }).click();
    await expect(page.getByText('You can set up kiosks only for the store you work at.')).toBeVisible();
    await expect(page).toHaveURL(/\/setup$/);

    const manager = { authorization: `Bearer ${await signInToApi(request, API, MANAGER)}` };
    for (const [method, path] of [
      ['GET', '/staff/appointments'],
      ['POST', '/staff/giftcards/lookup'],
    ] as const) {
      const response = await request.fetch(`${API}${path}`, { method, headers: manager, data: method === 'POST' ? { code: 'ABCD-EFGH-JKMN-PQRS' } : undefined });
      expect(response.status(), `${method} ${path}`).toBe(403);
    }
  });
});

test.describe('the lock screen', () => {
  test('a staff member unlocks with their PIN, and the Lock button locks again @portrait', async ({ page }) => {
    await unlock(page, ANJALI);
    await expect(page.getByRole('banner')).toContainText(ANJALI.name);
    await expect(page.getByRole('banner')).toContainText(STORE.name);
    await page.getByRole('button', { name: 'Lock' }).click();
    await expect(page.getByText('Touch your name to unlock.')).toBeVisible();
    await expect(page.getByText(ANJALI.name, { exact: true }).and(page.locator('header *'))).toHaveCount(0);
  });

  test('five wrong PINs lock the staff member out, with the time to wait', async ({ page }) => {
    await page.getByRole('button', { name: VIKRAM.name, exact: true }).click();
    for (const left of [4, 3, 2, 1]) {
      await enterPin(page, '1111');
      await expect(page.getByRole('alert')).toHaveText(`That PIN is not right. ${left} ${left === 1 ? 'try' : 'tries'} left before a lock-out.`);
    }
    await enterPin(page, '1111');
    await expect(page.getByRole('alert')).toHaveText('Too many wrong PINs. Try again in 15 minutes, or ask your manager.');
    // Now even the right PIN is refused until the time is up.
    await enterPin(page, VIKRAM.pin);
    await expect(page.getByRole('alert')).toContainText(/Too many wrong PINs\. Try again in 1[45] minutes/);
    await expect(page.getByRole('heading', { name: 'Appointments' })).toHaveCount(0);
  });

  test('outside opening hours the kiosk shows that the store is closed, and opens with the store', async ({ page }) => {
    // The browser's clock at 22:30 in India, after closing; the kiosk follows its own clock between refreshes.
    await page.clock.setSystemTime(indiaMoment(e2eToday(), '22:30'));
    await page.reload();
    await expect(page.getByRole('heading', { name: `${STORE.name} is closed` })).toBeVisible();
    await expect(page.getByText(/Today’s hours: .+\. The kiosk opens with the store\./)).toBeVisible();
    await expect(page.getByRole('button', { name: ANJALI.name })).toHaveCount(0);

    await page.clock.setSystemTime(indiaMoment(e2eToday(), '12:20'));
    await page.clock.runFor(30_000);
    await expect(page.getByRole('button', { name: ANJALI.name, exact: true })).toBeVisible();
  });

  test('a closed store’s counter opens when a manager gives their password and a reason, and says who opened it', async ({ page }) => {
    await page.clock.setSystemTime(indiaMoment(e2eToday(), '22:30'));
    await page.reload();
    await page.getByRole('button', { name: 'Manager: open the counter now' }).click();
    const form = page.getByRole('form', { name: 'Open the counter outside hours' });
    await form.getByLabel('Manager email').fill(MANAGER.email);
    await form.getByRole('textbox', { name: 'Password' }).fill('not-the-password');
    await form.getByLabel('Reason').fill('Late wedding order');
    await form.getByRole('button', { name: 'Open the counter' }).click();
    await expect(form.getByText('These credentials do not match our records.').first()).toBeVisible();
    await expect(page.getByRole('button', { name: ANJALI.name, exact: true })).toHaveCount(0);

    await form.getByRole('textbox', { name: 'Password' }).fill(MANAGER.password);
    await form.getByRole('button', { name: 'Open the counter' }).click();
    await expect(page.getByRole('button', { name: ANJALI.name, exact: true })).toBeVisible();
    await expect(page.getByText(`Open outside store hours until midnight, by ${MANAGER.name}: Late wedding order`)).toBeVisible();
  });
});
