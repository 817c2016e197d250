import type { APIRequestContext } from '@playwright/test';
import { ANJALI } from '@aurelia/e2e-support';
import type { DevTodayBooking } from '@aurelia/contracts';
import { bookToday, card, expect, freeSlots, moreButton, newCustomer, test, unlock } from './support';

/**
 * The counter's glanceable queue on the smallest tablet it serves, 1024 × 768 held landscape: one row per booking,
 * at least six of them in view without scrolling, a "now" line, one main action per row and the rest in a menu;
 * the walk-in dialog and the gift card sale each on one screen.
 */
test.use({ viewport: { width: 1024, height: 768 } });

/**
 * Makes sure at least `count` customers are booked into today's slots still to begin, booking the missing ones (at
 * least one) latest first: the earlier journeys fill the day from its end too, and later ones need free places.
 * Returns those it booked.
 */
async function bookUpcoming(request: APIRequestContext, count: number, first: string) {
  const slots = await freeSlots(request);
  // Full slots are not listed: what the listed ones hold is the least already booked.
  const wanted = Math.max(1, count - slots.reduce((sum, slot) => sum + slot.capacity - slot.available, 0));
  const bookings: DevTodayBooking[] = [];
  for (const slot of [...slots].reverse()) {
    for (let place = 0; place < slot.available && bookings.length < wanted; place += 1) {
      bookings.push({ ...newCustomer(`${first}${bookings.length}`), notes: 'Looking at bangles', slot: slot.start_time });
    }
  }
  if (bookings.length < wanted) throw new Error(`Only ${bookings.length} places left today`);
  return bookToday(request, bookings);
}

test('the day is a queue at 1024 × 768: six rows and more in view, the now line, one main action and a menu', async ({ page, request }) => {
  const due = newCustomer('Queue Due');
  const [booked] = await bookToday(request, [{ ...due, notes: 'Collecting a resized ring', slot: 'current' }]);
  const upcoming = await bookUpcoming(request, 5, 'Queue Later');
  await unlock(page, ANJALI);

  const queue = page.getByRole('list', { name: 'Bookings today' });
  const rows = queue.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) });
  await expect(card(page, due.customer_name)).toBeVisible();
  expect(await rows.count()).toBeGreaterThanOrEqual(6);
  // Six whole rows show under the toolbar without scrolling.
  for (let index = 0; index < 6; index += 1) await expect(rows.nth(index)).toBeInViewport({ ratio: 1 });
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  // In time order, every row a time; the now line (past 12:15 on the journeys' clock) between the begun and the coming.
  const starts = await rows.locator('.kiosk-row__start').allTextContents();
  expect(starts).toEqual([...starts].sort());
  const now = queue.getByRole('listitem').filter({ hasText: /^Now, \d\d:\d\d$/ });
  await expect(now).toBeVisible();
  const nowTop = (await now.boundingBox())?.y ?? 0;
  expect((await card(page, due.customer_name).boundingBox())?.y ?? Infinity).toBeLessThan(nowTop);
  const later = upcoming.at(-1)?.customer_name ?? '';
  expect((await card(page, later).boundingBox())?.y ?? 0).toBeGreaterThan(nowTop);
  await expect(card(page, due.customer_name)).toContainText(`${booked?.timeslot.start_time ?? ''} to ${booked?.timeslot.end_time ?? ''}`);
  await expect(card(page, due.customer_name)).toContainText('Collecting a resized ring');

  // One main action on the row; the rest behind More, touch-sized, no-show only once the time has begun; all by touch.
  const row = card(page, due.customer_name);
  await expect(row.getByRole('button')).toHaveText(['Check in', 'More']);
  await moreButton(page, due.customer_name).tap();
  const menu = page.getByRole('menu', { name: `More for ${due.customer_name}` });
  await expect(menu.getByRole('menuitem')).toHaveText(['Mark no-show', 'Move', 'Cancel appointment']);
  for (const item of await menu.getByRole('menuitem').all()) expect((await item.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(48);
  await menu.getByRole('menuitem', { name: 'Mark no-show' }).tap();
  await expect(row).toContainText(`Marked no-show by ${ANJALI.name}`);
  await expect(row.getByRole('button')).toHaveCount(0);

  // The next step replaces the main action: Check in, then Complete.
  const next = card(page, upcoming[0]?.customer_name ?? '');
  await next.getByRole('button', { name: 'Check in' }).tap();
  await expect(next.getByRole('button')).toHaveText(['Complete']);
});

test('the walk-in dialog shows its times and its Book button without scrolling at 1024 × 768', async ({ page }) => {
  await unlock(page, ANJALI);
  await page.getByRole('button', { name: 'Book a walk-in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Book a walk-in' });
  await expect(dialog.getByRole('radio', { name: / to / }).first()).toBeInViewport({ ratio: 1 });
  await expect(dialog.getByRole('radio', { name: 'Today' })).toBeInViewport({ ratio: 1 });
  await expect(dialog.getByRole('button', { name: 'Book', exact: true })).toBeInViewport({ ratio: 1 });
  // Nothing of the dialog is below its fold: no scrolling needed to reach any of it.
  expect(await dialog.evaluate((element) => element.scrollHeight - element.clientHeight)).toBeLessThanOrEqual(0);
});

test('the gift card sale fits one screen at 1024 × 768, in whole rupees', async ({ page }) => {
  await unlock(page, ANJALI);
  await page.getByRole('navigation', { name: 'Kiosk' }).getByRole('link', { name: 'Gift cards' }).click();
  const form = page.getByRole('form', { name: 'Issue a gift card' });
  await expect(form).toBeVisible();
  await expect(form.getByRole('group', { name: 'Amount' }).getByRole('button')).toHaveText(['₹1,000', '₹2,000', '₹5,000', '₹10,000', '₹25,000']);
  await form.getByRole('button', { name: '₹5,000', exact: true }).click();
  await expect(form.getByRole('button', { name: 'Issue gift card of ₹5,000' })).toBeInViewport({ ratio: 1 });
  for (const label of ['Amount in rupees', 'Recipient’s name', 'Recipient’s email', 'From (optional)', 'Message (optional)', 'Receipt number (optional)']) {
    await expect(form.getByLabel(label)).toBeInViewport({ ratio: 1 });
  }
  await expect(form.getByRole('radio', { name: 'Card terminal' })).toBeInViewport({ ratio: 1 });
  // Paise are refused at the counter, as the shop prices in whole rupees.
  await form.getByLabel('Amount in rupees').fill('5000.50');
  await form.getByRole('button', { name: /^Issue gift card/ }).click();
  await expect(form.getByText('Enter the amount in whole rupees, with digits only (as 1500).')).toBeVisible();
});
