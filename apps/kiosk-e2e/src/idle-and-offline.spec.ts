import { ANJALI, MANAGER, unlockKioskThroughApi } from '@aurelia/e2e-support';
import { API, bookLaterToday, card, expect, newCustomer, slotWithRoom, test, unlock } from './support';

test('after 2 minutes without a touch the kiosk warns, counts down 30 s and locks, leaving nothing of the customer', async ({ page, request }) => {
  const customer = newCustomer('Lakshmi');
  const [booked] = await bookLaterToday(request, [{ ...customer, notes: 'Looking at emerald earrings' }]);
  await unlock(page, ANJALI);
  await page.getByRole('searchbox', { name: 'Search by name, phone or booking number' }).fill(customer.customer_name);
  await expect(card(page, customer.customer_name)).toContainText('emerald earrings');

  // A touch, then the time runs on (with a margin for the real seconds the browser's clock also runs).
  await page.getByRole('heading', { name: 'Appointments', level: 1 }).click();
  await page.clock.runFor('01:50');
  await expect(page.getByRole('alertdialog', { name: 'Still there?' })).toHaveCount(0);
  await page.clock.runFor('00:15');
  const warning = page.getByRole('alertdialog', { name: 'Still there?' });
  await expect(warning).toBeVisible();
  await expect(warning).toContainText(/session ends in \d+ seconds/);
  await page.clock.runFor('00:31');

  await expect(page.getByText('The kiosk locked itself after 2 minutes without a touch.')).toBeVisible();
  await expect(page.getByText('Touch your name to unlock.')).toBeVisible();
  const text = await page.locator('body').innerText();
  for (const trace of [customer.customer_name, customer.phone, booked?.booking_number ?? '', 'emerald']) {
    expect(text).not.toContain(trace);
  }
  // Unlocking again starts clean: no search left behind.
  await unlock(page, ANJALI);
  await expect(page.getByRole('searchbox', { name: 'Search by name, phone or booking number' })).toHaveValue('');
});

test('without network the kiosk says so, keeps a walk-in and sends it once when the network is back', async ({ page, context, request, registration }) => {
  const customer = newCustomer('Gauri');
  const slot = await slotWithRoom(request, 1, 4);
  await unlock(page, ANJALI);

  // The network drops after the server has booked the walk-in but before its answer arrives: the worst case.
  const keys: string[] = [];
  await page.route('**/api/v1/staff/appointments', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    keys.push((await route.request().headerValue('idempotency-key')) ?? '');
    if (keys.length > 1) return route.fallback();
    await route.fetch();
    await context.setOffline(true);
    return route.abort('internetdisconnected');
  });

  await page.getByRole('button', { name: 'Book a walk-in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Book a walk-in' });
  await dialog.getByLabel('Customer name').fill(customer.customer_name);
  await dialog.getByLabel('Phone').fill(customer.phone);
  await dialog.getByRole('radio', { name: new RegExp(`^${slot.start_time} to`) }).click();
  await dialog.getByRole('button', { name: 'Book', exact: true }).click();

  await expect(page.getByRole('banner').getByText('Offline')).toBeVisible();
  await expect(page.getByText('1 action is saved on this kiosk and will be sent, once each, when the network is back.')).toBeVisible();

  await context.setOffline(false);
  await expect(card(page, customer.customer_name)).toContainText(`Booked by ${ANJALI.name}`);
  await expect(page.getByRole('banner').getByText('Offline')).toHaveCount(0);
  await expect(page.getByText('No connection')).toHaveCount(0);

  expect(keys.length, 'the walk-in was sent again').toBeGreaterThan(1);
  expect(new Set(keys).size, 'always with the same Idempotency-Key').toBe(1);
  const staff = await unlockKioskThroughApi(request, API, { 'x-kiosk-device': registration.device_token }, MANAGER);
  const listed = await request.get(`${API}/staff/appointments?q=${customer.phone}`, { headers: staff });
  expect(((await listed.json()) as { data: unknown[] }).data, 'one booking on the server, not two').toHaveLength(1);
});

test('offline, a walk-in needs a time before Book, and the dialog stays above the offline banner @portrait', async ({ page, context }) => {
  const customer = newCustomer('Revati');
  await unlock(page, ANJALI);
  await context.setOffline(true);
  // A search the network cannot answer: the kiosk knows it is offline.
  await page.getByRole('searchbox', { name: 'Search by name, phone or booking number' }).fill(customer.customer_name);
  await expect(page.getByRole('banner').getByText('Offline')).toBeVisible();
  await expect(page.getByText('No connection', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Book a walk-in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Book a walk-in' });
  await dialog.getByLabel('Customer name').fill(customer.customer_name);
  await dialog.getByLabel('Phone').fill(customer.phone);

  // Every button of the dialog can be seen and touched: nothing of the page lies over it.
  const book = dialog.getByRole('button', { name: 'Book', exact: true });
  for (const button of [dialog.getByRole('button', { name: 'Close' }), book]) {
    await button.scrollIntoViewIfNeeded();
    await expect(button).toBeInViewport();
    const covered = await button.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return top !== null && !element.contains(top);
    });
    expect(covered, 'the button is covered').toBe(false);
  }

  await book.click();
  await expect(dialog.getByText('Choose a time for the walk-in. The free times load once the network is back.')).toBeVisible();
  await expect(dialog.getByLabel('Customer name')).toHaveValue(customer.customer_name);
  await expect(page.getByText(/saved on this kiosk/)).toHaveCount(0);
  await context.setOffline(false);
});

test('offline, a check-in shows on its row as saved; a second tap and a cancel wait for it, and it is sent once', async ({ page, context, request }) => {
  const customer = newCustomer('Tara');
  await bookLaterToday(request, [customer]);
  await unlock(page, ANJALI);
  const booking = card(page, customer.customer_name);
  await expect(booking).toBeVisible();

  await context.setOffline(true);
  await booking.getByRole('button', { name: 'Check in' }).click();
  await expect(booking.getByText('Check-in saved, will be sent when the network is back')).toBeVisible();
  for (const name of ['Check in', `More for ${customer.customer_name}`]) await expect(booking.getByRole('button', { name, exact: true })).toBeDisabled();
  await expect(page.getByText('1 action is saved on this kiosk and will be sent, once each, when the network is back.')).toBeVisible();

  await context.setOffline(false);
  await expect(booking).toContainText(`Checked in by ${ANJALI.name}`);
  await expect(booking.getByText(/saved, will be sent/)).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('a file under /assets/ this build does not have is a 404, and the service worker keeps no failed answer', async ({ page, request }) => {
  // A tab still running the build before asks for its chunk: the app's page in its place would be taken for the script.
  const missing = '/assets/no-such-chunk-0a1b2c3d.js';
  const direct = await request.get(missing);
  expect(direct.status()).toBe(404);
  expect(direct.headers()['content-type']).not.toContain('text/html');

  // Through the kiosk's service worker, in control of the open kiosk.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  expect(await page.evaluate(async (url) => (await fetch(url)).status, missing)).toBe(404);
  // The worker stores what it keeps after answering: give it the time to.
  await page.waitForTimeout(500);
  expect(await page.evaluate(async (url) => (await caches.match(url)) === undefined, missing)).toBe(true);
  // What it does keep is right: the page's own script, fetched through it.
  const script = await page.evaluate(() => document.querySelector<HTMLScriptElement>('script[type="module"][src]')?.src ?? '');
  expect(script).toContain('/assets/');
  await page.evaluate(async (url) => void (await fetch(url)), script);
  await expect.poll(() => page.evaluate(async (url) => (await caches.match(url))?.status ?? 0, script)).toBe(200);
});
