import type { APIRequestContext } from '@playwright/test';
import { formatInr } from '@aurelia/domain';
import { ANJALI, SHOPPER, STORE, expectNoAxeViolations, signInToApi } from '@aurelia/e2e-support';
import { API, expect, expectTouchTargets, test, unlock } from './support';

/** The seeded shopper's new pick-up order at the kiosk's store, paid in cash at the counter: its number and the cash due. */
async function cashPickupOrder(request: APIRequestContext): Promise<{ orderNumber: string; cash: string }> {
  const token = await signInToApi(request, API, SHOPPER);
  const headers = { authorization: `Bearer ${token}` };
  const listed = await request.get(`${API}/products?per_page=48`);
  const products = ((await listed.json()) as { data: { id: number; name: string; price: number; stock: number; is_preorderable: boolean }[] }).data;
  const product = products.find((candidate) => candidate.stock > 3 && !candidate.is_preorderable);
  if (!product) throw new Error('No seeded product in stock');
  const added = await request.post(`${API}/cart/add`, { headers, data: { item_id: product.id, item_type: 'product', quantity: 1, name: product.name, price: product.price } });
  expect(added.ok(), await added.text()).toBe(true);
  const placed = await request.post(`${API}/checkout`, {
    headers: { ...headers, 'Idempotency-Key': `e2e-pickup-${Date.now()}-${Math.random()}` },
    data: { fulfilment: 'pickup', store: STORE.slug, payment_method: 'cash' },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = ((await placed.json()) as { data: { order_number: string; amount_due: number } }).data;
  return { orderNumber: order.order_number, cash: formatInr(order.amount_due) };
}

test.describe('pick-ups at the counter', () => {
  test('an order is made ready, then handed over once the cash is taken', async ({ page, request }) => {
    const { orderNumber, cash } = await cashPickupOrder(request);
    await unlock(page, ANJALI);
    await page.getByRole('navigation', { name: 'Kiosk' }).getByRole('link', { name: 'Pick-ups' }).click();
    await expect(page.getByRole('heading', { name: 'Pick-ups', level: 1 })).toBeVisible();
    await page.getByLabel('Search by order number, name or phone').fill(orderNumber);
    const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: new RegExp(orderNumber) }) });
    await expect(row).toContainText(`Cash to take: ${cash}`);
    await expectTouchTargets(page);
    await expectNoAxeViolations(page);

    await row.getByRole('button', { name: 'Mark ready' }).click();
    await expect(page.getByRole('status').filter({ hasText: `Order ${orderNumber} is ready` })).toBeVisible();
    await row.getByRole('button', { name: 'Take cash and hand over' }).click();
    const dialog = page.getByRole('dialog', { name: `Take ${cash} in cash` });
    await dialog.getByRole('button', { name: `${cash} taken, hand over` }).click();
    await expect(page.getByRole('status').filter({ hasText: `Order ${orderNumber} handed over` })).toBeVisible();
    await expect(page.getByRole('heading', { name: new RegExp(orderNumber) })).toHaveCount(0);
  });
});
