/** What the stock rule reads of a product. */
export interface StockLevel {
  stock: number;
  isPreorderable: boolean;
}

/**
 * Whether `quantity` of a product can be sold now: a pre-orderable piece always (what stock lacks is made
 * to order), any other only while its stock holds the quantity.
 */
export function canSell(product: StockLevel, quantity: number): boolean {
  return product.isPreorderable || product.stock >= quantity;
}
