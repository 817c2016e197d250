import type { APIRequestContext } from '@playwright/test';
import { expectNoAxeViolations, signInOnStorefront } from '@aurelia/e2e-support';
import { addToBag, API, chooseBandraPickup, expect, findProduct, newShopper, onSandbox, rupees, test } from './support';

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
    const buyer = await newShopper(request, 'e2e-gift');
    const recipient = `e2e-gift-to-${Date.now()}@aurelia.test`;
    await signInOnStorefront(page, buyer, '/giftcards');
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
    // UPI is the first choice here too, as at checkout.
    await expect(page.getByRole('radio', { name: 'UPI' })).toBeChecked();
    await page.getByRole('button', { name: 'Pay ₹1,500' }).click();
    await expect(page.locator('dt', { hasText: 'Method' }).locator('+ dd')).toHaveText('UPI');
    await onSandbox(page, 'Approve');
    await expect(page).toHaveURL(/\/giftcards\/checkout\?payment=/);
    await expect(page.getByText('Thank you: your gift card is paid')).toBeVisible();

    const code = await mailedCode(request, recipient);
    await page.getByRole('link', { name: 'Your gift cards' }).click();
    await expect(page.getByRole('list', { name: 'Cards you bought' })).toContainText(code.slice(-4));
    await page.getByLabel('Gift card code').fill(code.toLowerCase());
    await page.getByRole('button', { name: 'Check balance' }).click();
    await expect(page.getByText(/^₹1,500(\.00)? left$/)).toBeVisible();
  });

  test('choices made before the page has hydrated are what it acts on once it has started', async ({ page, request }) => {
    const buyer = await newShopper(request, 'e2e-gift');
    await signInOnStorefront(page, buyer, '/giftcards');
    // On the server's HTML, as a shopper on a slow phone would choose: the page's modules have run, hydration starts in
    // the next task. React hydrates each radio as the shopper left it, while its state keeps the server's choice.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        for (const [name, value] of [['amount_choice', 'custom'], ['payment_method', 'wallet']]) {
          document.querySelector<HTMLInputElement>(`input[name="${name}"][value="${value}"]`)?.click();
        }
      });
    });
    await page.goto('/giftcards/checkout');
    await expect(page.getByRole('radio', { name: 'Another amount' })).toBeChecked();
    // The field the choice of another amount shows.
    const amount = page.getByRole('textbox', { name: /Amount in rupees/ });
    await expect(amount).toBeVisible();
    await amount.fill('1500');
    await page.getByLabel('Recipient’s name').fill('Kavya Rao');
    await page.getByLabel('Recipient’s email').fill(`e2e-gift-to-${Date.now()}@aurelia.test`);
    await page.getByRole('button', { name: 'Pay ₹1,500' }).click();
    await expect(page.locator('dt', { hasText: 'Method' }).locator('+ dd')).toHaveText('Wallet');
  });

  test('buy a ₹25,000 card, then redeem part of it: the card pays the whole order and keeps the rest', async ({ page, request }) => {
    test.slow();
    const shopper = await newShopper(request, 'e2e-gift-redeem');
    await signInOnStorefront(page, shopper, '/giftcards/checkout');
    await page.getByRole('radio', { name: 'Plum' }).click();
    await page.getByRole('radio', { name: rupees(25_000) }).click();
    await page.getByLabel('Recipient’s name').fill('Meera Iyer');
    await page.getByLabel('Recipient’s email').fill(shopper.email);
    await page.getByRole('button', { name: /^Pay/ }).click();
    await onSandbox(page, 'Approve');
    await expect(page.getByText('Thank you: your gift card is paid')).toBeVisible();
    const code = await mailedCode(request, shopper.email);

    const product = await findProduct(request, (p) => p.stock > 3 && !p.is_preorderable && p.price > 0 && p.price < 25_000);
    await addToBag(request, shopper.token, product);
    await page.goto('/checkout');
    await chooseBandraPickup(page);
    await page.getByRole('textbox', { name: /Gift card code/ }).fill(code.toLowerCase());
    await page.getByRole('button', { name: 'Apply gift card' }).click();
    const summary = page.getByRole('region', { name: 'Your order' });
    await expect(summary.getByText(`Gift card ••••${code.slice(-4)}`)).toBeVisible();
    await expect(summary.getByText(`${rupees(25_000 - product.price)} stays on the card`)).toBeVisible();
    await expect(summary.getByText('Left to pay')).toBeVisible();
    await expect(summary.locator('.au-order-summary__total dd')).toHaveText(rupees(0));
    await expectNoAxeViolations(page);
    // Nothing is left to pay: the order is confirmed and paid at once, without the provider.
    await page.getByRole('button', { name: 'Place order', exact: true }).click();

    await expect(page).toHaveURL(/\/checkout\/success\?order=/);
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
    await expect(page.getByText(/We have received your payment/)).toBeVisible();
    await expect(page.getByText('Paid by gift card')).toBeVisible();

    await page.goto('/giftcards');
    await page.getByLabel('Gift card code').fill(code);
    await page.getByRole('button', { name: 'Check balance' }).click();
    await expect(page.getByText(`${rupees(25_000 - product.price)} left`)).toBeVisible();
  });
});
