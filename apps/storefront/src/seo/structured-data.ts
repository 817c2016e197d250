import { SOCIAL_IMAGE_PATH } from './page-meta';

/*
 * schema.org data the pages put in JSON-LD blocks. The product's and a store's are in files of their own
 * (product-ld.ts, jewelry-store-ld.ts): only their pages use them, and here they were in every first load.
 */

/** schema.org Organization for the shop (every page). */
export function organizationLd(brand: string, origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: brand,
    url: `${origin}/`,
    logo: `${origin}${SOCIAL_IMAGE_PATH}`,
  };
}

/** schema.org BreadcrumbList from labelled paths, the last being the page itself. */
export function breadcrumbLd(origin: string, items: readonly { label: string; path: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.label,
      item: `${origin}${item.path}`,
    })),
  };
}
