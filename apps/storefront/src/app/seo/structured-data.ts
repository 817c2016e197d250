import type { Product, Store } from '@aurelia/contracts';
import { CURRENCY, WEEKDAYS, ipxUrl } from '@aurelia/domain';
import { SOCIAL_IMAGE_PATH } from './page-meta';

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

/** How a product can be bought, in schema.org terms. */
export function availabilityOf(product: Pick<Product, 'stock' | 'is_preorderable'>): string {
  if (product.stock > 0) return 'https://schema.org/InStock';
  return product.is_preorderable ? 'https://schema.org/PreOrder' : 'https://schema.org/OutOfStock';
}

/** schema.org Product with its offer (price in INR, availability). */
export function productLd(product: Product, brand: string, origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    sku: String(product.id),
    image: product.images.map((image) => `${origin}${ipxUrl(image.url, { width: 1024, format: 'jpeg' })}`),
    brand: { '@type': 'Brand', name: brand },
    category: product.categories[0]?.name,
    offers: {
      '@type': 'Offer',
      url: `${origin}/product/${product.slug}`,
      priceCurrency: CURRENCY,
      price: product.price.toFixed(2),
      availability: availabilityOf(product),
      itemCondition: 'https://schema.org/NewCondition',
    },
  };
}

/** schema.org JewelryStore: address, position, phone and the week's opening hours. */
export function jewelryStoreLd(store: Store, origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'JewelryStore',
    name: store.name,
    url: `${origin}/stores/${store.slug}`,
    telephone: store.phone,
    email: store.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: store.address,
      addressLocality: store.city,
      addressRegion: store.state,
      postalCode: store.pincode,
      addressCountry: store.country,
    },
    geo: { '@type': 'GeoCoordinates', latitude: store.latitude, longitude: store.longitude },
    openingHoursSpecification: WEEKDAYS.flatMap((day) => {
      const hours = store.opening_hours[day];
      return hours ? [{ '@type': 'OpeningHoursSpecification', dayOfWeek: day.charAt(0).toUpperCase() + day.slice(1), opens: hours.open, closes: hours.close }] : [];
    }),
  };
}
