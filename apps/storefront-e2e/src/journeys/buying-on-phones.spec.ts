import { expectNoAxeViolations } from '@aurelia/e2e-support';
import type { Locator, Page } from '@playwright/test';
import { API, expect, findProduct, setWithStones, test } from '../support';

test.use({ viewport: { width: 390, height: 844 } });

/** The box of an element on the screen, which must be laid out. */
async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not laid out');
  return box;
}

const overlap = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * Scrolls to the page's end, again until it stays there: sections laid out only near the screen
 * (`content-visibility: auto`) take their real height as they come into view.
 */
const scrollToEnd = (page: Page) =>
  page.evaluate(async () => {
    let last = -1;
    for (let round = 0; round < 20 && window.scrollY !== last; round += 1) {
      last = window.scrollY;
      window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
      await new Promise((settled) => requestAnimationFrame(() => requestAnimationFrame(settled)));
    }
  });

test.describe('buying on a phone', () => {
  test('the buy bar shows once the buy box has scrolled away, adds to the bag, and leaves the page end readable', async ({ page, request }) => {
    const product = await findProduct(request, (p) => p.stock > 5 && !p.is_preorderable);
    await page.goto(`/product/${product.slug}`);
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    const bar = page.locator('.sf-buy-bar');
    const own = page.locator('#product-buy').getByRole('button', { name: 'Add to bag', exact: true });

    // Until the buy box's button has scrolled away upwards the bar is out of sight and out of the accessibility tree.
    await expect(page.getByRole('button', { name: 'Add to bag', exact: true })).toHaveCount(1);
    // The bar comes with the page's first scroll.
    await page.evaluate(() => window.scrollBy(0, 1));
    await own.scrollIntoViewIfNeeded();
    await expect(bar).toBeAttached();
    await expect(bar).toBeHidden();
    await expect(page.getByRole('button', { name: 'Add to bag', exact: true })).toHaveCount(1);
    // Its room at the page's end is kept before it shows: the end does not move once a shopper has reached it.
    const barHeight = await bar.evaluate((element) => (element as HTMLElement).offsetHeight);
    expect(barHeight).toBeGreaterThan(0);
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).paddingBottom)).toBe(`${barHeight}px`);

    await scrollToEnd(page);
    await expect(bar).toBeVisible();
    await expect(bar).toContainText(product.name);
    // One "Add to bag" in view: the bar's (the buy box's is off the screen).
    await expect(own).not.toBeInViewport();
    // The bar slides up: its place is read once the slide has ended, at the screen's foot.
    await expect.poll(async () => Math.round((await boxOf(bar)).y + (await boxOf(bar)).height)).toBe(844);
    const barBox = await boxOf(bar);
    // The page's last words are above the bar, not under it.
    const end = page.locator('.sf-footer');
    expect((await boxOf(end)).y + (await boxOf(end)).height).toBeLessThanOrEqual(barBox.y + 1);
    await expectNoAxeViolations(page);

    await bar.getByRole('button', { name: 'Add to bag' }).click();
    const toast = page.locator('.au-toast').filter({ hasText: 'Added to your bag' });
    await expect(toast).toBeVisible();
    await expect(page.getByRole('button', { name: 'Bag, 1 piece' })).toBeVisible();
    // The toast rises from the bottom and stops above the bar.
    const toastBox = await boxOf(toast);
    expect(toastBox.y + toastBox.height).toBeLessThanOrEqual((await boxOf(bar)).y + 1);
  });

  test('the toast of a piece added offers "View bag", keeps off the pictures, and leads to the bag', async ({ page, request }) => {
    const product = await findProduct(request, (p) => p.stock > 5 && !p.is_preorderable);
    await page.goto(`/product/${product.slug}`);
    await page.locator('#product-buy').getByRole('button', { name: 'Add to bag', exact: true }).click();
    const toast = page.locator('.au-toast').filter({ hasText: 'Added to your bag' });
    await expect(toast).toBeVisible();
    const gallery = page.locator('.au-gallery').first();
    expect(overlap(await boxOf(toast), await boxOf(gallery)), 'the toast covers the pictures').toBe(false);

    await toast.getByRole('link', { name: 'View bag' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole('list', { name: 'Pieces in your bag' })).toContainText(product.name);
  });

  test('filters in a bottom sheet: "Show N pieces" counts what the listing then shows, and Clear all counts the whole category', async ({ page, request }) => {
    await page.goto('/category/rings');
    const count = page.locator('.sf-listing__count');
    const all = Number(/^(\d+)/.exec((await count.textContent()) ?? '')?.[1]);
    expect(all).toBeGreaterThan(0);
    const toggle = page.getByRole('button', { name: 'Filter and sort' });
    await toggle.click();
    const sheet = page.getByRole('dialog', { name: 'Filter and sort' });
    await expect(sheet).toBeVisible();
    // Once it has slid up, it sits on the bottom edge.
    await expect.poll(async () => Math.round((await boxOf(sheet)).y + (await boxOf(sheet)).height), { message: 'the sheet sits on the bottom edge' }).toBe(844);
    await expect(sheet.getByRole('button', { name: `Show ${all} pieces` })).toBeVisible();

    const platinum = sheet.getByRole('checkbox', { name: 'Platinum', exact: true });
    // The count is asked for a moment after the tick: a one-piece page of the listing with the filter.
    const counted = () => page.waitForResponse((response) => /[?&]per_page=1(&|$)/.test(response.url()) && response.request().method() === 'GET');
    let answer = counted();
    await platinum.check();
    await answer;
    const show = sheet.getByRole('button', { name: /^Show \d+ pieces?$/ });
    await expect(show).toBeVisible();
    const shown = Number(/\d+/.exec((await show.textContent()) ?? '')?.[0]);
    expect(shown).toBeGreaterThan(0);
    // Nothing is applied before the button: the address is still the category's.
    await expect(page).toHaveURL(/\/category\/rings$/);
    await expectNoAxeViolations(page);

    // Clear all counts the whole category again; the choice made once more counts the same.
    await sheet.getByRole('button', { name: /^Clear all/ }).click();
    await expect(sheet.getByRole('button', { name: `Show ${all} pieces` })).toBeVisible();
    answer = counted();
    await platinum.check();
    await answer;
    await expect(sheet.getByRole('button', { name: `Show ${shown} ${shown === 1 ? 'piece' : 'pieces'}` })).toBeVisible();

    await sheet.getByRole('button', { name: /^Show \d+ pieces?$/ }).click();
    await expect(sheet).toBeHidden();
    await expect(page).toHaveURL(/\/category\/rings\?attr=\d+$/);
    await expect(count).toHaveText(`${shown} ${shown === 1 ? 'piece' : 'pieces'}`);
    await expect(page.getByRole('button', { name: 'Filter and sort (1)' })).toBeFocused();
    // The same count as the API's own listing of those filters.
    const attr = new URL(page.url()).searchParams.get('attr');
    const listed = await request.get(`${API}/products?filters[categories][slug][$eq]=rings&filters[attributes][id][$in][0]=${attr}&per_page=1`);
    expect(((await listed.json()) as { meta: { total: number } }).meta.total).toBe(shown);
  });

  test('the filter sheet, drawn ahead while the page is idle, locks and hides nothing until opened, nor once closed', async ({ page }) => {
    await page.goto('/category/rings');
    const drawn = page.locator('.sf-filter-sheet');
    // Its code comes once the page is idle, and React draws it closed: there, but shown to no one.
    await expect(drawn).toHaveCount(1);
    await expect(drawn).toBeHidden();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // The modal's scroll lock and its hiding of the page from screen readers start only when it opens.
    const lockedAndHidden = () =>
      page.evaluate(() => [document.body.hasAttribute('data-scroll-locked'), document.querySelector('body > header')?.getAttribute('aria-hidden') === 'true']);
    expect(await lockedAndHidden()).toEqual([false, false]);

    const toggle = page.getByRole('button', { name: 'Filter and sort' });
    await toggle.click();
    const sheet = page.getByRole('dialog', { name: 'Filter and sort' });
    await expect(sheet).toBeVisible();
    await expect.poll(lockedAndHidden).toEqual([true, true]);
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect.poll(lockedAndHidden).toEqual([false, false]);
  });

  test('a one-of-a-kind piece is one in the bag: no quantity stepper, and a second is not added', async ({ page, request }) => {
    const unique = await findProduct(request, (p) => p.stock > 5 && !p.is_preorderable && setWithStones(p));
    const plain = await findProduct(request, (p) => p.stock > 5 && !p.is_preorderable && !setWithStones(p));
    for (const product of [unique, plain]) {
      await page.goto(`/product/${product.slug}`);
      await page.locator('#product-buy').getByRole('button', { name: 'Add to bag', exact: true }).click();
      await expect(page.locator('.au-toast').filter({ hasText: 'Added to your bag' })).toBeVisible();
    }
    await page.goto(`/product/${unique.slug}`);
    await page.locator('#product-buy').getByRole('button', { name: 'Add to bag', exact: true }).click();
    await expect(page.locator('.au-toast').filter({ hasText: 'Already in your bag' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Bag, 2 pieces' })).toBeVisible();

    await page.goto('/cart');
    const lines = page.getByRole('list', { name: 'Pieces in your bag' }).getByRole('listitem');
    const uniqueLine = lines.filter({ hasText: unique.name });
    const plainLine = lines.filter({ hasText: plain.name });
    await expect(uniqueLine.getByText('One of a kind')).toBeVisible();
    await expect(uniqueLine.getByRole('spinbutton')).toHaveCount(0);
    await expect(plainLine.getByRole('spinbutton', { name: `Quantity of ${plain.name}` })).toHaveValue('1');
    await expectNoAxeViolations(page);
  });
});

test.describe('the bag toast on a desktop', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test('shows top-right, below the header, away from the pictures, with "View bag"; no buy bar', async ({ page, request }) => {
    const product = await findProduct(request, (p) => p.stock > 5 && !p.is_preorderable);
    await page.goto(`/product/${product.slug}`);
    await page.locator('#product-buy').getByRole('button', { name: 'Add to bag', exact: true }).click();
    const toast = page.locator('.au-toast').filter({ hasText: 'Added to your bag' });
    await expect(toast).toBeVisible();
    await expect(toast.getByRole('link', { name: 'View bag' })).toHaveAttribute('href', '/cart');
    const toastBox = await boxOf(toast);
    expect(overlap(toastBox, await boxOf(page.locator('.au-gallery').first())), 'the toast covers the pictures').toBe(false);
    expect(toastBox.y).toBeGreaterThanOrEqual((await boxOf(page.locator('header').first())).height - 1);
    await scrollToEnd(page);
    await expect(page.locator('.sf-buy-bar')).toBeHidden();
  });
});
