import { expectNoAxeViolations } from '@aurelia/e2e-support';
import { API, expect, test } from './support';

interface SeedStore {
  slug: string;
  name: string;
  city: string;
  phone: string;
}

test.describe('stores', () => {
  test('every store is listed with its hours today and an open-now state, and can be filtered by city', async ({ page, request }) => {
    const stores = ((await (await request.get(`${API}/stores`)).json()) as { data: SeedStore[] }).data;
    await page.goto('/stores');
    await expect(page).toHaveTitle('Our stores | Aurelia | Premium Jewellery Collection');
    const list = page.getByRole('list', { name: 'All stores' });
    await expect(list.getByRole('article')).toHaveCount(stores.length);
    for (const card of await list.getByRole('article').all()) {
      await expect(card.getByText(/^(Open now|Closed now)$/)).toBeVisible();
      await expect(card.getByRole('table', { name: 'Opening hours' }).getByRole('row')).toHaveCount(1);
    }
    await expectNoAxeViolations(page);

    const first = stores[0] as SeedStore;
    await page.getByRole('navigation', { name: 'Stores by city' }).getByRole('link', { name: first.city, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/stores\\?city=${encodeURIComponent(first.city)}$`));
    const inCity = page.getByRole('list', { name: `Stores in ${first.city}` });
    await expect(inCity.getByRole('article')).toHaveCount(stores.filter((store) => store.city === first.city).length);
  });

  test('a store page shows the week, its services, a booking link and JewelryStore data', async ({ page, request }) => {
    const store = ((await (await request.get(`${API}/stores`)).json()) as { data: SeedStore[] }).data[0] as SeedStore;
    await page.goto('/stores');
    await page.getByRole('link', { name: `Store details: ${store.name}` }).click();
    await expect(page).toHaveURL(new RegExp(`/stores/${store.slug}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(store.name);
    await expect(page.getByRole('table', { name: 'Opening hours' }).getByRole('row')).toHaveCount(7);
    await expect(page.getByRole('link', { name: 'Book an appointment here' })).toHaveAttribute('href', `/appointment?store=${store.slug}`);
    // The number as people write it (+91 22 2640 1234), dialled as stored.
    await expect(page.locator(`a[href="tel:${store.phone}"]`)).toHaveText(/^\+91 \d{2,3} \d{3,4} \d{4}$/);
    await expectNoAxeViolations(page);

    const html = await (await request.get(`/stores/${store.slug}`)).text();
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((match) => JSON.parse(match[1] ?? '{}'));
    expect(blocks.find((block) => block['@type'] === 'JewelryStore')).toMatchObject({ name: store.name, address: { addressLocality: store.city } });
  });

  test('an unknown store is the 404 page with status 404', async ({ page }) => {
    const response = await page.goto('/stores/no-such-store');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: /Page Not Found/ })).toBeVisible();
    await expect(page.locator('main')).not.toContainText('/stores/no-such-store');
    await expect(page).toHaveTitle('Page Not Found | Aurelia | Premium Jewellery Collection');
  });
});
