import type { Product } from '@aurelia/contracts';
import type { StockStatus } from '@aurelia/ui';

/** At or below this many units a piece shows "only a few left". */
export const LOW_STOCK_THRESHOLD = 3;

/** How a product's stock reads to a shopper: in stock, low, pre-order or out. */
export function stockStatusOf(product: Pick<Product, 'stock' | 'is_preorderable'>): StockStatus {
  if (product.stock === 0) return product.is_preorderable ? 'pre-order' : 'out';
  return product.stock <= LOW_STOCK_THRESHOLD ? 'low' : 'in-stock';
}
