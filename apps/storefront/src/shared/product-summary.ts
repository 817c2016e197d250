import type { Product, ProductListResponse } from '@aurelia/contracts';

/** The attribute groups a tile names under the product's name ("18K · Diamond"). */
export const SUMMARY_ATTRIBUTE_GROUPS: readonly string[] = ['purity', 'stone'];

/**
 * What a product tile and a bag line draw of a product: its name, link, first two pictures, price, stock and the
 * attributes named under it. The API's product also carries its description, every picture, its categories and
 * its price breakup: sent whole, they would more than double a listing page's loader data, which the server
 * encodes and every browser decodes and keeps, for nothing it shows.
 */
export type ProductSummary = Pick<Product, 'id' | 'item_id' | 'item_type' | 'slug' | 'name' | 'price' | 'is_preorderable' | 'stock' | 'attributes' | 'images'>;

/** A listing's page with its products summarised; `meta` and `corrected_query` as the API sent them. */
export type ProductSummaryPage = Omit<ProductListResponse, 'data'> & { data: ProductSummary[] };

/**
 * The summary of a product (or of a summary: it is idempotent), a new object with the first two pictures: the
 * front, and the three-quarter view a tile shows on hover.
 */
export function productSummaryOf(product: ProductSummary): ProductSummary {
  const { id, item_id, item_type, slug, name, price, is_preorderable, stock, attributes, images } = product;
  return {
    id,
    item_id,
    item_type,
    slug,
    name,
    price,
    is_preorderable,
    stock,
    attributes: attributes.filter((attribute) => SUMMARY_ATTRIBUTE_GROUPS.includes(attribute.group)),
    images: images.slice(0, 2),
  };
}

/** A page of the product list with its products summarised. */
export function productSummaryPageOf(response: ProductListResponse | ProductSummaryPage): ProductSummaryPage {
  return { ...response, data: response.data.map(productSummaryOf) };
}
