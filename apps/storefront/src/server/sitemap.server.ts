import type { ApiClient } from '@aurelia/api-client';
import { PRODUCT_LIST_MAX_PER_PAGE } from '@aurelia/contracts';
import { pagePath } from '../shared/page-path';

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char] ?? char);

/** Every product slug, page by page at the API's largest page size. */
async function allProductSlugs(api: ApiClient): Promise<string[]> {
  const slugs: string[] = [];
  for (let page = 1; ; page += 1) {
    const { data, meta } = await api.getProducts({ page, perPage: PRODUCT_LIST_MAX_PER_PAGE, sort: ['created_at:desc'] });
    slugs.push(...data.map((product) => product.slug));
    if (meta.current_page >= meta.last_page) return slugs;
  }
}

/** The sitemap: home, categories, every product, store and CMS page, and `extraPaths` (sitemaps.org 0.9). */
export async function buildSitemap(api: ApiClient, origin: string, extraPaths: readonly string[]): Promise<string> {
  const [categories, products, stores, pages] = await Promise.all([
    api.getCategories().then((response) => response.data),
    allProductSlugs(api),
    api.getStores().then((response) => response.data),
    api.getPages().then((response) => response.data),
  ]);
  const paths = [
    '/',
    ...categories.map((category) => `/category/${category.slug}`),
    ...products.map((slug) => `/product/${slug}`),
    '/stores',
    ...stores.map((store) => `/stores/${store.slug}`),
    ...pages.map((page) => pagePath(page.slug)),
    ...extraPaths,
  ];
  const urls = paths.map((path) => `  <url><loc>${escapeXml(`${origin}${path}`)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}
