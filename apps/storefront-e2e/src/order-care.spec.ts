import type { APIRequestContext } from '@playwright/test';
import { MANAGER, STORE, expectNoAxeViolations, signInOnStorefront, signInToApi, unlockKioskThroughApi } from '@aurelia/e2e-support';
import { API, chooseBandraPickup, expect, findProduct, onSandbox, shopperWithBag, test } from './support';

/** Bandra's counter as its manager at a kiosk set up for the run (opened outside hours too): the headers of its calls. */
async function bandraCounter(request: APIRequestContext): Promise<Record<string, string>> {
  const managerToken = await signInToApi(request, API, MANAGER);
  const registered = await request.post(`${API}/kiosk/devices`, {
    headers: { Authorization: `Bearer ${managerToken}` },
    data: { password: MANAGER.password, store: STORE.slug, name: 'Order care journeys' },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const device = { 'x-kiosk-device': ((await registered.json()) as { data: { device_token: string } }).data.device_token };
  const opened = await request.post(`${API}/kiosk/hours-override`, {
    headers: device,
    data: { manager_email: MANAGER.email, password: MANAGER.password, reason: 'Order care journeys' },
  });
  expect(opened.status(), await opened.text()).toBe(201);
  return unlockKioskThroughApi(request, API, device, MANAGER);
}

test.describe('the order page after the checkout', () => {
  test('a shopper cancels a paid pick-up order: told where the money goes, then the order says cancelled and refunded', async ({ page, request }) => {
    const product = await findProduct(request, (p) => p.stock > 3 && !p.is_preorderable);
    await signInOnStorefront(page, await shopperWithBag(request, product), '/checkout');
    await chooseBandraPickup(page);
    await page.getByRole('button', { name: 'Place order and pay' }).click();
    await onSandbox(page, 'Approve');
    await expect(page).toHaveURL(/\/checkout\/success\?order=/);
    const orderNumber = new URL(page.url()).searchParams.get('order') ?? '';

    await page.goto(`/user/order/${orderNumber}`);
    const history = page.getByRole('list', { name: `History of order ${orderNumber}` });
    await expect(history.getByRole('listitem').filter({ hasText: 'Confirmed' })).toHaveAttribute('aria-current', 'step');
    await expect(history).toContainText('Ready for pick-up (still to come)');

    // The dialog's code comes with the first press (or once the button is pointed at): closed with Escape, it gives
    // the focus back to the button, as a Radix trigger would.
    const cancel = page.getByRole('button', { name: 'Cancel order' });
    await cancel.click();
    const dialog = page.getByRole('dialog', { name: `Cancel order ${orderNumber}?` });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(cancel).toBeFocused();
    await cancel.click();
    // UPI is checkout's first choice: the money goes back to the account it came from.
    await expect(dialog).toContainText(/goes back to the UPI account you paid from, through our payment provider, within 5–7 working days/);
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Cancel order' }).click();
    await expect(dialog.getByText('Say why, in a few words.')).toBeVisible();
    await dialog.getByLabel(/Why are you cancelling/).fill('Bought it elsewhere');
    await dialog.getByRole('button', { name: 'Cancel order' }).click();

    await expect(dialog).toBeHidden();
    await expect(page.locator('.sf-order__status')).toContainText('Cancelled');
    await expect(history.getByRole('listitem').filter({ hasText: 'Cancelled' }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Returns and refunds' })).toContainText(/Refund of/);

    await page.goto('/user/orders');
    await expect(page.getByRole('list', { name: 'Your orders' })).toContainText('Cancelled');
  });

  test('a shopper asks to return a piece of an order collected at the counter, and sees the request’s state', async ({ page, request }) => {
    const product = await findProduct(request, (p) => p.stock > 3 && !p.is_preorderable);
    const shopper = await shopperWithBag(request, product, 'e2e-return');
    const placed = await request.post(`${API}/checkout`, {
      headers: { Authorization: `Bearer ${shopper.token}`, 'Idempotency-Key': `e2e-return-${Date.now()}` },
      data: { fulfilment: 'pickup', store: STORE.slug, payment_method: 'cash' },
    });
    expect(placed.status(), await placed.text()).toBe(201);
    const orderNumber = ((await placed.json()) as { data: { order_number: string } }).data.order_number;
    const counter = await bandraCounter(request);
    for (const [step, data] of [['ready', undefined], ['collect', { cash_taken: true }]] as const) {
      const answer = await request.post(`${API}/kiosk/pickups/${orderNumber}/${step}`, { headers: counter, data });
      expect(answer.status(), await answer.text()).toBe(200);
    }

    await signInOnStorefront(page, shopper, `/user/order/${orderNumber}`);
    await expect(page.locator('.sf-order__status')).toContainText('Collected');
    await expect(page.getByText(/You can ask to return pieces until/)).toBeVisible();
    await page.getByRole('button', { name: 'Return items' }).click();
    const dialog = page.getByRole('dialog', { name: 'Return items' });
    await dialog.getByRole('combobox', { name: new RegExp(product.name) }).selectOption('1');
    await dialog.getByLabel(/Why are you returning them/).fill('The clasp is loose');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Ask to return' }).click();

    await expect(dialog).toBeHidden();
    const requests = page.getByRole('region', { name: 'Returns and refunds' });
    await expect(requests).toContainText('Return requested');
    await expect(requests).toContainText(`1 × ${product.name}`);
    await expect(page.getByRole('button', { name: 'Return items' })).toHaveCount(0);
  });

  test('a dialog whose code cannot come says the shop could not be reached, and the order stays on the page', async ({ page, request }) => {
    const product = await findProduct(request, (p) => p.stock > 3 && !p.is_preorderable);
    const shopper = await shopperWithBag(request, product, 'e2e-care-offline');
    const placed = await request.post(`${API}/checkout`, {
      headers: { Authorization: `Bearer ${shopper.token}`, 'Idempotency-Key': `e2e-care-offline-${Date.now()}` },
      data: { fulfilment: 'pickup', store: STORE.slug, payment_method: 'cash' },
    });
    expect(placed.status(), await placed.text()).toBe(201);
    const orderNumber = ((await placed.json()) as { data: { order_number: string } }).data.order_number;
    // As with the connection gone, or a tab left open across a release whose files are gone.
    await page.route(/\/assets\/order-care-dialogs-[\w-]+\.js$/, (route) => route.abort());

    await signInOnStorefront(page, shopper, `/user/order/${orderNumber}`);
    await page.getByRole('button', { name: 'Cancel order' }).click();
    await expect(page.getByRole('alert')).toContainText('We could not reach the shop just now');
    await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(orderNumber);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
