import type { APIRequestContext } from '@playwright/test';
import { expectNoAxeViolations, signInOnStorefront } from '@aurelia/e2e-support';
import { API, drawnOtherwise, expect, expectNoSidewaysScroll, holdRequests, newShopper, onSandbox, test, waitForHydration } from './support';

let accounts = 0;

/** Joins Swarna 10+1 through the API, as the page would; resolves to the subscription's UUID. */
async function joined(request: APIRequestContext, token: string, amount = 2000): Promise<string> {
  const response = await request.post(`${API}/gold-plan/subscribe`, {
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': `e2e-plan-${Date.now()}-${++accounts}` },
    data: { plan: 'swarna-10-plus-1', instalment_amount: amount },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { uuid: string } }).data.uuid;
}

test.describe('the gold purchase plan', () => {
  test('join a plan, pay the first instalment on the sandbox page, and see it paid', async ({ page, request }) => {
    test.slow();
    const account = await newShopper(request, 'e2e-plan');
    await signInOnStorefront(page, account, '/user/gold-purchase-plan');
    await expect(page.getByText('You have not joined a plan')).toBeVisible();

    const swarna = page.getByRole('form', { name: 'Join Swarna 10+1' });
    const amount = swarna.getByRole('textbox', { name: /Monthly instalment/ });
    await amount.fill('1200');
    await swarna.getByRole('button', { name: 'Join Swarna 10+1' }).click();
    await expect(swarna.getByText('Choose an amount in steps of ₹500 from ₹1,000.')).toBeVisible();
    await amount.fill('1500');
    await swarna.getByRole('button', { name: 'Join Swarna 10+1' }).click();

    await expect(page).toHaveURL(/\/user\/gold-purchase-plan\/subscription\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Swarna 10+1' })).toBeVisible();
    await expect(page.getByText('0 of 10 instalments')).toBeVisible();
    // UPI is the first choice, as at checkout; this journey pays by wallet.
    await expect(page.getByRole('radio', { name: 'UPI' })).toBeChecked();
    await page.getByRole('radio', { name: 'Wallet' }).click();
    await page.getByRole('button', { name: 'Pay instalment 1: ₹1,500' }).click();
    await expect(page.locator('dt', { hasText: 'Method' }).locator('+ dd')).toHaveText('Wallet');

    await onSandbox(page, 'Approve');
    await expect(page).toHaveURL(/\/user\/gold-purchase-plan\/transaction-status\/GPT-[0-9A-Z]{8}$/);
    await expect(page.getByText('Instalment 1 is paid')).toBeVisible();

    await page.getByRole('link', { name: 'Back to the plan' }).click();
    await expect(page.getByText('1 of 10 instalments')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Instalments' }).getByRole('listitem').first()).toContainText('Paid');
    await page.getByRole('link', { name: 'All your plans' }).click();
    await expect(page.getByRole('list', { name: 'Your plans' })).toContainText('1 of 10 paid');
  });

  test('a declined instalment shows the failure and a retry that pays it', async ({ page, request }) => {
    test.slow();
    const account = await newShopper(request, 'e2e-plan');
    const uuid = await joined(request, account.token);
    await signInOnStorefront(page, account, `/user/gold-purchase-plan/subscription/${uuid}`);
    await page.getByRole('button', { name: 'Pay instalment 1: ₹2,000' }).click();
    await onSandbox(page, 'Decline');

    await expect(page).toHaveURL(/\/transaction-status\/GPT-/);
    await expect(page.getByText('Instalment 1 was not paid')).toBeVisible();
    await expect(page.getByText(/No money has been taken/)).toBeVisible();
    const declined = page.url();
    // The provider sent the browser here: a click before the page's script runs would post the form to the server.
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Try again' }).click();
    await onSandbox(page, 'Approve');
    await expect(page).toHaveURL(/\/transaction-status\/GPT-/);
    expect(page.url()).not.toBe(declined);
    await expect(page.getByText('Instalment 1 is paid')).toBeVisible();

    await page.getByRole('link', { name: 'Payments of this instalment' }).click();
    const payments = page.getByRole('list', { name: 'Payments' });
    await expect(payments.getByRole('listitem')).toHaveCount(2);
    await expect(payments).toContainText('Declined');
  });

  test('the payment form looks as it will before its code comes, and without script', async ({ page, request, browser, baseURL }) => {
    const account = await newShopper(request, 'e2e-plan');
    const plan = `/user/gold-purchase-plan/subscription/${await joined(request, account.token)}`;
    await signInOnStorefront(page, account, plan);
    expect(await drawnOtherwise(browser, plan, { baseURL, storageState: await page.context().storageState() })).toEqual([]);
  });

  test('a method chosen before the payment form’s code has come is kept, and pays', async ({ page, request }) => {
    test.slow();
    const account = await newShopper(request, 'e2e-plan');
    const uuid = await joined(request, account.token);
    const plan = `/user/gold-purchase-plan/subscription/${uuid}`;
    await signInOnStorefront(page, account, plan);
    // A full load on a slow line: the page has hydrated, the payment form (hydrated after it) not yet.
    const release = await holdRequests(page, /\/assets\/pay-instalment-form-[\w-]+\.js$/);
    await page.goto(plan);
    await waitForHydration(page);
    await page.getByRole('radio', { name: 'Wallet' }).click();
    // Its submit button waits for the form's code, as every form's does (pressed before, the browser would post it).
    await expect(page.getByRole('button', { name: 'Pay instalment 1: ₹2,000' })).toBeDisabled();
    release();
    await expect(page.getByRole('radio', { name: 'Wallet' })).toBeChecked();
    await page.getByRole('button', { name: 'Pay instalment 1: ₹2,000' }).click();
    await expect(page).toHaveURL(/\/sandbox-pay\//);
    await expect(page.locator('dt', { hasText: 'Method' }).locator('+ dd')).toHaveText('Wallet');
  });

  test('a payment form whose code cannot come says the shop could not be reached; the plan stays', async ({ page, request }) => {
    const account = await newShopper(request, 'e2e-plan');
    const uuid = await joined(request, account.token);
    const plan = `/user/gold-purchase-plan/subscription/${uuid}`;
    await signInOnStorefront(page, account, plan);
    await page.route(/\/assets\/pay-instalment-form-[\w-]+\.js$/, (route) => route.abort());
    await page.goto(plan);
    await expect(page.getByRole('alert').filter({ hasText: 'We could not reach the shop just now.' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Pay instalment/ })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Swarna 10+1' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Instalments' })).toBeVisible();
  });

  test.describe('at 320 px', () => {
    test.use({ viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true });

    test('the plan pages have no axe violations and no sideways scrolling', async ({ page, request }) => {
      test.slow();
      const account = await newShopper(request, 'e2e-plan');
      const uuid = await joined(request, account.token);
      await signInOnStorefront(page, account, `/user/gold-purchase-plan/subscription/${uuid}`);
      const check = async () => {
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectNoSidewaysScroll(page);
        await expectNoAxeViolations(page);
      };
      await check();
      await page.getByRole('link', { name: 'Instalment 2' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Instalment 2' })).toBeVisible();
      await check();
      await page.getByRole('link', { name: 'Back to the plan' }).click();
      await page.getByRole('button', { name: /Pay instalment 1/ }).click();
      await page.getByRole('button', { name: 'Decline payment' }).click();
      await expect(page.getByText('Instalment 1 was not paid')).toBeVisible();
      await check();
      await page.goto('/user/gold-purchase-plan');
      await check();
    });
  });
});
