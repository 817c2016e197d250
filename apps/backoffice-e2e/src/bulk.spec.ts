import { expect, placeCashOrder, readOrder, test, useSession } from './support';

test('two confirmed deliveries chosen in the list are marked packed at once', async ({ page, request, adminSession }) => {
  const orders = [await placeCashOrder(request, 'delivery'), await placeCashOrder(request, 'delivery')];
  await useSession(page, adminSession);
  await page.goto('/orders?status=confirmed&fulfilment=delivery');
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
  const rows = page.getByRole('table').locator('tbody tr');

  for (const orderNumber of orders) await page.getByRole('checkbox', { name: `Select order ${orderNumber}` }).check();
  await expect(page.getByText('2 selected')).toBeVisible();
  await page.getByRole('button', { name: 'Mark packed' }).click();
  await expect(page.getByText('2 marked packed')).toBeVisible();
  // The list reloads: packed orders leave the confirmed ones.
  for (const orderNumber of orders) await expect(rows.filter({ hasText: orderNumber })).toHaveCount(0);

  await page.goto('/orders?status=packed');
  for (const orderNumber of orders) await expect(rows.filter({ hasText: orderNumber })).toContainText('Packed');
  for (const orderNumber of orders) expect((await readOrder(request, adminSession, orderNumber)).status).toBe('packed');
});
