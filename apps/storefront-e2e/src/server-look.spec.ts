import { signInOnStorefront } from '@aurelia/e2e-support';
import { chooseBandraPickup, drawnOtherwise, expect, findProduct, shopperWithBag, test } from './support';

// How a page's parts hydrated later are compared: `drawnOtherwise` in support.ts.

test('a page\'s parts hydrated later look as they will before their code comes: listings, a piece, the booking, on a phone and a laptop', async ({ browser, baseURL, request }) => {
  const product = await findProduct(request, (p) => p.stock > 0);
  for (const viewport of [{ width: 390, height: 844 }, { width: 1366, height: 768 }]) {
    for (const path of ['/category/rings', `/product/${product.slug}`, '/appointment']) {
      expect(await drawnOtherwise(browser, path, { baseURL, viewport }), `${path} at ${viewport.width} px`).toEqual([]);
    }
  }
});

test('a signed-in shopper\'s parts hydrated later look as they will before their code comes: checkout, an order, the profile, a gift card, on a phone and a laptop', async ({ browser, baseURL, page, request }) => {
  const shopper = await shopperWithBag(request, await findProduct(request, (p) => p.stock > 2));
  await signInOnStorefront(page, shopper, '/checkout');
  const signedIn = { baseURL, storageState: await page.context().storageState() };
  const laptop = { ...signedIn, viewport: { width: 1366, height: 768 } };
  expect(await drawnOtherwise(browser, '/checkout', signedIn), '/checkout').toEqual([]);
  expect(await drawnOtherwise(browser, '/checkout', laptop), '/checkout at 1366 px').toEqual([]);
  await chooseBandraPickup(page);
  await page.getByRole('radio', { name: 'Cash' }).click();
  await page.getByRole('button', { name: 'Place order', exact: true }).click();
  await expect(page).toHaveURL(/\/checkout\/success\?order=/);
  const order = new URL(page.url()).searchParams.get('order') ?? '';
  for (const path of [`/user/order/${order}`, '/user/profile', '/giftcards/checkout']) {
    expect(await drawnOtherwise(browser, path, signedIn), path).toEqual([]);
    expect(await drawnOtherwise(browser, path, laptop), `${path} at 1366 px`).toEqual([]);
  }
});
