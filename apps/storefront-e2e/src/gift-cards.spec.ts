import type { APIRequestContext } from '@playwright/test';
import { API, expect, expectNoAxeViolations, test } from './support';

/** A new customer, so the journey's cards are its own. */
async function newAccount(request: APIRequestContext) {
  const email = `e2e-gift-${Date.now()}@aurelia.test`;
  const password = 'Sapphire#2026';
  const response = await request.post(`${API}/auth/register`, {
    data: { name: 'Meera Iyer', email, phone: '9845012345', phone_country_code: 'IN', phone_country_number: '91', password, password_confirmation: password },
  });
  expect(response.status(), await response.text()).toBe(200);
  return { email, password };
}

/** The gift card code mailed to `email` (development outbox). */
async function mailedCode(request: APIRequestContext, email: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`${API}/dev/outbox?to=${encodeURIComponent(email)}`);
      code = /code: ([0-9A-Z-]{19})/.exec(await response.text())?.[1];
      return code;
    })
    .toBeTruthy();
  return code as string;
}

test.describe('gift cards', () => {
  test('buy a card through the sandbox provider, then check its balance with the mailed code', async ({ page, request }) => {
    test.slow();
    const buyer = await newAccount(request);
    const recipient = `e2e-gift-to-${Date.now()}@aurelia.test`;
    await page.goto('/auth/login?redirect=%2Fgiftcards');
    await page.getByLabel('Email').fill(buyer.email);
    await page.locator('input[name="password"]').fill(buyer.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/giftcards$/);
    await expect(page.getByText('You have not bought a gift card yet.')).toBeVisible();
    await page.getByRole('link', { name: 'Buy a gift card' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Buy a gift card' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('radio', { name: 'Gold' }).click();
    await page.getByRole('radio', { name: 'Another amount' }).click();
    await page.getByRole('textbox', { name: /Amount in rupees/ }).fill('550');
    await page.getByLabel('Recipient’s name').fill('Kavya Rao');
    await page.getByLabel('Recipient’s email').fill(recipient);
    await page.getByLabel('Message').fill('Happy birthday!');
    await page.getByRole('button', { name: /^Pay/ }).click();
    await expect(page.getByText('Choose an amount in steps of ₹100.')).toBeVisible();

    await page.getByRole('textbox', { name: /Amount in rupees/ }).fill('1500');
    await page.getByRole('button', { name: 'Pay ₹1,500' }).click();
    await expect(page).toHaveURL(/\/sandbox-pay\//);
    await page.getByRole('button', { name: 'Approve payment' }).click();
    await expect(page).toHaveURL(/\/giftcards\/checkout\?payment=/);
    await expect(page.getByText('Thank you: your gift card is paid')).toBeVisible();

    const code = await mailedCode(request, recipient);
    await page.getByRole('link', { name: 'Your gift cards' }).click();
    await expect(page.getByRole('list', { name: 'Cards you bought' })).toContainText(code.slice(-4));
    await page.getByLabel('Gift card code').fill(code.toLowerCase());
    await page.getByRole('button', { name: 'Check balance' }).click();
    await expect(page.getByText(/^₹1,500(\.00)? left$/)).toBeVisible();
  });
});
