import { expectNoAxeViolations, linesOf } from '@aurelia/e2e-support';
import { API, bearer, expect, listOrders, placeCashOrder, test, useSession } from './support';

// The sign-in and code steps are checked in admin.spec.ts (an admin's code is mailed once per sign-in), an order
// out of a manager's reach in manager.spec.ts.
test.describe('axe on every screen of the back office', () => {
  test('the orders list and an order @phone', async ({ page, request, adminSession }) => {
    // The seed's first shipped order, which no journey moves on (the phone runs after the desk).
    const [shipped] = await listOrders(request, adminSession, 'status=shipped&direction=asc');
    if (!shipped) throw new Error('The seed has no shipped order');
    await useSession(page, adminSession);
    await page.goto('/orders?status=shipped');
    await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
    await expect(page.getByRole('table').getByRole('link', { name: shipped.order_number })).toBeVisible();
    await expectNoAxeViolations(page, 'axe on the orders list');

    await page.getByRole('table').getByRole('link', { name: shipped.order_number }).click();
    await expect(page.getByRole('heading', { name: `Order ${shipped.order_number}`, level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Pieces' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'track the parcel' })).toBeVisible();
    await expectNoAxeViolations(page, 'axe on an order');
    // On the narrowest phone the number still reads as one, not broken at its hyphen.
    const viewport = page.viewportSize();
    await page.setViewportSize({ width: 320, height: 640 });
    expect(await linesOf(page.getByRole('heading', { level: 1 }), shipped.order_number)).toBe(1);
    if (viewport) await page.setViewportSize(viewport);
    // Its actions' dialog too.
    await page.getByRole('button', { name: 'Delivered', exact: true }).click();
    await expect(page.getByRole('dialog', { name: `Delivered: ${shipped.order_number}` })).toBeVisible();
    // Checked once the dialog has faded in: mid-fade its button's colours are blended with the page behind.
    await page.evaluate(() =>
      Promise.all(document.getAnimations().filter((animation) => animation.effect?.getTiming().iterations !== Infinity).map((animation) => animation.finished)),
    );
    await expectNoAxeViolations(page, 'axe on an action dialog');
    await page.getByRole('button', { name: 'Keep as it is' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('an order with audit records', async ({ page, request, adminSession }) => {
    const orderNumber = await placeCashOrder(request, 'delivery');
    const packed = await request.post(`${API}/back-office/orders/${orderNumber}/transitions`, { headers: bearer(adminSession), data: { to: 'packed' } });
    expect(packed.status(), await packed.text()).toBe(200);
    await useSession(page, adminSession);
    await page.goto(`/orders/${orderNumber}`);
    await expect(page.getByRole('table', { name: `Audit records of order ${orderNumber}` }).locator('tbody tr')).toHaveCount(1);
    await expectNoAxeViolations(page, 'axe on an order with its audit');
  });

  test('the dashboard, settings, audit log and a page that does not exist', async ({ page, adminSession }) => {
    await useSession(page, adminSession);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'What waits' })).toBeVisible();
    await expectNoAxeViolations(page, 'axe on the dashboard');

    await page.goto('/settings');
    await expect(page.getByRole('form', { name: 'Return window (days)' })).toBeVisible();
    await expectNoAxeViolations(page, 'axe on the settings');

    await page.goto('/audit');
    await expect(page.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible();
    await expect(page.getByRole('table')).toBeVisible();
    await expect(page.getByRole('table')).not.toHaveAttribute('aria-busy', 'true');
    await expectNoAxeViolations(page, 'axe on the audit log');

    await page.goto('/no-such-screen');
    await expect(page.getByRole('heading', { name: 'Nothing here', level: 1 })).toBeVisible();
    await expectNoAxeViolations(page, 'axe on the not-found screen');
  });
});
