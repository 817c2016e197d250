import { expectNoAxeViolations, signInOnStorefront } from '@aurelia/e2e-support';
import { chooseBandraPickup, expect, findProduct, onSandbox, shopperWithBag, test } from './support';

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

    await page.getByRole('button', { name: 'Cancel order' }).click();
    const dialog = page.getByRole('dialog', { name: `Cancel order ${orderNumber}?` });
    await expect(dialog).toContainText(/goes back to the card you paid with, through our payment provider, within 5–7 working days/);
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
});
