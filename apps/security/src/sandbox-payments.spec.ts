import { readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ANJALI, MANAGER, STORE, signInToApi, unlockKioskThroughApi } from '@aurelia/e2e-support';
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
  const recipient = `farah-${Date.now()}-${accounts}@example.com`;
  const bought = await request.post(`${API}/giftcards/checkout`, {
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': `sandbox-pay-${Date.now()}-${accounts}` },
    data: { design: 'gold', amount: 7300, recipient_name: 'Farah Khan', recipient_email: recipient, message: null, payment_method: 'card' },
  });
  expect(bought.status(), await bought.text()).toBe(201);
  const { payment } = ((await bought.json()) as { data: { payment: { id: string; pay_url: string } } }).data;
  return { token, recipient, paymentId: payment.id, payUrl: payment.pay_url };
}

/**
 * The gift card code mailed to `recipient`, as its owner reads it: without SMTP_URL the API writes each message as
 * an `.eml` file under the suite's temporary `aurelia-e2e-*` data folder (tools/e2e/start-api.mjs).
 */
async function codeMailedTo(recipient: string): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        for (const folder of (await readdir(tmpdir())).filter((name) => name.startsWith('aurelia-e2e-'))) {
          const dir = join(tmpdir(), folder, 'mail');
          for (const name of (await readdir(dir).catch(() => [] as string[])).filter((file) => file.includes(`-${recipient}-`))) {
            // Quoted-printable soft line breaks may split the code.
            const text = (await readFile(join(dir, name), 'utf8')).replace(/=\r?\n/g, '');
            code = /code: ([0-9A-Z]{4}(?:-[0-9A-Z]{4}){3})/.exec(text)?.[1] ?? code;
          }
        }
        return code;
      },
      { message: `the gift card code mailed to ${recipient}`, timeout: 15_000 },
    )
    .not.toBe('');
  return code;
}

/**
 * A PIN session of Anjali Nair (seeded, Bandra) on a kiosk of this file's own, the counter opened by the
 * manager so that a run at any hour reaches it.
 */
async function counterSession(request: APIRequestContext): Promise<Record<string, string>> {
  const managerToken = await signInToApi(request, API, MANAGER);
  const registered = await request.post(`${API}/kiosk/devices`, {
    headers: { authorization: `Bearer ${managerToken}` },
    data: { password: MANAGER.password, store: STORE.slug, name: 'Sandbox card check' },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const device = { 'x-kiosk-device': ((await registered.json()) as { data: { device_token: string } }).data.device_token };
  const opened = await request.post(`${API}/kiosk/hours-override`, {
    headers: device,
    data: { manager_email: MANAGER.email, password: MANAGER.password, reason: 'Security suite' },
  });
  expect(opened.status(), await opened.text()).toBe(201);
  return unlockKioskThroughApi(request, API, device, ANJALI);
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

test.describe('a gift card paid in the payment sandbox', () => {
  test('is not money at a store’s counter: redeeming it is refused (409) with the reason, and its balance stays', async ({ request }) => {
    const { recipient, payUrl } = await pendingPayment(request);
    const [path, search] = payUrl.split('?');
    const approved = await request.post(`${API_ORIGIN}${path}/approve?${search}`, { form: {}, maxRedirects: 0 });
    expect(approved.status()).toBe(303);
    const code = await codeMailedTo(recipient);

    const counter = await counterSession(request);
    const found = await request.post(`${API}/staff/giftcards/lookup`, { headers: counter, data: { code } });
    expect(found.status(), await found.text()).toBe(200);
    expect(((await found.json()) as { data: unknown }).data).toMatchObject({ balance: 7300, paid_in_sandbox: true, demonstration_shop: false });

    const redeemed = await request.post(`${API}/staff/giftcards/redeem`, { headers: counter, data: { code, amount: 7300, reference: 'SBX-7300' } });
    expect(redeemed.status()).toBe(409);
    expect(((await redeemed.json()) as { message: string }).message).toBe('This card was paid in the payment sandbox and is not accepted at a counter.');
    const after = await request.post(`${API}/staff/giftcards/lookup`, { headers: counter, data: { code } });
    expect(((await after.json()) as { data: { balance: number } }).data.balance).toBe(7300);
  });
});
