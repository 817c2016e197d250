import type { OutboxResponse } from '@aurelia/contracts';
import type { APIRequestContext, Page } from '@playwright/test';
import { ANJALI, MANAGER, expectNoAxeViolations } from '@aurelia/e2e-support';
import { API, expect, expectTouchTargets, test, unlock } from './support';

let recipients = 0;
/** A recipient nobody else in the run has, so the outbox shows only this journey's mail. */
function newRecipient(first: string) {
  recipients += 1;
  const worker = process.env['TEST_WORKER_INDEX'] ?? '0';
  return { name: `${first} Khan`, email: `${first.toLowerCase()}-${worker}-${recipients}-${Date.now()}@example.com` };
}

async function openGiftCards(page: Page, member = ANJALI) {
  await unlock(page, member);
  await page.getByRole('navigation', { name: 'Kiosk' }).getByRole('link', { name: 'Gift cards' }).click();
  await expect(page.getByRole('heading', { name: 'Gift cards', level: 1 })).toBeVisible();
}

/** Fills the issue form for `amount` (one of the fixed amounts) to `recipient`. */
async function fillSale(page: Page, amount: string, recipient: { name: string; email: string }) {
  const form = page.getByRole('form', { name: 'Issue a gift card' });
  await form.getByRole('button', { name: amount, exact: true }).click();
  await form.getByLabel('Recipient’s name').fill(recipient.name);
  await form.getByLabel('Recipient’s email').fill(recipient.email);
  await form.getByLabel('Message (optional)').fill('Happy birthday!');
  return form;
}

/** Issues a card paid in cash and answers its code as shown once. */
async function issueInCash(page: Page, amount: string, recipient: { name: string; email: string }): Promise<string> {
  const form = await fillSale(page, amount, recipient);
  await form.getByLabel('Receipt number (optional)').fill('R-1042');
  await form.getByRole('button', { name: `Issue gift card of ${amount}` }).click();
  const code = page.getByTestId('issued-code');
  await expect(code).toHaveText(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/);
  return (await code.textContent()) ?? '';
}

async function mailTo(request: APIRequestContext, email: string) {
  const response = await request.get(`${API}/dev/outbox?to=${encodeURIComponent(email)}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as OutboxResponse).data;
}

test.describe('gift cards at the counter', () => {
  test('a card paid in cash is issued: its code is shown once and emailed, and nothing of it stays after a lock @portrait', async ({ page, request }) => {
    const recipient = newRecipient('Farah');
    await openGiftCards(page);
    const code = await issueInCash(page, '₹2,000', recipient);
    await expect(page.getByText(`It was also emailed to ${recipient.email}.`)).toBeVisible();
    const [mail] = await mailTo(request, recipient.email);
    expect(mail?.text).toContain(code);
    expect(mail?.subject).toBe('Aurelia Bandra sent you a gift card from Aurelia');

    await page.getByRole('button', { name: 'Lock' }).click();
    await unlock(page, ANJALI);
    await page.getByRole('link', { name: 'Gift cards' }).click();
    await expect(page.getByRole('form', { name: 'Issue a gift card' })).toBeVisible();
    await expect(page.getByText(code)).toHaveCount(0);
  });

  test('a card terminal sale needs the slip’s reference: refused by its field, nothing issued', async ({ page, request }) => {
    const recipient = newRecipient('Ira');
    await openGiftCards(page);
    const form = await fillSale(page, '₹5,000', recipient);
    await form.getByRole('radio', { name: /Card terminal/ }).click();
    await form.getByRole('button', { name: 'Issue gift card of ₹5,000' }).click();
    await expect(form.getByText('Enter the card terminal’s reference from the slip')).toBeVisible();
    expect(await mailTo(request, recipient.email)).toEqual([]);

    await form.getByLabel('Card terminal reference').fill('TID 55/0091');
    await form.getByRole('button', { name: 'Issue gift card of ₹5,000' }).click();
    await expect(page.getByRole('heading', { name: 'Gift card issued' })).toBeVisible();
  });

  test('an incomplete sale gets every field’s message in one answer, in words staff can act on', async ({ page }) => {
    await openGiftCards(page);
    const form = page.getByRole('form', { name: 'Issue a gift card' });
    await form.getByRole('radio', { name: /Card terminal/ }).click();
    await form.getByRole('button', { name: 'Issue gift card' }).click();
    await expect(form.getByText('Please check the highlighted fields.')).toBeVisible();
    await expect(form.getByLabel('Amount in rupees')).toHaveAccessibleDescription(/Enter an amount in rupees\./);
    await expect(form.getByLabel('Recipient’s name')).toHaveAccessibleDescription(/Enter the recipient’s name/);
    await expect(form.getByLabel('Recipient’s email')).toHaveAccessibleDescription(/Enter the recipient’s email address/);
    await expect(form.getByText('Enter the card terminal’s reference from the slip')).toBeVisible();
    await expect(form).not.toContainText('The given data was invalid.');

    await form.getByLabel('Amount in rupees').fill('123');
    await form.getByLabel('Recipient’s name').fill('Noor Khan');
    await form.getByLabel('Recipient’s email').fill('noor@');
    await form.getByLabel('Card terminal reference').fill('TID 55/0092');
    await form.getByRole('button', { name: 'Issue gift card of ₹123' }).click();
    await expect(form.getByLabel('Amount in rupees')).toHaveAccessibleDescription(/The smallest gift card is ₹500\./);
    await expect(form.getByLabel('Recipient’s email')).toHaveAccessibleDescription(/Enter the recipient’s email address/);
  });

  test('a balance check shows the card masked with its history; part of it is redeemed, and more than is left is refused', async ({ page }) => {
    const recipient = newRecipient('Zoya');
    await openGiftCards(page);
    const code = await issueInCash(page, '₹2,000', recipient);
    await page.getByRole('button', { name: 'Done' }).click();

    await page.getByRole('tab', { name: 'Balance and redeem' }).click();
    await page.getByLabel('Gift card code').fill(code.toLowerCase());
    await page.getByRole('button', { name: 'Check balance' }).click();
    const cardPanel = page.getByRole('region', { name: /^Gift card/ });
    await expect(cardPanel.getByRole('heading', { name: `Gift card ••••-••••-••••-${code.slice(-4)}` })).toBeVisible();
    await expect(page.getByText(code)).toHaveCount(0);
    await expect(cardPanel.getByRole('table')).toContainText('Paid in cash, R-1042');

    await cardPanel.getByLabel('Amount in rupees').fill('750');
    await cardPanel.getByLabel('Bill reference').fill('BILL-2026-0042');
    await cardPanel.getByRole('button', { name: 'Redeem' }).click();
    await expect(cardPanel.getByText('₹750 redeemed for BILL-2026-0042. ₹1,250 left on the card.')).toBeVisible();
    await expect(cardPanel.getByRole('row').filter({ hasText: 'BILL-2026-0042' })).toContainText(`Redeemed₹750₹1,250BILL-2026-0042${ANJALI.name}, Aurelia Bandra`);

    await cardPanel.getByLabel('Amount in rupees').fill('2000');
    await cardPanel.getByLabel('Bill reference').fill('BILL-2026-0043');
    await cardPanel.getByRole('button', { name: 'Redeem' }).click();
    await expect(cardPanel.getByText('This gift card has ₹1,250 left: redeem that much or less.')).toBeVisible();

    await cardPanel.getByRole('button', { name: 'Next customer' }).click();
    await expect(page.getByLabel('Gift card code')).toHaveValue('');
    await expect(page.getByText('₹1,250')).toHaveCount(0);
  });

  test('amounts are whole rupees: ₹1,550 is refused by the shop, ₹2,500.50 by its field, ₹2,500 is issued and ₹250 redeemed', async ({ page }) => {
    const recipient = newRecipient('Meher');
    await openGiftCards(page);
    const form = page.getByRole('form', { name: 'Issue a gift card' });
    const amount = form.getByLabel('Amount in rupees');
    await amount.pressSequentially('1550');
    await expect(amount).toHaveValue('1550');
    await form.getByLabel('Recipient’s name').fill(recipient.name);
    await form.getByLabel('Recipient’s email').fill(recipient.email);
    await form.getByRole('button', { name: 'Issue gift card of ₹1,550' }).click();
    await expect(form.getByText('Choose an amount in steps of ₹100.')).toBeVisible();

    await amount.fill('2500.50');
    await form.getByRole('button', { name: /^Issue gift card/ }).click();
    await expect(form.getByText('Enter the amount in whole rupees, with digits only (as 1500).')).toBeVisible();
    await expect(amount).toBeFocused();

    await amount.fill('2500');
    await form.getByRole('button', { name: 'Issue gift card of ₹2,500' }).click();
    const code = (await page.getByTestId('issued-code').textContent()) ?? '';
    await page.getByRole('button', { name: 'Done' }).click();

    await page.getByRole('tab', { name: 'Balance and redeem' }).click();
    await page.getByLabel('Gift card code').fill(code);
    await page.getByRole('button', { name: 'Check balance' }).click();
    const cardPanel = page.getByRole('region', { name: /^Gift card/ });
    await expect(cardPanel.getByText('Value when issued')).toBeVisible();
    await expect(cardPanel.getByRole('definition').first()).toHaveText('₹2,500');
    await cardPanel.getByLabel('Amount in rupees').pressSequentially('250');
    await cardPanel.getByLabel('Bill reference').fill('BILL-2026-0077');
    await cardPanel.getByRole('button', { name: 'Redeem' }).click();
    await expect(cardPanel.getByText('₹250 redeemed for BILL-2026-0077. ₹2,250 left on the card.')).toBeVisible();
  });

  test('a sale whose answer the network lost stays through a lock; another staff member settles it with the same key, one card issued', async ({ page, context, request }) => {
    const recipient = newRecipient('Nadia');
    await openGiftCards(page);

    // The network drops after the shop has issued the card but before its answer arrives: the worst case.
    const keys: string[] = [];
    await page.route('**/api/v1/staff/giftcards', async (route) => {
      keys.push((await route.request().headerValue('idempotency-key')) ?? '');
      if (keys.length > 1) return route.fallback();
      await route.fetch();
      await context.setOffline(true);
      return route.abort('internetdisconnected');
    });
    const form = await fillSale(page, '₹5,000', recipient);
    await form.getByLabel('Receipt number (optional)').fill('R-2077');
    await form.getByRole('button', { name: 'Issue gift card of ₹5,000' }).click();
    const unconfirmed = page.getByRole('region', { name: 'Gift card sale not confirmed' });
    await expect(unconfirmed).toContainText(`A gift card of ₹5,000, paid by cash (R-2077), taken by ${ANJALI.name}.`);

    // Switching tabs does not lose it.
    await page.getByRole('tab', { name: 'Balance and redeem' }).click();
    await page.getByRole('tab', { name: 'Issue a card' }).click();
    await expect(unconfirmed).toBeVisible();

    await page.getByRole('button', { name: 'Lock' }).click();
    await expect(page.getByText('Touch your name to unlock.')).toBeVisible();
    const locked = await page.locator('body').innerText();
    for (const trace of [recipient.name, recipient.email, '5,000']) expect(locked).not.toContain(trace);

    await context.setOffline(false);
    // Another staff member (not Vikram: the access journey locks him out for 15 minutes).
    await unlock(page, MANAGER);
    await page.getByRole('link', { name: 'Settle it in Gift cards' }).click();
    await expect(unconfirmed).toBeVisible();
    await expect(unconfirmed).not.toContainText(recipient.name);
    await unconfirmed.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByText('This sale was already issued')).toBeVisible();

    expect(keys, 'the sale was sent again, with the same Idempotency-Key').toHaveLength(2);
    expect(new Set(keys).size).toBe(1);
    expect(await mailTo(request, recipient.email), 'one card, one mail').toHaveLength(1);
    await page.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByRole('form', { name: 'Issue a gift card' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Settle it in Gift cards' })).toHaveCount(0);
  });

  test('a wrong code gets one answer that tells nothing about other cards', async ({ page }) => {
    await openGiftCards(page);
    await page.getByRole('tab', { name: 'Balance and redeem' }).click();
    await page.getByLabel('Gift card code').fill('3467-9ACD-EFGH-JKMN');
    await page.getByRole('button', { name: 'Check balance' }).click();
    await expect(page.getByText('No active gift card has this code. Check it and try again.')).toBeVisible();
  });

  test('the gift card screens: no axe violations, every target at least 48 px @portrait', async ({ page }) => {
    await openGiftCards(page);
    await expectNoAxeViolations(page);
    await expectTouchTargets(page);
    const code = await issueInCash(page, '₹1,000', newRecipient('Asha'));
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('tab', { name: 'Balance and redeem' }).click();
    await page.getByLabel('Gift card code').fill(code);
    await page.getByRole('button', { name: 'Check balance' }).click();
    await expect(page.getByRole('button', { name: 'Redeem' })).toBeVisible();
    await expectNoAxeViolations(page);
    await expectTouchTargets(page);
  });
});
