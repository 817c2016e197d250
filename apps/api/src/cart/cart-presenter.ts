import type { BagItem, CartResponse, ItemType, Product } from '@aurelia/contracts';
import { fromMinorUnits } from '@aurelia/domain';

/** The name a line shows once its product is gone from the catalogue (its `product` is then null). */
export const UNAVAILABLE_PRODUCT_NAME = 'Product no longer available';

/** A stored cart line with what the catalogue holds for it now: `product` null when the product is gone. */
export interface PricedCartLine {
  itemId: number;
  itemType: ItemType;
  quantity: number;
  product: { name: string; priceMinor: number; details: Product } | null;
}

/**
 * The server cart on the wire (libs/contracts `cartResponseSchema`), priced by the server: each line at the
 * product's current price, `line_total` = price × quantity computed in paise, `subtotal` = Σ line totals
 * (so exact to the paisa), `item_count` = Σ quantities. A line whose product is gone stays, so the shopper
 * can see and remove it, with product null, price 0 and nothing added to the subtotal.
 */
export function toCartData(lines: readonly PricedCartLine[]): CartResponse['data'] {
  let subtotalMinor = 0;
  let itemCount = 0;
  const bagItems = lines.map((line): BagItem => {
    const priceMinor = line.product?.priceMinor ?? 0;
    const lineTotalMinor = priceMinor * line.quantity;
    subtotalMinor += lineTotalMinor;
    itemCount += line.quantity;
    return {
      item_id: line.itemId,
      item_type: line.itemType,
      quantity: line.quantity,
      name: line.product?.name ?? UNAVAILABLE_PRODUCT_NAME,
      price: fromMinorUnits(priceMinor),
      line_total: fromMinorUnits(lineTotalMinor),
      product: line.product?.details ?? null,
    };
  });
  return { bag_items: bagItems, subtotal: fromMinorUnits(subtotalMinor), item_count: itemCount };
}
