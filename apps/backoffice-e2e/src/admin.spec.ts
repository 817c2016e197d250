import type { DashboardResponse } from '@aurelia/contracts';
import { formatInrMinor, toMinorUnits } from '@aurelia/domain';
import { ADMIN, expectNoAxeViolations } from '@aurelia/e2e-support';
import { API, bearer, expect, lastMailId, listOrders, placeCashOrder, readOrder, signInCode, test, useSession } from './support';

const rupees = (amount: number) => formatInrMinor(toMinorUnits(amount));

test.describe('the admin', () => {
  test('signs in with her password and the mailed code, reads the dashboard, and signs out', async ({ page, request, adminSession }) => {
    await page.goto('/orders');
    await expect(page).toHaveURL(/\/sign-in$/);
    await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
    await expectNoAxeViolations(page, 'axe on the sign-in screen');

    const since = await lastMailId(request, ADMIN.email);
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'Enter your sign-in code', level: 1 })).toBeVisible();
    await expectNoAxeViolations(page, 'axe on the code step');

    await page.getByLabel('Sign-in code').fill(await signInCode(request, ADMIN.email, since));
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    // Back where she was headed before signing in.
    await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
    await expect(page.getByText(`${ADMIN.name}`, { exact: true })).toBeVisible();
    await expect(page.getByText('Admin · All stores')).toBeVisible();

    await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Dashboard' }).click();
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    const dashboard = ((await (await request.get(`${API}/back-office/dashboard`, { headers: bearer(adminSession) })).json()) as DashboardResponse).data;
    await expect(page.getByText('Orders today').locator('..')).toContainText(String(dashboard.today.orders));
    await expect(page.getByText('Revenue today').locator('..')).toContainText(rupees(dashboard.today.revenue));
    const waiting = page.getByRole('region', { name: 'What waits' });
    await expect(waiting.getByRole('link', { name: /^To pack/ })).toHaveText(new RegExp(`To pack\\s*${dashboard.waiting.to_pack}$`));
    await expect(waiting.getByRole('link', { name: /^To ship/ })).toHaveText(new RegExp(`To ship\\s*${dashboard.waiting.to_ship}$`));
    await expect(waiting.getByRole('link', { name: /^Ready for pick-up/ })).toHaveText(new RegExp(`Ready for pick-up\\s*${dashboard.waiting.ready_for_pickup}$`));
    expect(dashboard.waiting.to_pack, 'the seeded confirmed delivery waits to be packed').toBeGreaterThan(0);
    // The chart's first and last days are named under their bars, whole: nothing of them outside the picture.
    const labels = await page.locator('svg.bo-chart').evaluate((svg) => {
      const box = (svg as SVGSVGElement).viewBox.baseVal;
      return [...svg.querySelectorAll('text')].map((text) => {
        const drawn = text.getBBox();
        // Within a unit: a glyph's advance may pass the edge its ink stays within.
        return { text: text.textContent, x: drawn.x, right: drawn.x + drawn.width, inside: drawn.x >= box.x - 1 && drawn.x + drawn.width <= box.x + box.width + 1 };
      });
    });
    expect(labels).toHaveLength(2);
    expect(labels.filter((label) => !label.inside), 'labels cut at the chart’s edge').toEqual([]);
    await expectNoAxeViolations(page, 'axe on the dashboard');

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
    await expect(page.getByText('You have signed out.')).toBeVisible();
    await page.goto('/');
    await expect(page).toHaveURL(/\/sign-in$/);
  });

  test('filters the orders in the address, then packs and ships a confirmed delivery', async ({ page, request, adminSession }) => {
    const orderNumber = await placeCashOrder(request, 'delivery');
    await useSession(page, adminSession);
    await page.goto('/orders');
    await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();

    await page.getByLabel('Status').selectOption({ label: 'Confirmed' });
    await expect(page).toHaveURL(/[?&]status=confirmed/);
    const rows = page.getByRole('table').locator('tbody tr');
    await expect(rows.filter({ hasText: orderNumber })).toHaveCount(1);
    await expect(rows.filter({ hasNotText: 'Confirmed' })).toHaveCount(0);
    await page.getByRole('searchbox', { name: 'Search' }).fill(orderNumber);
    await page.getByRole('searchbox', { name: 'Search' }).press('Enter');
    await expect(page).toHaveURL(new RegExp(`[?&]q=${orderNumber}`));
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(orderNumber);

    // A reload (or a link sent to a colleague) shows the same list.
    await page.reload();
    await expect(page.getByLabel('Status')).toHaveValue('confirmed');
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue(orderNumber);
    await expect(rows).toHaveCount(1);
    await expect(page.getByText('2 filters applied')).toBeVisible();

    await rows.getByRole('link', { name: orderNumber }).click();
    await expect(page.getByRole('heading', { name: `Order ${orderNumber}`, level: 1 })).toBeVisible();
    const history = page.getByRole('list', { name: 'History' });
    const audit = page.getByRole('table', { name: `Audit records of order ${orderNumber}` }).locator('tbody tr');
    await expect(history.getByRole('listitem')).toHaveCount(1);
    await expect(audit).toHaveCount(0);

    await page.getByRole('button', { name: 'Packed', exact: true }).click();
    const pack = page.getByRole('dialog', { name: `Packed: ${orderNumber}` });
    await pack.getByRole('button', { name: 'Packed', exact: true }).click();
    await expect(pack).toBeHidden();
    await expect(history.getByRole('listitem')).toHaveCount(2);
    await expect(history.getByRole('listitem').last()).toContainText('Packed');
    await expect(audit).toHaveCount(1);

    await page.getByRole('button', { name: 'Shipped', exact: true }).click();
    const ship = page.getByRole('dialog', { name: `Shipped: ${orderNumber}` });
    await ship.getByLabel('Carrier').fill('Blue Dart');
    await ship.getByRole('button', { name: 'Mark shipped' }).click();
    // Refused beside the action, in plain words; nothing was sent.
    await expect(ship.getByText('Enter the tracking number.')).toBeVisible();
    await expect(ship.getByLabel('Tracking number')).toHaveAttribute('aria-invalid', 'true');
    expect((await readOrder(request, adminSession, orderNumber)).status).toBe('packed');

    await ship.getByLabel('Tracking number').fill('BD123456789IN');
    await ship.getByLabel('Tracking link').fill('https://www.bluedart.com/tracking?awb=BD123456789IN');
    await ship.getByRole('button', { name: 'Mark shipped' }).click();
    await expect(ship).toBeHidden();
    await expect(page.getByText('Shipped with Blue Dart, tracking BD123456789IN')).toBeVisible();
    await expect(page.getByRole('link', { name: 'track the parcel' })).toHaveAttribute('href', 'https://www.bluedart.com/tracking?awb=BD123456789IN');
    await expect(history.getByRole('listitem')).toHaveCount(3);
    await expect(history.getByRole('listitem').last()).toContainText('Shipped');
    await expect(audit).toHaveCount(2);
    await expect(audit.last()).toContainText(ADMIN.name);

    const shipped = await readOrder(request, adminSession, orderNumber);
    expect(shipped.status).toBe('shipped');
    expect(shipped.shipment).toMatchObject({ carrier: 'Blue Dart', tracking_number: 'BD123456789IN' });
  });

  test('refunds part of a delivered card order with a reason, and is refused more than may go back', async ({ page, request, adminSession }) => {
    const [delivered] = await listOrders(request, adminSession, 'status=delivered&payment_method=card');
    if (!delivered) throw new Error('The seed has no delivered card order');
    const before = await readOrder(request, adminSession, delivered.order_number);
    const refundable = before.actions.refund?.refundable ?? 0;
    expect(refundable, 'what may still go back').toBeGreaterThan(1000);

    await useSession(page, adminSession);
    await page.goto(`/orders/${delivered.order_number}`);
    await expect(page.getByRole('heading', { name: `Order ${delivered.order_number}`, level: 1 })).toBeVisible();
    const history = page.getByRole('list', { name: 'History' });
    await expect(history.getByRole('listitem')).toHaveCount(before.events.length);

    await page.getByRole('button', { name: 'Refund', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Refund: ${delivered.order_number}` });
    await expect(dialog.getByLabel('Amount in rupees')).toHaveValue(String(refundable));
    await dialog.getByLabel('Amount in rupees').fill(String(refundable + 1));
    await dialog.getByLabel('Reason').fill('The clasp arrived scratched; the shopper keeps the piece.');
    await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
    await expect(dialog.getByText(`At most ${rupees(refundable)} can be refunded now.`, { exact: true })).toBeVisible();

    await dialog.getByLabel('Amount in rupees').fill('1000');
    await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
    await expect(dialog).toBeHidden();
    const refunds = page.getByRole('region', { name: 'Refunds' });
    await expect(refunds).toContainText(`${rupees(1000)} on`);
    await expect(refunds).toContainText('Reason: “The clasp arrived scratched; the shopper keeps the piece.”');
    await expect(refunds.getByText('Refunded', { exact: true })).toBeVisible();
    await expect(page.getByRole('row', { name: /^Refunded/ })).toContainText(rupees(1000));
    await expect(history.getByRole('listitem')).toHaveCount(before.events.length + 1);
    await expect(page.getByRole('table', { name: `Audit records of order ${delivered.order_number}` })).toContainText('The clasp arrived scratched');

    const after = await readOrder(request, adminSession, delivered.order_number);
    expect(after.refunded).toBe(1000);
    expect(after.actions.refund?.refundable).toBe(Math.round((refundable - 1000) * 100) / 100);
  });

  test('changes the return window with a reason and finds it in the audit log', async ({ page, adminSession }) => {
    await useSession(page, adminSession);
    await page.goto('/settings');
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
    const form = page.getByRole('form', { name: 'Return window (days)' });
    const days = form.getByRole('textbox', { name: 'Return window (days)' });
    const before = await days.inputValue();
    const next = before === '21' ? '20' : '21';

    await days.fill(next);
    await form.getByRole('button', { name: 'Save return window (days)' }).click();
    // A change without a reason is not sent.
    await expect(form.getByRole('textbox', { name: 'Reason for the change' })).toHaveAttribute('aria-invalid', 'true');
    await form.getByRole('textbox', { name: 'Reason for the change' }).fill('Three weeks to return over the festive season.');
    await form.getByRole('button', { name: 'Save return window (days)' }).click();
    await expect(form.getByRole('status')).toHaveText('Saved.');
    await page.reload();
    await expect(page.getByRole('form', { name: 'Return window (days)' }).getByRole('textbox', { name: 'Return window (days)' })).toHaveValue(next);

    await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Audit log' }).click();
    await expect(page.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible();
    const row = page.getByRole('table').locator('tbody tr').filter({ hasText: 'setting:return_window_days' }).first();
    await expect(row).toContainText(ADMIN.name);
    await expect(row).toContainText(`${before} → ${next}`);
    await expect(row).toContainText('Three weeks to return over the festive season.');
  });
});
