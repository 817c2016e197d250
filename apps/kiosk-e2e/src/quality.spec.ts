import { ANJALI, STORE, expectNoAxeViolations } from '@aurelia/e2e-support';
import { bookLaterToday, card, expect, expectTouchTargets, moreButton, newCustomer, test, unlock } from './support';

test.describe('touch and accessibility', () => {
  test('the lock screen and the PIN pad: no axe violations, every target at least 48 px @portrait', async ({ page }) => {
    await expect(page.getByRole('heading', { name: STORE.name, level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
    await expectTouchTargets(page);
    await page.getByRole('button', { name: ANJALI.name, exact: true }).click();
    await expect(page.getByRole('group', { name: 'PIN' })).toBeVisible();
    await expectNoAxeViolations(page);
    await expectTouchTargets(page);
  });

  test('the appointments and their dialogs: no axe violations, every target at least 48 px @portrait', async ({ page, request }) => {
    const customer = newCustomer('Anita');
    await bookLaterToday(request, [{ ...customer, notes: 'Pearls' }]);
    await unlock(page, ANJALI);
    await expect(card(page, customer.customer_name)).toBeVisible();
    await expectNoAxeViolations(page);
    await expectTouchTargets(page);

    await page.getByRole('button', { name: 'Book a walk-in' }).click();
    const walkIn = page.getByRole('dialog', { name: 'Book a walk-in' });
    await expect(walkIn.getByRole('radio', { name: / to / }).first()).toBeVisible();
    await expectNoAxeViolations(page);
    await expectTouchTargets(page);
    await walkIn.getByRole('button', { name: 'Close' }).click();

    // The row's menu, open: its entries are touch targets too (axe checked the page above; the menu floats outside
    // its landmarks while open, as every popup does).
    await moreButton(page, customer.customer_name).click();
    const menu = page.getByRole('menu', { name: `More for ${customer.customer_name}` });
    await expect(menu).toBeVisible();
    await expectTouchTargets(page);
    await menu.getByRole('menuitem', { name: 'Move' }).click();
    const move = page.getByRole('dialog', { name: `Move ${customer.customer_name}` });
    // Tomorrow's times: today's may all be taken by the journeys before.
    await move.getByRole('radio', { name: 'Tomorrow' }).click();
    await expect(move.getByRole('radio', { name: / to / }).first()).toBeVisible();
    await expectTouchTargets(page);
  });
});

test.describe('touch targets before set-up', () => {
  test.use({ registered: false });

  test('the set-up screen: no axe violations, every target at least 48 px', async ({ page }) => {
    await page.goto('/setup');
    await expect(page.getByRole('heading', { name: 'Set up this kiosk' })).toBeVisible();
    await expectNoAxeViolations(page);
    await expectTouchTargets(page);
  });
});

test.describe('loading', () => {
  // Every script the page asks for, from the network (no service worker answering from its cache).
  test.use({ serviceWorkers: 'block' });

  test('the lock screen loads its own code and the staff screens, without the schemas or the set-up screen', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/assets/') && pathname.endsWith('.js')) scripts.push(pathname);
    });
    await page.reload();
    await expect(page.getByRole('heading', { name: STORE.name, level: 1 })).toBeVisible();
    // The entry and the shared framework chunks; the staff screens, each a file of its own, are fetched ahead while
    // the lock screen waits for a PIN. Never the set-up screen, which a set-up kiosk does not need.
    expect(scripts.some((path) => /\/index-[^/]*\.js$/.test(path)), 'the entry script').toBe(true);
    expect(scripts.join(' ')).not.toMatch(/setup-screen/);
    for (const path of scripts) expect(await (await page.request.get(new URL(path, page.url()).href)).text(), 'zod stays out of the kiosk').not.toContain('ZodError');

    await unlock(page, ANJALI);
    await page.getByRole('navigation', { name: 'Kiosk' }).getByRole('link', { name: 'Gift cards' }).click();
    await expect(page.getByRole('form', { name: 'Issue a gift card' })).toBeVisible();
    expect(scripts.join(' ')).toMatch(/gift-cards-screen/);
  });
});
