import { expect, test } from '@playwright/test';
import { rawGet } from './browser-defences';
import { API, STOREFRONT } from './servers';

/** The storefront's PUBLIC_URL in this suite (playwright.config.ts). */
const PUBLIC = 'https://shop.example.test';

const FORGERIES: Record<string, string>[] = [
  { Host: 'evil.test' },
  { 'X-Forwarded-Host': 'evil.test' },
  { Host: 'evil.test', 'X-Forwarded-Host': 'evil.test:8443', 'X-Forwarded-Proto': 'https' },
];

test.describe('links to the shop name PUBLIC_URL, whatever Host the request claims', () => {
  test('canonical link, og:url and structured data of a product', async ({ request }) => {
    const products = (await (await request.get(`${API}/products?per_page=1`)).json()) as { data: { slug: string }[] };
    const slug = products.data[0]?.slug ?? 'missing';
    for (const headers of FORGERIES) {
      const { status, body } = await rawGet(STOREFRONT, `/product/${slug}`, headers);
      expect(status, JSON.stringify(headers)).toBe(200);
      expect(body).toContain(`<link rel="canonical" href="${PUBLIC}/product/${slug}"/>`);
      expect(body).toContain(`<meta property="og:url" content="${PUBLIC}/product/${slug}"/>`);
      expect(body).not.toContain('evil.test');
    }
  });

  test('robots.txt and sitemap.xml', async () => {
    for (const headers of FORGERIES) {
      const robots = await rawGet(STOREFRONT, '/robots.txt', headers);
      expect(robots.body).toContain(`Sitemap: ${PUBLIC}/sitemap.xml`);
      const sitemap = await rawGet(STOREFRONT, '/sitemap.xml', headers);
      const locations = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '');
      expect(locations.length).toBeGreaterThan(100);
      expect(locations.filter((location) => !location.startsWith(`${PUBLIC}/`))).toEqual([]);
    }
  });

  test('a Host that is no host at all (spaces, a bad port, a half address) still gets the page, not a 500', async () => {
    const unusable: Record<string, string>[] = [{ Host: 'a b' }, { Host: 'evil.test:99999' }, { Host: '[::1' }, { 'X-Forwarded-Host': 'a b:1' }];
    for (const headers of unusable) {
      const { status, body } = await rawGet(STOREFRONT, '/category/rings', headers);
      expect(status, JSON.stringify(headers)).toBe(200);
      expect(body).toContain(`<link rel="canonical" href="${PUBLIC}/category/rings"/>`);
    }
  });
});
