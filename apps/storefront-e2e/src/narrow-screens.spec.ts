import { expect, test } from './support';

test.describe('a phone 320 px wide', () => {
  test.use({ viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true });

  test('the stores page shows each "Open now" or "Closed now" whole, and its list has no bullets', async ({ page }) => {
    await page.goto('/stores');
    const badges = page.locator('.au-store-card__header .au-badge');
    expect(await badges.count()).toBeGreaterThan(0);
    for (const badge of await badges.all()) {
      await expect(badge).toHaveText(/^(Open|Closed) now$/);
      // Cut text: the badge's content is wider than the badge, or the badge sticks out of its card.
      expect(await badge.evaluate((node) => node.scrollWidth <= node.clientWidth)).toBe(true);
      const card = badge.locator('xpath=ancestor::article[1]');
      const [inner, outer] = [await badge.boundingBox(), await card.boundingBox()];
      expect(inner && outer && inner.x + inner.width <= outer.x + outer.width).toBe(true);
    }
    await expect(page.getByRole('list', { name: 'All stores' })).toHaveCSS('list-style-type', 'none');
  });
});

test.describe('a phone 390 px wide', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('Tab through the category strip keeps the focused link wholly in view', async ({ page }) => {
    await page.goto('/');
    const strip = page.getByRole('navigation', { name: 'Categories' });
    const links = strip.getByRole('link');
    await links.first().focus();
    for (let index = 1; index < (await links.count()); index += 1) {
      await page.keyboard.press('Tab');
      await expect(links.nth(index)).toBeFocused();
      const [link, list] = [await links.nth(index).boundingBox(), await strip.getByRole('list').boundingBox()];
      expect(link && list && link.x >= list.x && link.x + link.width <= list.x + list.width + 0.5, `link ${index} in view`).toBe(true);
    }
  });
});
