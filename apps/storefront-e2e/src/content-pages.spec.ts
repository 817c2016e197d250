import { expectNoAxeViolations } from '@aurelia/e2e-support';
import { API, expect, test } from './support';

test.describe('content pages from the CMS', () => {
  test('/about and every page the footer links to render their title and text', async ({ page, request }) => {
    const pages = ((await (await request.get(`${API}/pages`)).json()) as { data: { slug: string; title: string }[] }).data;
    expect(pages.length).toBeGreaterThan(1);

    await page.goto('/about');
    const about = pages.find((entry) => entry.slug === 'about');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(about?.title ?? '');
    await expect(page).toHaveTitle(`${about?.title} | Aurelia | Premium Jewellery Collection`);
    await expectNoAxeViolations(page);

    const other = pages.find((entry) => entry.slug !== 'about');
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: other?.title ?? '' }).click();
    await expect(page).toHaveURL(new RegExp(`/page/${other?.slug}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(other?.title ?? '');
    await expect(page.locator('.sf-cms__body p').first()).not.toBeEmpty();
  });

  test('an unknown page is the 404 page with status 404', async ({ page }) => {
    const response = await page.goto('/page/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: /Page Not Found/ })).toBeVisible();
    await expect(page.locator('main')).not.toContainText('/page/no-such-page');
    await expect(page).toHaveTitle('Page Not Found | Aurelia | Premium Jewellery Collection');
  });
});
