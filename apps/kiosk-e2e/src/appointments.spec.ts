import type { APIRequestContext } from '@playwright/test';
import { ANJALI } from '@aurelia/e2e-support';
import { bookLaterToday, bookToday, card, chooseFromMenu, expect, freeSlots, moreButton, newCustomer, slotWithRoom, test, unlock } from './support';

/** The places still free in today's slot starting at `start` (`HH:mm`), as the API tells them (0 once it is full). */
async function placesLeft(request: APIRequestContext, start: string): Promise<number> {
  return (await freeSlots(request)).find((slot) => slot.start_time === start)?.available ?? 0;
}

test.describe('appointments at the counter', () => {
  test('a customer who arrives is checked in, then the appointment is completed @portrait', async ({ page, request }) => {
    const customer = newCustomer('Meera');
    await bookLaterToday(request, [customer]);
    await unlock(page, ANJALI);
    const item = card(page, customer.customer_name);
    await expect(item).toContainText('Booked');
    await item.getByRole('button', { name: 'Check in' }).click();
    await expect(page.getByText(`Checked in: ${customer.customer_name}`)).toBeVisible();
    await expect(item).toContainText(`Checked in by ${ANJALI.name}`);
    await item.getByRole('button', { name: 'Complete' }).click();
    await expect(item).toContainText(`Completed by ${ANJALI.name}`);
    await expect(item.getByRole('button')).toHaveCount(0);
  });

  test('a customer who did not come is marked as a no-show once the slot has started', async ({ page, request }) => {
    const due = newCustomer('Arjun');
    const later = newCustomer('Farah');
    const [booked] = await bookToday(request, [{ ...due, slot: 'current' }]);
    await bookLaterToday(request, [later]);
    await unlock(page, ANJALI);
    // A later slot has not started: no no-show in its menu yet.
    await expect(card(page, later.customer_name).getByRole('button', { name: 'Check in' })).toBeVisible();
    await moreButton(page, later.customer_name).click();
    const laterMenu = page.getByRole('menu', { name: `More for ${later.customer_name}` });
    await expect(laterMenu.getByRole('menuitem')).toHaveText(['Move', 'Cancel appointment']);
    await page.keyboard.press('Escape');
    await expect(laterMenu).toBeHidden();
    await chooseFromMenu(page, due.customer_name, 'Mark no-show');
    await expect(card(page, due.customer_name)).toContainText(`Marked no-show by ${ANJALI.name}`);
    await expect(card(page, due.customer_name)).toContainText(`${booked?.timeslot.start_time ?? ''} to`);
    // Nothing is left to do for it: no action on its row.
    await expect(card(page, due.customer_name).getByRole('button')).toHaveCount(0);
  });

  test('an appointment is cancelled after a confirmation, freeing its place', async ({ page, request }) => {
    const customer = newCustomer('Nisha');
    const slot = await slotWithRoom(request, 1, 1);
    await bookToday(request, [{ ...customer, slot: slot.start_time }]);
    await unlock(page, ANJALI);
    const item = card(page, customer.customer_name);
    await chooseFromMenu(page, customer.customer_name, 'Cancel appointment');
    const dialog = page.getByRole('dialog', { name: `Cancel ${customer.customer_name}’s appointment?` });
    await dialog.getByRole('button', { name: 'Keep it' }).click();
    await expect(dialog).toBeHidden();
    await expect(item).toContainText('Booked');
    expect(await placesLeft(request, slot.start_time)).toBe(slot.available - 1);
    await chooseFromMenu(page, customer.customer_name, 'Cancel appointment');
    await dialog.getByRole('button', { name: 'Cancel appointment' }).click();
    await expect(item).toContainText(`Cancelled by ${ANJALI.name}`);
    expect(await placesLeft(request, slot.start_time)).toBe(slot.available);
  });

  test('an appointment moves to another free time of the day', async ({ page, request }) => {
    const customer = newCustomer('Kabir');
    const from = await slotWithRoom(request, 1, 2);
    const to = await slotWithRoom(request, 1, 3);
    await bookToday(request, [{ ...customer, slot: from.start_time }]);
    await unlock(page, ANJALI);
    await chooseFromMenu(page, customer.customer_name, 'Move');
    const dialog = page.getByRole('dialog', { name: `Move ${customer.customer_name}` });
    // The day in words, as staff say it ("Wed 25 Nov"), not as the API sends it.
    await expect(dialog).toContainText(new RegExp(`Now at ${from.start_time} on (Mon|Tue|Wed|Thu|Fri|Sat|Sun) \\d{1,2} [A-Z][a-z]{2}\\.`));
    await expect(dialog.getByRole('radio', { name: /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{1,2} [A-Z][a-z]{2}$/ })).toHaveCount(2);
    // The slot it is in is not offered.
    await expect(dialog.getByRole('radio', { name: new RegExp(`^${from.start_time} to`) })).toHaveCount(0);
    await dialog.getByRole('radio', { name: new RegExp(`^${to.start_time} to`) }).click();
    await dialog.getByRole('button', { name: 'Move here' }).click();
    await expect(dialog).toBeHidden();
    await expect(card(page, customer.customer_name)).toContainText(`${to.start_time} to ${to.end_time}`);
    await expect(card(page, customer.customer_name)).toContainText(`Moved by ${ANJALI.name}`);
  });
});

test.describe('walk-ins', () => {
  test('a walk-in is booked for now, and another for tomorrow', async ({ page, request }) => {
    const now = newCustomer('Isha');
    const tomorrow = newCustomer('Rohan');
    const [next] = await freeSlots(request);
    await unlock(page, ANJALI);

    await page.getByRole('button', { name: 'Book a walk-in' }).click();
    let dialog = page.getByRole('dialog', { name: 'Book a walk-in' });
    await dialog.getByLabel('Customer name').fill(now.customer_name);
    await dialog.getByLabel('Phone').fill(now.phone);
    await expect(dialog.getByRole('radio', { name: 'Today' })).toBeChecked();
    // The first free time is the one starting next: "now" for a customer at the counter.
    const first = dialog.getByRole('radio', { name: / to / }).first();
    await expect(first).toHaveAccessibleName(new RegExp(`^${next?.start_time ?? ''} to`));
    await first.click();
    await dialog.getByRole('button', { name: 'Book', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(card(page, now.customer_name)).toContainText(`Booked by ${ANJALI.name}`);
    await expect(card(page, now.customer_name)).toContainText('Walk-in at the counter');

    await page.getByRole('button', { name: 'Book a walk-in' }).click();
    dialog = page.getByRole('dialog', { name: 'Book a walk-in' });
    await dialog.getByLabel('Customer name').fill(tomorrow.customer_name);
    await dialog.getByLabel('Phone').fill(tomorrow.phone);
    await dialog.getByRole('radio', { name: 'Tomorrow' }).click();
    await dialog.getByRole('radio', { name: / to / }).nth(2).click();
    await dialog.getByRole('button', { name: 'Book', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(`Booked: ${tomorrow.customer_name}`)).toBeVisible();
    // Not on today's list; on tomorrow's.
    await expect(card(page, tomorrow.customer_name)).toHaveCount(0);
    await page.getByRole('button', { name: 'Tomorrow' }).click();
    await expect(card(page, tomorrow.customer_name)).toContainText('Booked');
  });

  test('a walk-in for a time that filled up meanwhile is refused in the dialog, and nothing is booked', async ({ page, request }) => {
    const customer = newCustomer('Tara');
    const slot = await slotWithRoom(request, 3, 0);
    await unlock(page, ANJALI);
    await page.getByRole('button', { name: 'Book a walk-in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Book a walk-in' });
    await dialog.getByLabel('Customer name').fill(customer.customer_name);
    await dialog.getByLabel('Phone').fill(customer.phone);
    await dialog.getByRole('radio', { name: new RegExp(`^${slot.start_time} to`) }).click();
    // Meanwhile the last places go online, or at the other counter.
    await bookToday(
      request,
      Array.from({ length: slot.available }, (_, index) => ({ ...newCustomer(`Online${index}`), slot: slot.start_time })),
    );
    await dialog.getByRole('button', { name: 'Book', exact: true }).click();
    await expect(dialog.getByText('This timeslot is no longer available.')).toBeVisible();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    expect(await placesLeft(request, slot.start_time)).toBe(0);
    await expect(card(page, customer.customer_name)).toHaveCount(0);
    // Shown once, in the dialog: not again on the list.
    await expect(page.getByText('This timeslot is no longer available.')).toHaveCount(0);
  });
});

test('the list is searched by name, phone or booking number', async ({ page, request }) => {
  const wanted = newCustomer('Devika');
  const other = newCustomer('Sameer');
  const [booked] = await bookLaterToday(request, [wanted, other]);
  await unlock(page, ANJALI);
  const search = page.getByRole('searchbox', { name: 'Search by name, phone or booking number' });
  for (const text of [wanted.customer_name.toLowerCase(), wanted.phone.slice(-6), booked?.booking_number ?? '']) {
    await search.fill(text);
    await expect(card(page, other.customer_name)).toHaveCount(0);
    await expect(card(page, wanted.customer_name)).toBeVisible();
  }
  await search.fill('nobody by this name');
  await expect(page.getByText('No appointment matches')).toBeVisible();
  await search.fill('');
  await expect(card(page, other.customer_name)).toBeVisible();
});
