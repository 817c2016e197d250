import type { Locator, Page, Request } from '@playwright/test';
import { expect, findProduct, newShopper, test } from './support';

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails after `max` presses. Returns how many it took. */
async function tabTo(page: Page, target: Locator, { backwards = false, max = 120 } = {}) {
  for (let presses = 1; presses <= max; presses += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    if (await target.evaluate((node) => node === document.activeElement)) return presses;
  }
  throw new Error(`${String(target)} not reached in ${max} presses`);
}

/** What the route announcer (a polite live region) says after a page change. */
const announcer = (page: Page) => page.locator('[data-route-announcer]');

/**
 * Keeps every text that appears in a live region (status, alert, aria-live) on the page, so a journey can check what
 * was announced after the region has emptied again (a toast lasts a few seconds).
 */
async function recordAnnouncements(page: Page) {
  await page.addInitScript(() => {
    const said: string[] = [];
    Object.assign(window, { announced: said });
    const live = '[role="status"], [role="alert"], [aria-live]:not([aria-live="off"])';
    new MutationObserver((changes) => {
      for (const change of changes) {
        const node = change.target instanceof Element ? change.target : change.target.parentElement;
        const region = node?.closest(live);
        const text = region?.textContent?.trim();
        if (text && said.at(-1) !== text) said.push(text);
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

/** What the live regions have said since the page was loaded. */
const announced = (page: Page) => page.evaluate(() => (window as unknown as { announced: string[] }).announced);

/** Signs in with the keyboard alone on the login page, which then moves on to `to`. */
async function signInWithKeys(page: Page, account: { email: string; password: string }, to: string) {
  await page.goto(`/auth/login?redirect=${encodeURIComponent(to)}`);
  await tabTo(page, page.getByRole('textbox', { name: 'Email' }));
  await page.keyboard.type(account.email);
  await page.keyboard.press('Tab');
  await expect(page.locator('input[name="password"]')).toBeFocused();
  await page.keyboard.type(account.password);
  await page.keyboard.press('Enter');
}

for (const width of [390, 1366]) {
  const phone = width < 768;
  test.describe(`with the keyboard alone at ${width} px`, () => {
    test.use({ viewport: { width, height: phone ? 844 : 900 } });

    test('browse, filter, sort, product, bag and checkout as a signed-in shopper: focus follows every step', async ({ page, request }) => {
      // Some 150 key presses, each followed by a look at the focus.
      test.slow();
      const shopper = await newShopper(request, 'e2e-keyboard');
      await recordAnnouncements(page);
      await signInWithKeys(page, shopper, '/category/rings');

      // A page change says the new title and puts the focus on its h1.
      await expect(page).toHaveURL(/\/category\/rings$/);
      const title = page.getByRole('heading', { level: 1, name: 'Rings' });
      await expect(title).toBeFocused();
      await expect(announcer(page)).toHaveText(/^Rings/);

      // "Skip to results" is the next stop, and lands on the results.
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: 'Skip to results' })).toBeFocused();
      await page.keyboard.press('Enter');
      await page.keyboard.press('Tab');
      const grid = page.getByRole('list', { name: 'Rings' });
      const first = grid.getByRole('listitem').first();
      const firstName = (await first.getByRole('heading').textContent()) ?? '';
      // In each tile: the name, then its heart, then "Add to bag: <name>" (one name, no stray space).
      await expect(first.getByRole('link', { name: firstName })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(first.getByRole('button', { name: `Save ${firstName} to wishlist` })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(first.getByRole('button', { name: `Add to bag: ${firstName}`, exact: true })).toBeFocused();

      // "Load more": the focus goes to the first new piece, the status line says how many are shown.
      await tabTo(page, page.getByRole('button', { name: 'Load more' }));
      await page.keyboard.press('Enter');
      await expect(grid.getByRole('listitem')).toHaveCount(24);
      await expect(grid.getByRole('listitem').nth(12).getByRole('link')).toBeFocused();
      await expect(page.locator('.au-load-more__status[aria-live="polite"]')).toHaveText(/^Showing 24 of \d+ pieces$/);

      // The filters: after the results on a desktop; on a phone in a sheet from "Filter and sort", whose choice
      // applies with "Show N pieces", the focus back on the button.
      if (phone) {
        const toggle = page.getByRole('button', { name: 'Filter and sort' });
        await tabTo(page, toggle, { backwards: true });
        await page.keyboard.press('Enter');
        const sheet = page.getByRole('dialog', { name: 'Filter and sort' });
        await expect(sheet).toBeVisible();
        const karatInSheet = sheet.getByRole('checkbox', { name: /^18 ?K/i }).first();
        await tabTo(page, karatInSheet);
        await page.keyboard.press('Space');
        await expect(karatInSheet).toBeChecked();
        const show = sheet.getByRole('button', { name: /^Show \d+ pieces?$/ });
        await tabTo(page, show);
        await page.keyboard.press('Enter');
        await expect(page).toHaveURL(/attr=\d+/);
        await expect(sheet).toBeHidden();
        await expect(page.getByRole('button', { name: 'Filter and sort (1)' })).toBeFocused();
        await expect(page.locator('.sf-listing__count[role="status"]')).toHaveText(/^\d+ pieces?$/);
      } else {
        const filters = page.getByRole('region', { name: 'Filters' });
        const karat = filters.getByRole('checkbox', { name: /^18 ?K/i }).first();
        const tabsToFilter = await tabTo(page, karat);
        expect(tabsToFilter, 'the filters come after the pieces').toBeGreaterThan(12);
        await page.keyboard.press('Space');
        await expect(page).toHaveURL(/attr=\d+/);
        await expect(karat).toBeFocused();
        await expect(karat).toBeChecked();
        await expect(page.locator('.sf-listing__count[role="status"]')).toHaveText(/^\d+ pieces?$/);

        // Sort: arrow keys on the closed select do not reload; leaving the select applies the choice.
        const sort = filters.getByRole('combobox', { name: 'Sort by' });
        await tabTo(page, sort, { backwards: true });
        // Every sort the page asks for from here on: a step applied on the spot would ask for the first one.
        const sortsAskedFor: string[] = [];
        const recordSort = (request: Request) => {
          const asked = new URL(request.url()).searchParams.get('sort');
          if (asked !== null) sortsAskedFor.push(asked);
        };
        page.on('request', recordSort);
        await page.keyboard.press('ArrowDown');
        await page.keyboard.press('ArrowDown');
        await page.keyboard.press('Tab');
        // The select keeps showing the choice being applied while the sorted page loads.
        const chosen = await sort.inputValue();
        await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe(chosen);
        await expect(sort).toHaveValue(chosen);
        page.off('request', recordSort);
        expect(sortsAskedFor).toContain(chosen);
        expect(sortsAskedFor.filter((asked) => asked !== chosen), 'the arrow keys alone loaded nothing').toEqual([]);
      }

      // A product: its h1 takes the focus and its title is announced.
      await tabTo(page, page.getByRole('link', { name: 'Skip to results' }), { backwards: true });
      await page.keyboard.press('Enter');
      await page.keyboard.press('Tab');
      const piece = page.getByRole('list', { name: 'Rings' }).getByRole('listitem').first().getByRole('link');
      await expect(piece).toBeFocused();
      const pieceName = (await piece.textContent()) ?? '';
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/product\//);
      await expect(page.getByRole('heading', { level: 1, name: pieceName })).toBeFocused();
      await expect(announcer(page)).toContainText(pieceName);

      // "Add to bag" keeps the focus while it works and after; the toast says so.
      const add = page.getByRole('button', { name: 'Add to bag', exact: true });
      await tabTo(page, add);
      await page.keyboard.press('Enter');
      await expect(add).toBeFocused();
      const bag = page.getByRole('button', { name: 'Bag, 1 piece' });
      await expect(bag).toBeVisible();
      await expect(add).toBeFocused();
      await expect.poll(() => announced(page)).toContainEqual(expect.stringContaining('Added to your bag'));

      // The bag: the drawer takes the focus; its link leads to the bag page, whose h1 takes it next.
      await tabTo(page, bag, { backwards: true });
      await page.keyboard.press('Enter');
      const drawer = page.getByRole('dialog', { name: 'Your bag' });
      await expect(drawer).toBeVisible();
      expect(await drawer.evaluate((node) => node.contains(document.activeElement))).toBe(true);
      // The shown one: the phone's other panels (the menu, the filters) are kept drawn, hidden, with overlays of their own.
      await expect(page.locator('.au-overlay').filter({ visible: true })).toHaveCSS('background-color', /rgba?\(.+\)/);
      await tabTo(page, drawer.getByRole('link', { name: 'View bag and check out' }), { max: 20 });
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/cart$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
      await expect(announcer(page)).not.toBeEmpty();

      // Checkout: a refused address puts the focus on the error summary, whose links lead to the fields.
      await tabTo(page, page.getByRole('link', { name: /^Check out/ }));
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/checkout$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
      await expect(announcer(page)).toHaveText(/^Checkout/);
      await tabTo(page, page.getByRole('button', { name: /^Place order/ }));
      await page.keyboard.press('Enter');
      const summary = page.getByRole('alert').filter({ hasText: 'The address was not saved' });
      await expect(summary).toBeFocused();
      await page.keyboard.press('Tab');
      const link = summary.getByRole('link').first();
      await expect(link).toBeFocused();
      await page.keyboard.press('Enter');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-invalid'))).toBe('true');
    });

    test('sign-in: each refusal is announced, takes the focus, and leads to the field', async ({ page, request }) => {
      await page.goto('/auth/login');
      const signIn = page.getByRole('button', { name: 'Sign in', exact: true });
      const email = page.getByRole('textbox', { name: 'Email' });
      const password = page.locator('input[name="password"]');

      // Empty: the summary lists both fields; its first link leads to Email.
      await tabTo(page, signIn);
      await page.keyboard.press('Enter');
      let summary = page.getByRole('alert');
      await expect(summary).toBeFocused();
      await expect(summary).toContainText('There is a problem');
      await expect(summary.getByRole('link')).toHaveCount(2);
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await expect(email).toBeFocused();
      await expect(email).toHaveAttribute('aria-invalid', 'true');

      // Not an email: Enter in the password field submits; the summary names Email.
      await page.keyboard.type('not-an-email');
      await page.keyboard.press('Tab');
      await page.keyboard.type('whatever1');
      await page.keyboard.press('Enter');
      summary = page.getByRole('alert');
      await expect(summary).toBeFocused();
      await expect(summary.getByRole('link')).toHaveCount(1);
      await expect(summary.getByRole('link')).toContainText(/email/i);

      // Wrong password: the form's error, not Email's; no field is marked wrong.
      const shopper = await newShopper(request, 'e2e-keyboard-signin');
      await email.focus();
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type(shopper.email);
      await page.keyboard.press('Tab');
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type('Wrong#2026pass');
      await page.keyboard.press('Enter');
      summary = page.getByRole('alert');
      await expect(summary).toBeFocused();
      await expect(summary).toContainText('These credentials do not match our records.');
      await expect(summary.getByRole('link')).toHaveCount(0);
      await expect(email).not.toHaveAttribute('aria-invalid', 'true');
      await expect(password).not.toHaveAttribute('aria-invalid', 'true');
      // The button stayed focusable through the attempt: nothing fell to the body.
      expect(await page.evaluate(() => document.activeElement === document.body)).toBe(false);
      await expect(signIn).not.toHaveAttribute('disabled');
    });

    test('a page change by link is announced and focuses the h1; the first load is not', async ({ page, request }) => {
      const product = await findProduct(request, (p) => p.stock > 5);
      await page.goto('/');
      await expect(announcer(page)).toBeEmpty();
      expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
      await page.goto(`/product/${product.slug}`);
      await expect(announcer(page)).toBeEmpty();
    });
  });
}
