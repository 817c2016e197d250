import type { Locator } from '@playwright/test';
import { SHOPPER, expectNoAxeViolations, signInOnStorefront } from '@aurelia/e2e-support';
import { API, expect, findProduct, setWithStones, test, waitForHydration } from './support';

test.describe('the bag', () => {
  test('a guest adds a piece, sees the toast and the count, and finds it in the bag', async ({ page, request }) => {
    const product = await findProduct(request, (p) => p.stock > 5);
    await page.goto(`/product/${product.slug}`);
    await page.getByRole('button', { name: 'Add to bag', exact: true }).click();
    await expect(page.getByText('Added to your bag', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Bag, 1 piece' })).toBeVisible();

    await page.goto('/cart');
    await expect(page.getByRole('list', { name: 'Pieces in your bag' }).getByRole('listitem')).toHaveCount(1);
    // The guest signs in right there, with a code; password sign-in stays a link away.
    await expect(page.getByRole('heading', { name: 'Sign in to check out' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'sign in with your password' })).toHaveAttribute('href', '/auth/login?redirect=%2Fcheckout');
    await expectNoAxeViolations(page);

    // The piece's name leads back to its page within the page, as every other link of the shop does.
    await waitForHydration(page);
    await page.evaluate('window.sameDocument = true');
    await page.getByRole('list', { name: 'Pieces in your bag' }).getByRole('link', { name: product.name }).click();
    await expect(page).toHaveURL(`/product/${product.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    expect(await page.evaluate('window.sameDocument === true')).toBe(true);
  });

  test('a product page whose details’ code cannot come keeps them as the server drew them, and the piece still goes in the bag', async ({ page, request }) => {
    const product = await findProduct(request, (p) => p.stock > 5);
    // As with the connection gone, or a tab left open across a release whose files are gone.
    await page.route(/\/assets\/product-facts-[\w-]+\.js$/, (route) => route.abort());
    await page.goto(`/product/${product.slug}`);
    await page.getByRole('button', { name: 'Add to bag', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Bag, 1 piece' })).toBeVisible();
    // The first scroll draws the page again (its buy bar is wanted then); the details stay as the server drew them.
    const buyBar = page.waitForRequest(/\/assets\/sticky-buy-bar-[\w-]+\.js$/);
    await page.mouse.wheel(0, 600);
    await buyBar;
    await page.waitForTimeout(500);
    await expect(page.getByRole('table', { name: 'Price breakup' })).toBeVisible();
  });

  test('a product reached by a link whose details’ code cannot come says so where they would be', async ({ page, request }) => {
    const product = await findProduct(request, (p) => p.stock > 5);
    await page.route(/\/assets\/product-facts-[\w-]+\.js$/, (route) => route.abort());
    // The listing's pieces hydrate after the page: a link pressed before is followed by the browser, whose new
    // document the server draws, details and all.
    await page.addInitScript(() =>
      document.addEventListener('aurelia:part-hydrated', (event) => {
        if (event.target instanceof Element && event.target.matches('.sf-listing__pieces')) Object.assign(window, { piecesHydrated: true });
      }),
    );
    // The search for it, then the piece by its link: no server drawing of its details to keep.
    await page.goto(`/search?q=${encodeURIComponent(product.name)}`);
    await waitForHydration(page);
    await expect.poll(() => page.evaluate('window.piecesHydrated === true')).toBe(true);
    // By its address: another piece's name may hold this one's.
    await page.locator(`a[href="/product/${product.slug}"]`).first().click();
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'We could not reach the shop just now.' })).toBeVisible();
    await page.getByRole('button', { name: 'Add to bag', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Bag, 1 piece' })).toBeVisible();
  });

  test('the bag opened afresh asks the server about its lines once they are restored, and flags one sold meanwhile', async ({ page, request }) => {
    const product = await findProduct(request, (p) => p.stock > 5);
    await page.goto(`/product/${product.slug}`);
    await page.getByRole('button', { name: 'Add to bag', exact: true }).click();
    // The bag shows the piece at once; the shop's own check of the add is answered before the next one is staged.
    await expect(page.getByText('Added to your bag', { exact: true })).toBeVisible();
    // A reload or a bookmark: the kept bag comes back from the browser's storage after the page has hydrated.
    const asked = page.waitForRequest((sent) => sent.url().endsWith('/api/v1/check-product-available') && sent.method() === 'POST', { timeout: 15_000 });
    await page.route('**/api/v1/check-product-available', (route) => route.fulfill({ json: { is_available: false } }));
    await page.goto('/cart');
    expect((await asked).postDataJSON()).toMatchObject({ item_id: product.id, quantity: 1 });
    await expect(page.getByText('Some pieces cannot be bought now')).toBeVisible();
  });

  test('a bag the shop cannot answer for keeps its pieces, says so, and is checked again on request', async ({ page, request }) => {
    const product = await findProduct(request, (p) => p.stock > 5);
    await page.goto(`/product/${product.slug}`);
    await page.getByRole('button', { name: 'Add to bag', exact: true }).click();
    await expect(page.getByText('Added to your bag', { exact: true })).toBeVisible();
    await page.route('**/api/v1/check-product-available', (route) =>
      route.fulfill({ status: 503, headers: { 'retry-after': '30' }, json: { message: 'The shop is briefly unavailable. Please try again in a minute.' } }),
    );
    await page.goto('/cart');
    const note = page.getByRole('status').filter({ hasText: 'We could not check your bag just now' });
    await expect(note).toBeVisible();
    await expect(page.getByRole('list', { name: 'Pieces in your bag' })).toContainText(product.name);
    await expect(page.getByText('Some pieces cannot be bought now')).toHaveCount(0);
    await page.unroute('**/api/v1/check-product-available');
    const asked = page.waitForRequest((sent) => sent.url().endsWith('/api/v1/check-product-available'));
    await note.getByRole('button', { name: 'Check again' }).click();
    await asked;
    await expect(note).toHaveCount(0);
  });

  test('more than the stock is refused with a toast that says why', async ({ page, request }) => {
    // A plain piece: a second one of a piece set with stones is refused before stock is asked about.
    const product = await findProduct(request, (p) => p.stock === 1 && !p.is_preorderable && !setWithStones(p));
    await page.goto(`/product/${product.slug}`);
    const add = page.getByRole('button', { name: 'Add to bag', exact: true });
    await add.click();
    await expect(page.getByRole('button', { name: 'Bag, 1 piece' })).toBeVisible();
    await add.click();
    await expect(page.getByText('Out of stock', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Bag, 1 piece' })).toBeVisible();
  });

  test('a sold-out piece cannot be added', async ({ page, request }) => {
    const product = await findProduct(request, (p) => p.stock === 0 && !p.is_preorderable);
    await page.goto(`/product/${product.slug}`);
    await expect(page.getByRole('button', { name: 'Sold out' })).toBeDisabled();
  });

  test('pieces move to the temporary cart and back', async ({ page, request }) => {
    const product = await findProduct(request, (p) => p.stock > 5);
    await page.goto(`/product/${product.slug}`);
    await page.getByRole('button', { name: 'Add to bag', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Bag, 1 piece' })).toBeVisible();
    await page.goto('/cart');
    await page.getByRole('button', { name: 'Save all for later' }).click();
    await expect(page.getByRole('heading', { name: 'Saved for later (1)' })).toBeVisible();
    // The bag drawer, kept drawn while closed, says it too: the page's own heading.
    await expect(page.getByRole('heading', { name: 'Your bag is empty' })).toBeVisible();
    // Kept across a reload (localStorage).
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Saved for later (1)' })).toBeVisible();
    await page.getByRole('button', { name: 'Move all back to bag' }).click();
    await expect(page.getByRole('list', { name: 'Pieces in your bag' }).getByRole('listitem')).toHaveCount(1);
    await expect(page.getByRole('heading', { name: /Saved for later/ })).toHaveCount(0);
  });

  test('a guest bag is kept after signing in: the server cart holds it', async ({ page, request, context }) => {
    const product = await findProduct(request, (p) => p.stock > 5 && p.id % 2 === 0);
    await page.goto(`/product/${product.slug}`);
    await page.getByRole('button', { name: 'Add to bag', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Bag, 1 piece' })).toBeVisible();

    await signInOnStorefront(page, SHOPPER, '/cart');
    await expect(page.getByRole('list', { name: 'Pieces in your bag' })).toContainText(product.name);

    const token = (await context.cookies()).find((cookie) => cookie.name === 'auth_token')?.value;
    expect(token).toBeTruthy();
    await expect
      .poll(async () => {
        const cart = await request.get(`${API}/cart/`, { headers: { Authorization: `Bearer ${token}` } });
        const body = (await cart.json()) as { data: { bag_items: { item_id: number }[] } };
        return body.data.bag_items.map((line) => line.item_id);
      })
      .toContain(product.id);
  });
});

test.describe('the bag on a 320 px phone', () => {
  test.use({ viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true });

  test('a line’s quantity stepper, total and remove button each keep a place of their own, on the page and in the drawer', async ({ page, request }) => {
    const product = await findProduct(request, (p) => p.stock > 5 && !setWithStones(p));
    await page.goto(`/product/${product.slug}`);
    await page.getByRole('button', { name: 'Add to bag', exact: true }).click();
    await expect(page.getByText('Added to your bag', { exact: true })).toBeVisible();
    await page.goto('/cart');
    await expectLineLaidOut(page.getByRole('list', { name: 'Pieces in your bag' }).getByRole('listitem'), product.name);
    await page.getByRole('button', { name: 'Bag, 1 piece' }).click();
    await expectLineLaidOut(page.getByRole('dialog').getByRole('listitem'), product.name);
  });
});

/** The line's controls lie inside it and none covers another. */
async function expectLineLaidOut(line: Locator, name: string) {
  const boxes = await Promise.all(
    [line, line.getByRole('button', { name: 'Increase quantity' }), line.getByRole('button', { name: `Remove ${name}` }), line.getByLabel(`Line total ${name}`)].map(async (part) => {
      await expect(part).toBeVisible();
      const box = await part.boundingBox();
      if (!box) throw new Error('a part of the line has no box');
      return box;
    }),
  );
  const [whole, ...parts] = boxes as [Box, ...Box[]];
  for (const part of parts) {
    expect(part.x).toBeGreaterThanOrEqual(whole.x - 1);
    expect(part.x + part.width).toBeLessThanOrEqual(whole.x + whole.width + 1);
  }
  for (const [index, part] of parts.entries())
    for (const other of parts.slice(index + 1)) expect(overlaps(part, other), `${JSON.stringify(part)} covers ${JSON.stringify(other)}`).toBe(false);
}

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
