import type { KioskDeviceStateResponse } from '@aurelia/contracts';
import type { Page } from '@playwright/test';
import { ANJALI, MANAGER, STORE } from '@aurelia/e2e-support';
import { API, expect, registerDevice, test, unlock } from './support';

/** Where the kiosk keeps its registration (apps/kiosk device-slice). */
const DEVICE_STORAGE_KEY = 'aurelia-kiosk-device';
/** Wrong PINs in a row that lock a kiosk (libs/domain KIOSK_PIN_MAX_ATTEMPTS). */
const KIOSK_PIN_MAX_ATTEMPTS = 8;
/** A staff number no one has: wrong PINs for it count against the kiosk only, never a person. */
const NO_ONE = 2_147_483_000;

/** Opens the kiosk as a kiosk of its own (these journeys lock or revoke it, so not the worker's shared one). */
async function ownKiosk(page: Page, registration: Awaited<ReturnType<typeof registerDevice>>) {
  const stored = JSON.stringify({ token: registration.device_token, device: registration.device });
  await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [DEVICE_STORAGE_KEY, stored] as const);
  await page.goto('/');
}

test.describe('a manager’s tools at the kiosk', () => {
  test.use({ registered: false });

  test('a kiosk locked after wrong PINs says so, and a manager unlocks it early with a reason', async ({ page, request }) => {
    const registration = await registerDevice(request, 'Locked journey');
    const device = { 'x-kiosk-device': registration.device_token };
    for (let attempt = 0; attempt < KIOSK_PIN_MAX_ATTEMPTS; attempt += 1) {
      await request.post(`${API}/kiosk/unlock`, { headers: device, data: { staff_id: NO_ONE, pin: '0000' } });
    }
    await ownKiosk(page, registration);
    await expect(page.getByRole('heading', { name: 'This kiosk is locked' })).toBeVisible();
    await expect(page.getByRole('button', { name: ANJALI.name, exact: true })).toHaveCount(0);

    await page.getByRole('button', { name: 'Manager: unlock this kiosk' }).click();
    const form = page.getByRole('form', { name: 'Unlock this kiosk' });
    await form.getByLabel('Manager email').fill(MANAGER.email);
    await form.getByRole('textbox', { name: 'Password' }).fill(MANAGER.password);
    await form.getByRole('button', { name: 'Unlock the kiosk' }).click();
    await expect(form.getByText('Say why the kiosk is unlocked early').first()).toBeVisible();
    await form.getByLabel('Reason').fill('A child pressed the keypad');
    await form.getByRole('button', { name: 'Unlock the kiosk' }).click();

    await unlock(page, ANJALI);
    const state = (await (await request.get(`${API}/kiosk/device`, { headers: device })).json()) as KioskDeviceStateResponse;
    expect(state.data.locked_until).toBeNull();
  });

  test('a manager lists the store’s kiosks and revokes this one: it goes back to set-up and the manager is signed out', async ({ page, request }) => {
    const registration = await registerDevice(request, 'Revoked journey');
    await ownKiosk(page, registration);
    await page.getByRole('link', { name: 'Manage kiosks' }).click();
    const signIn = page.getByRole('form', { name: 'Manage kiosks' });
    await signIn.getByLabel('Manager email').fill(MANAGER.email);
    await signIn.getByRole('textbox', { name: 'Password' }).fill(MANAGER.password);
    await signIn.getByRole('button', { name: 'Show the kiosks' }).click();

    await expect(page.getByRole('heading', { name: `Kiosks of ${STORE.name}` })).toBeVisible();
    const item = page.getByRole('listitem').filter({ hasText: 'Revoked journey (this kiosk)' });
    await expect(item).toContainText(`by ${MANAGER.name}`);
    await expect(item).toContainText('Last used');
    await item.getByRole('button', { name: 'Revoke Revoked journey' }).click();

    const confirm = page.getByRole('form', { name: 'Revoke Revoked journey?' });
    await expect(confirm).toContainText('This is the kiosk you are using: it goes back to set-up.');
    await confirm.getByLabel('Reason').fill('Moved to the back office');
    const signedOut = page.waitForRequest((sent) => sent.method() === 'POST' && sent.url().endsWith('/api/v1/auth/logout'));
    await confirm.getByRole('button', { name: 'Revoke this kiosk' }).click();

    await expect(page.getByRole('heading', { name: 'Set up this kiosk' })).toBeVisible();
    await signedOut;
    const gone = await request.get(`${API}/kiosk/device`, { headers: { 'x-kiosk-device': registration.device_token } });
    expect(gone.status()).toBe(401);
  });
});
