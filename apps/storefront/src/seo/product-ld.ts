import type { Product } from '@aurelia/contracts';
import { CURRENCY, ipxUrl } from '@aurelia/domain';

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
