import { MANAGER, SECOND_STORE, STORE, expectNoAxeViolations } from '@aurelia/e2e-support';
import type { Page } from '@playwright/test';
import { expect, listOrders, test } from './support';

/** Signs in on screen as Rahul: a manager's password alone opens the back office. */
async function signInAsRahul(page: Page) {
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(MANAGER.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(MANAGER.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByText(`Store manager · ${STORE.name}`)).toBeVisible();
}

test.describe('a store manager', () => {
  test('sees only his store, hands over a ready pick-up with its cash, and is refused another store’s order', async ({ page, request, adminSession }) => {
    const [elsewhere] = await listOrders(request, adminSession, `store=${SECOND_STORE.slug}`);
    if (!elsewhere) throw new Error(`The seed has no order at ${SECOND_STORE.name}`);
    const ready = (await listOrders(request, adminSession, `store=${STORE.slug}&status=ready_for_pickup&payment_method=cash`)).find(
      (row) => row.payment_status === 'due',
    );
    if (!ready) throw new Error(`The seed has no ready cash pick-up at ${STORE.name}`);

    await signInAsRahul(page);
    const nav = page.getByRole('navigation', { name: 'Back office' });
    // Only the sections his role opens; settings and metal rates he may read, not change.
    await expect(nav.getByRole('link')).toHaveText(['Dashboard', 'Orders', 'Metal rates', 'Audit log', 'Settings']);

    await nav.getByRole('link', { name: 'Orders' }).click();
    await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
    const rows = page.getByRole('table').locator('tbody tr');
    await expect(rows.first()).toContainText('AUR-');
    // No store filter: his one store is all he has.
    await expect(page.getByLabel('Pick-up store')).toHaveCount(0);
    const column = (await page.getByRole('table').locator('thead th').allTextContents()).indexOf('Pick-up store') + 1;
    expect(column, 'the pick-up store column').toBeGreaterThan(0);
    const stores = await page.getByRole('table').locator(`tbody tr > :nth-child(${column})`).allTextContents();
    expect(stores.length).toBeGreaterThan(0);
    expect(new Set(stores), 'the pick-up store of every row').toEqual(new Set([STORE.name]));
    await expect(rows.filter({ hasText: elsewhere.order_number })).toHaveCount(0);

    await page.getByRole('searchbox', { name: 'Search' }).fill(ready.order_number);
    await page.getByRole('searchbox', { name: 'Search' }).press('Enter');
    await expect(rows).toHaveCount(1);
    await rows.getByRole('link', { name: ready.order_number }).click();
    await expect(page.getByRole('heading', { name: `Order ${ready.order_number}`, level: 1 })).toBeVisible();
    await expect(page.getByText('Cash due')).toBeVisible();
    await page.getByRole('button', { name: 'Collected', exact: true }).click();
    const collect = page.getByRole('dialog', { name: `Collected: ${ready.order_number}` });
    await collect.getByRole('button', { name: 'Collected', exact: true }).click();
    await expect(collect).toBeHidden();
    await expect(page.getByRole('list', { name: 'History' }).getByRole('listitem').last()).toContainText('Collected');
    // Collecting a cash order takes its cash: it is paid, with no step or cash left to take.
    await expect(page.getByText('Paid', { exact: true })).toBeVisible();
    const actions = page.getByRole('region', { name: 'Actions' });
    await expect(actions.getByRole('button', { name: 'Refund', exact: true })).toBeVisible();
    await expect(actions.getByRole('button', { name: /^(Collected|Record cash)$/ })).toHaveCount(0);

    // Another store's order, by its address: read as if it did not exist.
    await page.goto(`/orders/${elsewhere.order_number}`);
    await expect(page.getByRole('heading', { name: `Order ${elsewhere.order_number}`, level: 1 })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText('Order not found.');
    await expect(page.getByRole('heading', { name: 'Pieces' })).toHaveCount(0);
    await expect(page.getByText(elsewhere.customer.email)).toHaveCount(0);
    await expectNoAxeViolations(page, 'axe on an order out of reach');
    await page.goto('/orders/AUR-2222ZZZZ');
    await expect(page.getByRole('alert')).toHaveText('Order not found.');

    await nav.getByRole('link', { name: 'Settings' }).click();
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
    await expect(page.getByText('Your role may read the settings; an admin changes them.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Return window (days)' })).toBeDisabled();
    await expect(page.getByRole('button', { name: /^Save/ })).toHaveCount(0);
    await expect(page.getByLabel('Reason for the change')).toHaveCount(0);
  });
});
