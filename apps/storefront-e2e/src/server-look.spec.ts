import { signInOnStorefront } from '@aurelia/e2e-support';
import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import { chooseBandraPickup, expect, findProduct, shopperWithBag, test } from './support';

/**
 * A page's parts hydrated after the rest (checkout's form, a payment's choice of method, the profile's forms, the
 * booking's store and day, a listing's pieces, a piece's facts, an order's record) are drawn by the server before their
 * code comes, on a slow phone for a second or more, and for good without script: their look must come with the page,
 * not with their code. Each element of the page's `<main>` is compared, by its tag, classes and rank among its like,
 * as the server drew it (no script) and once the page and all its parts have come; pictures are left out (the page's
 * script chooses which of a card's views to show).
 */
type Look = [element: string, style: string][];

const lookOf = (page: Page) =>
  page.locator('main').evaluate((main): Look => {
    const seen = new Map<string, number>();
    return [...main.querySelectorAll('*')]
      .filter((element) => element.tagName !== 'IMG')
      .map((element) => {
        const kind = `${element.tagName.toLowerCase()}.${(element.getAttribute('class') ?? '').trim().replace(/\s+/g, '.')}`;
        const rank = (seen.get(kind) ?? 0) + 1;
        seen.set(kind, rank);
        const style = getComputedStyle(element);
        const { display, padding, borderTopWidth, borderRadius, fontSize, backgroundColor, gap } = style;
        return [`${kind} #${rank}`, [display, padding, borderTopWidth, borderRadius, fontSize, backgroundColor, gap].join(' ')];
      });
  });

/** The elements of `path` drawn otherwise by the server than once the page's code has all come, with both looks. */
async function drawnOtherwise(browser: Browser, path: string, options: BrowserContextOptions) {
  const looks: Map<string, string>[] = [];
  for (const javaScriptEnabled of [false, true]) {
    const context = await browser.newContext({ ...options, javaScriptEnabled, viewport: { width: 390, height: 844 } });
    try {
      const page = await context.newPage();
      await page.goto(path);
      if (javaScriptEnabled) {
        await expect(page.locator('html[data-hydrated]')).toBeAttached();
        await page.waitForLoadState('networkidle');
      }
      looks.push(new Map(await lookOf(page)));
    } finally {
      await context.close();
    }
  }
  const [server, hydrated] = looks as [Map<string, string>, Map<string, string>];
  expect(server.size, `${path}: elements drawn`).toBeGreaterThan(10);
  return [...server].filter(([element, style]) => hydrated.has(element) && hydrated.get(element) !== style).map(([element, style]) => `${element}: ${style} → ${hydrated.get(element)}`);
}

test('a page\'s parts hydrated later look as they will before their code comes: listings, a piece, the booking', async ({ browser, baseURL, request }) => {
  const product = await findProduct(request, (p) => p.stock > 0);
  for (const path of ['/category/rings', `/product/${product.slug}`, '/appointment']) {
    expect(await drawnOtherwise(browser, path, { baseURL }), path).toEqual([]);
  }
});

test('a signed-in shopper\'s parts hydrated later look as they will before their code comes: checkout, an order, the profile, a gift card', async ({ browser, baseURL, page, request }) => {
  const shopper = await shopperWithBag(request, await findProduct(request, (p) => p.stock > 2));
  await signInOnStorefront(page, shopper, '/checkout');
  const signedIn = { baseURL, storageState: await page.context().storageState() };
  expect(await drawnOtherwise(browser, '/checkout', signedIn), '/checkout').toEqual([]);
  await chooseBandraPickup(page);
  await page.getByRole('radio', { name: 'Cash' }).click();
  await page.getByRole('button', { name: 'Place order', exact: true }).click();
  await expect(page).toHaveURL(/\/checkout\/success\?order=/);
  const order = new URL(page.url()).searchParams.get('order') ?? '';
  for (const path of [`/user/order/${order}`, '/user/profile', '/giftcards/checkout']) {
    expect(await drawnOtherwise(browser, path, signedIn), path).toEqual([]);
  }
});
