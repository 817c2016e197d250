import type { Locator, Page } from '@playwright/test';
import { ANJALI, MANAGER, STORE } from '@aurelia/e2e-support';
import { bookLaterToday, bookToday, card, expect, freeSlots, moreButton, newCustomer, slotWithRoom, test } from './support';

/** Presses Tab (or Shift+Tab, `back`) until `target` has focus, as a keyboard user would; fails after `most` presses. */
async function tabTo(page: Page, target: Locator, { most = 40, back = false } = {}) {
  for (let presses = 0; presses < most; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused();
}

/**
 * Moves through a radio group with its arrow key until `target` is focused, and chooses it (an arrow key chooses
 * as it moves; Space chooses the radio Tab landed on); fails after `most` presses.
 */
async function arrowTo(page: Page, target: Locator, { most = 30, key = 'ArrowDown' } = {}) {
  for (let presses = 0; presses < most; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) break;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
  if (!(await target.isChecked())) await page.keyboard.press('Space');
  await expect(target).toBeChecked();
}

/**
 * Opens the "Move" dialog of the customer's row by keyboard: Tab to the row's "More" button, Enter opens its menu
 * with focus on the first entry, the arrow keys reach "Move", Enter chooses it.
 */
async function moveByKeyboard(page: Page, customerName: string) {
  await tabTo(page, moreButton(page, customerName), { most: 120 });
  await page.keyboard.press('Enter');
  const move = page.getByRole('menu', { name: `More for ${customerName}` }).getByRole('menuitem', { name: 'Move' });
  for (let presses = 0; presses < 3 && !(await move.evaluate((element) => element === document.activeElement)); presses += 1) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(move).toBeFocused();
  await page.keyboard.press('Enter');
}

/** Types on the keyboard's number keys, one key at a time. */
async function typeDigits(page: Page, digits: string) {
  for (const digit of digits) await page.keyboard.press(digit);
}

/** Unlocks as `member` with the keyboard alone: Tab to the name, Enter, the PIN's number keys, Enter. */
async function unlockByKeyboard(page: Page, member: { name: string; pin: string }) {
  await tabTo(page, page.getByRole('button', { name: member.name, exact: true }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('group', { name: 'PIN' })).toBeFocused();
  await typeDigits(page, member.pin);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Appointments', level: 1 })).toBeFocused();
}

test.describe('the kiosk by keyboard alone', () => {
  test('the PIN pad takes the number keys, keeps focus on the screen and counts the digits without saying them @portrait', async ({ page }) => {
    // Arriving with nothing focused, the lock screen's heading takes focus: the next Tab reaches the names.
    const staffHeading = page.getByRole('heading', { name: STORE.name, level: 1 });
    await expect(staffHeading).toBeFocused();
    await tabTo(page, page.getByRole('button', { name: ANJALI.name, exact: true }));
    await page.keyboard.press('Enter');

    const pad = page.getByRole('group', { name: 'PIN' });
    const counted = page.getByRole('region', { name: `Hello, ${ANJALI.name}` }).getByRole('status');
    await expect(pad).toBeFocused();
    await expect(counted).toHaveText('');

    await typeDigits(page, '975');
    await expect(counted).toHaveText('3 of 6 digits entered');
    await page.keyboard.press('Backspace');
    await expect(counted).toHaveText('2 of 6 digits entered');
    await expect(pad).toBeFocused();

    // The on-screen keys by keyboard: the sixth digit disables the digit keys, and focus goes on to Unlock.
    await page.keyboard.press('Tab');
    const one = pad.getByRole('button', { name: '1', exact: true });
    await expect(one).toBeFocused();
    for (let press = 0; press < 4; press += 1) await page.keyboard.press('Enter');
    await expect(counted).toHaveText('6 of 6 digits entered');
    await expect(pad.getByRole('button', { name: 'Unlock' })).toBeFocused();

    // A wrong PIN: focus on the error, which is announced; the count is not repeated beside it.
    await page.keyboard.press('Enter');
    const error = page.getByRole('alert');
    await expect(error).toHaveText(/^That PIN is not right\. \d tries? left before a lock-out\.$/);
    await expect(error).toBeFocused();
    await expect(counted).toHaveText('');

    // Typing again clears the error and brings focus back to the pad.
    await typeDigits(page, '13');
    await expect(error).toHaveCount(0);
    await expect(pad).toBeFocused();
    await expect(counted).toHaveText('2 of 6 digits entered');

    // Delete on screen until the pad is empty: Delete is disabled then, and focus returns to the pad.
    const remove = pad.getByRole('button', { name: 'Delete' });
    await tabTo(page, remove, { most: 12 });
    await page.keyboard.press('Enter');
    await expect(remove).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(counted).toHaveText('0 of 6 digits entered');
    await expect(pad).toBeFocused();

    // The live region never holds a digit of the PIN, only the count.
    expect(await counted.textContent()).not.toMatch(/[1-57-9]/);

    // "Not Anjali?" goes back to the names with focus on hers.
    await tabTo(page, page.getByRole('button', { name: /^Not Anjali\?/ }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: ANJALI.name, exact: true })).toBeFocused();

    // The right PIN: the appointments screen's heading takes focus.
    await page.keyboard.press('Enter');
    await expect(pad).toBeFocused();
    await typeDigits(page, ANJALI.pin);
    await expect(counted).toHaveText(`${ANJALI.pin.length} of 6 digits entered`);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Appointments', level: 1 })).toBeFocused();

    // Locking by keyboard: back from the heading to the header's Lock (forward, it lies past every appointment the
    // day's journeys booked), then the lock screen's heading has focus again.
    await tabTo(page, page.getByRole('button', { name: 'Lock' }), { back: true });
    await page.keyboard.press('Enter');
    await expect(staffHeading).toBeFocused();
  });

  test('a customer is checked in and completed with the keyboard alone, focus following the appointment @portrait', async ({ page, request }) => {
    const customer = newCustomer('Ishita');
    await bookLaterToday(request, [customer]);
    await unlockByKeyboard(page, ANJALI);

    await tabTo(page, page.getByRole('searchbox', { name: 'Search by name, phone or booking number' }));
    await page.keyboard.type(customer.customer_name);
    const item = card(page, customer.customer_name);
    await expect(page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) })).toHaveCount(1);

    await tabTo(page, item.getByRole('button', { name: 'Check in' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: `Checked in: ${customer.customer_name}` })).toBeVisible();
    // What the check-in produced is the next step for the same customer.
    await expect(item.getByRole('button', { name: 'Complete' })).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(item).toContainText(`Completed by ${ANJALI.name}`);
    // No action is left on the row: its name holds focus, so the next Tab goes on from this customer.
    await expect(item.getByRole('heading', { name: customer.customer_name })).toBeFocused();
  });

  test('an appointment is moved with the keyboard alone: focus follows it to its new time, or to the heading when it leaves the day', async ({ page, request }) => {
    const stays = newCustomer('Rohan');
    const leaves = newCustomer('Sara');
    // The latest slot with room for both, and another that has a place left: earlier journeys fill the day.
    const from = await slotWithRoom(request, 2);
    const to = (await freeSlots(request)).reverse().find((slot) => slot.id !== from.id && slot.available >= 1);
    if (!to) throw new Error('No other slot today with a free place');
    await bookToday(request, [stays, leaves].map((customer) => ({ ...customer, slot: from.start_time })));
    await unlockByKeyboard(page, ANJALI);

    // To another time of the day: the row takes its new place in the queue, and its name takes focus.
    const moved = card(page, stays.customer_name);
    await moveByKeyboard(page, stays.customer_name);
    const dialog = page.getByRole('dialog', { name: `Move ${stays.customer_name}` });
    await expect(dialog).toBeVisible();
    await tabTo(page, dialog.getByRole('radio', { name: 'Today' }));
    // The day's times load after the dialog opens: until they are there, Tab would pass the list by.
    const target = dialog.getByRole('radio', { name: new RegExp(`^${to.start_time} to`) });
    await expect(target).toBeVisible();
    await page.keyboard.press('Tab');
    await arrowTo(page, target);
    await tabTo(page, dialog.getByRole('button', { name: 'Move here' }));
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(moved).toContainText(`${to.start_time} to ${to.end_time}`);
    await expect(moved.getByRole('heading', { name: stays.customer_name })).toBeFocused();

    // To tomorrow: the card leaves today's list, and the screen's heading takes focus.
    const leaving = card(page, leaves.customer_name);
    await moveByKeyboard(page, leaves.customer_name);
    const second = page.getByRole('dialog', { name: `Move ${leaves.customer_name}` });
    await tabTo(page, second.getByRole('radio', { name: 'Today' }));
    await arrowTo(page, second.getByRole('radio', { name: 'Tomorrow' }), { key: 'ArrowRight' });
    const firstTime = second.getByRole('radio', { name: / to / }).first();
    await expect(firstTime).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(firstTime).toBeFocused();
    await page.keyboard.press('Space');
    await expect(firstTime).toBeChecked();
    await tabTo(page, second.getByRole('button', { name: 'Move here' }));
    await page.keyboard.press('Enter');
    await expect(second).toBeHidden();
    await expect(leaving).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Appointments', level: 1 })).toBeFocused();
  });

  test('a gift card is issued, found and partly redeemed with the keyboard alone, focus on each outcome', async ({ page }) => {
    // A few hundred key presses, each awaited: longer than a journey by touch.
    test.slow();
    await unlockByKeyboard(page, ANJALI);
    // Back from the heading: forward, the navigation lies past every appointment the day's journeys booked.
    await tabTo(page, page.getByRole('navigation', { name: 'Kiosk' }).getByRole('link', { name: 'Gift cards' }), { back: true });
    await page.keyboard.press('Enter');
    const form = page.getByRole('form', { name: 'Issue a gift card' });

    await tabTo(page, form.getByRole('button', { name: '₹2,000', exact: true }));
    await page.keyboard.press('Enter');
    await tabTo(page, form.getByLabel('Recipient’s name'));
    await page.keyboard.type('Zoya Khan');
    await page.keyboard.press('Tab');
    await page.keyboard.type(`zoya-${Date.now()}@example.com`);
    await tabTo(page, form.getByRole('button', { name: 'Issue gift card of ₹2,000' }));
    await page.keyboard.press('Enter');
    // The form left with its busy button: the outcome's heading has focus, the code is next.
    await expect(page.getByRole('heading', { name: 'Gift card issued' })).toBeFocused();
    const code = (await page.getByTestId('issued-code').textContent()) ?? '';

    await tabTo(page, page.getByRole('button', { name: 'Done' }));
    await page.keyboard.press('Enter');
    await expect(form).toBeFocused();

    // The tabs by their arrow keys, then the code the customer shows.
    await tabTo(page, page.getByRole('tab', { name: 'Issue a card' }), { most: 60 });
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Balance and redeem' })).toBeFocused();
    const codeField = page.getByLabel('Gift card code');
    await tabTo(page, codeField);
    await page.keyboard.type('ABCD-EFGH-JKMN-PQRS');
    await page.keyboard.press('Enter');
    const refusal = page.getByRole('form', { name: 'Check a gift card' }).getByRole('alert');
    await expect(refusal).toBeVisible();
    await expect(refusal).toBeFocused();

    await tabTo(page, codeField);
    await page.keyboard.press('Control+A');
    await page.keyboard.type(code);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: /^Gift card / })).toBeFocused();

    await tabTo(page, page.getByLabel('Amount in rupees'));
    await page.keyboard.type('500');
    await page.keyboard.press('Tab');
    await page.keyboard.type('BILL-77');
    await page.keyboard.press('Enter');
    const done = page.getByRole('status').filter({ hasText: 'redeemed for BILL-77' });
    await expect(done).toHaveText('₹500 redeemed for BILL-77. ₹1,500 left on the card.');
    await expect(done).toBeFocused();

    await tabTo(page, page.getByRole('button', { name: 'Next customer' }), { most: 60 });
    await page.keyboard.press('Enter');
    await expect(codeField).toBeFocused();
  });
});

test.describe('setting up by keyboard', () => {
  test.use({ registered: false });

  test('a refused set-up focuses its error; a done one lands on the lock screen with its heading focused', async ({ page }) => {
    await page.goto('/setup');
    const heading = page.getByRole('heading', { name: 'Set up this kiosk', level: 1 });
    await expect(heading).toBeVisible();
    await tabTo(page, page.getByLabel('Manager email'));
    await page.keyboard.type(MANAGER.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type('not the password');
    // The store picker by its keys: open, first store down the list, choose.
    await tabTo(page, page.getByRole('combobox', { name: 'Store' }));
    await page.keyboard.press('Enter');
    await page.getByRole('option', { name: new RegExp(`^${STORE.name},`) }).press('Enter');
    await tabTo(page, page.getByRole('button', { name: 'Set up kiosk' }));
    await page.keyboard.press('Enter');
    const error = page.getByRole('alert');
    await expect(error).toBeVisible();
    await expect(error).toBeFocused();

    await tabTo(page, page.getByRole('textbox', { name: 'Password' }));
    await page.keyboard.press('Control+A');
    await page.keyboard.type(MANAGER.password);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: STORE.name, level: 1 })).toBeFocused();
  });
});
