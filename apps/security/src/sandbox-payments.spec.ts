import { expect, test, type APIRequestContext } from '@playwright/test';
import { API, API_ORIGIN, STOREFRONT } from './servers';

let accounts = 0;

/** A new shopper of this file, from an address of its own (sign-ups are capped per address). */
async function newShopper(request: APIRequestContext): Promise<string> {
  accounts += 1;
  const email = `sandbox-pay-${Date.now()}-${accounts}@aurelia.test`;
  const password = 'Sapphire#2026';
  const registered = await request.post(`${API}/auth/register`, {
    headers: { 'x-forwarded-for': `203.0.113.${(accounts % 254) + 1}` },
    data: { name: 'Meera Iyer', email, phone: '9845012345', phone_country_code: 'IN', phone_country_number: '91', password, password_confirmation: password },
  });
  expect(registered.status(), await registered.text()).toBe(200);
  return ((await registered.json()) as { access_token: string }).access_token;
}

/** A gift card of ₹7,300 bought by a new shopper: the sandbox attempt waiting for its payer. */
async function pendingPayment(request: APIRequestContext) {
  const token = await newShopper(request);
  const bought = await request.post(`${API}/giftcards/checkout`, {
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': `sandbox-pay-${Date.now()}-${accounts}` },
    data: { design: 'gold', amount: 7300, recipient_name: 'Farah Khan', recipient_email: `farah-${Date.now()}@example.com`, message: null, payment_method: 'card' },
  });
  expect(bought.status(), await bought.text()).toBe(201);
  const { payment } = ((await bought.json()) as { data: { payment: { id: string; pay_url: string } } }).data;
  return { token, paymentId: payment.id, payUrl: payment.pay_url };
}

async function statusOf(request: APIRequestContext, token: string, paymentId: string): Promise<string> {
  const answer = await request.get(`${API}/payments/${paymentId}`, { headers: { authorization: `Bearer ${token}` } });
  return ((await answer.json()) as { data: { status: string } }).data.status;
}

const AMOUNT = /7,300/;

test.describe('the sandbox payment page', () => {
  test('a stranger who knows the payment id can neither see nor approve it (403), on the API or through the storefront', async ({ request }) => {
    const { token, paymentId } = await pendingPayment(request);
    const stranger = await newShopper(request);
    for (const origin of [API_ORIGIN, STOREFRONT]) {
      const shown = await request.get(`${origin}/sandbox-pay/${paymentId}`);
      expect(shown.status(), origin).toBe(403);
      expect(await shown.text()).not.toMatch(AMOUNT);
      for (const outcome of ['approve', 'decline']) {
        const answered = await request.post(`${origin}/sandbox-pay/${paymentId}/${outcome}`, { form: {}, maxRedirects: 0 });
        expect(answered.status(), `${origin} ${outcome}`).toBe(403);
      }
      const asAnotherShopper = await request.post(`${origin}/sandbox-pay/${paymentId}/approve`, {
        headers: { authorization: `Bearer ${stranger}` },
        form: {},
        maxRedirects: 0,
      });
      expect(asAnotherShopper.status()).toBe(403);
    }
    expect(await statusOf(request, token, paymentId)).toBe('pending');
  });

  test('a pay link with a forged signature, or one signed for another payment, is refused (403)', async ({ request }) => {
    const { token, paymentId, payUrl } = await pendingPayment(request);
    const other = await pendingPayment(request);
    const query = new URLSearchParams(payUrl.split('?')[1] ?? '');
    query.set('sig', 'f'.repeat(64));
    const forged = [`/sandbox-pay/${paymentId}?${query.toString()}`, `/sandbox-pay/${paymentId}?${other.payUrl.split('?')[1] ?? ''}`];
    for (const link of forged) {
      const [path, search] = link.split('?');
      expect((await request.get(`${STOREFRONT}${link}`)).status(), link).toBe(403);
      expect((await request.post(`${STOREFRONT}${path}/approve?${search}`, { form: {}, maxRedirects: 0 })).status(), link).toBe(403);
    }
    expect(await statusOf(request, token, paymentId)).toBe('pending');
  });

  test('the payer’s browser approves through the link the checkout returned, and the link is then spent (410)', async ({ page, request }) => {
    const { token, paymentId, payUrl } = await pendingPayment(request);
    await page.goto(`${STOREFRONT}${payUrl}`);
    await expect(page.getByText(AMOUNT).first()).toBeVisible();
    await page.getByRole('button', { name: 'Approve payment' }).click();
    // Back to the gift card's outcome page (by way of sign-in: this browser holds no session of the shopper's).
    await expect(page).toHaveURL(new RegExp(`giftcards(/|%2F)checkout(\\?|%3F)payment(=|%3D)${paymentId}`));
    await expect.poll(() => statusOf(request, token, paymentId)).toBe('paid');

    const again = await request.get(`${STOREFRONT}${payUrl}`);
    expect(again.status()).toBe(410);
    const html = await again.text();
    expect(html).toContain('This payment link has been used');
    expect(html).not.toMatch(AMOUNT);
  });
});
