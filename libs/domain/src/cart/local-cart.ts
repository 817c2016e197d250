/** A line of a cart (docs/behaviour.md §3): what the shopper added and at what unit price. */
export interface CartItem {
  item_id: number;
  /** The kind of item; "product" is the one seen in docs/behaviour.md §3. */
  item_type: string;
  quantity: number;
  name: string;
  /** Unit price in decimal rupees, as on the wire. */
  price: number;
}

/** What identifies a cart line: its type and id. */
export type CartItemRef = Pick<CartItem, 'item_id' | 'item_type'>;

/** The least a product's details must carry to be matched with its cart line. */
export interface CartProductDetails {
  item_id: number;
  /** Absent means "product". */
  item_type?: string;
}

/**
 * The cart kept in the browser (docs/behaviour.md §3): product details, lines and stock.
 * The temporary cart has the same shape. `stock` maps a {@link cartItemKey} to the
 * last stock figure known for that line.
 */
export interface LocalCart<P extends CartProductDetails> {
  products: P[];
  items: CartItem[];
  stock: Record<string, number>;
}

/** The item type whose details are fetched and kept in `products` (docs/behaviour.md §4). */
export const PRODUCT_ITEM_TYPE = 'product';

/**
 * The key of a cart line: item type and id, e.g. `product:12`. The separator keeps
 * a type ending in a digit from colliding with another line (`a1` + 2 vs `a` + 12).
 */
export function cartItemKey(ref: CartItemRef): string {
  return `${ref.item_type}:${ref.item_id}`;
}

/** The key of a product's details, matching the key of its cart line. */
export function productKey(product: CartProductDetails): string {
  return cartItemKey({ item_id: product.item_id, item_type: product.item_type ?? PRODUCT_ITEM_TYPE });
}

/** A cart with nothing in it. */
export function emptyLocalCart<P extends CartProductDetails>(): LocalCart<P> {
  return { products: [], items: [], stock: {} };
}
