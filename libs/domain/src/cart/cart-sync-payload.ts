import type { CartItem } from './local-cart';

/** The body of `POST /cart/sync` (docs/behaviour.md §7). */
export interface CartSyncPayload {
  cart: CartItem[];
}

/**
 * Builds the `/cart/sync` body sent after login or register (docs/behaviour.md §4): each line with
 * exactly item_id, item_type, quantity, name and price, whatever else it carries.
 */
export function cartSyncPayload(items: readonly CartItem[]): CartSyncPayload {
  return {
    cart: items.map(({ item_id, item_type, quantity, name, price }) => ({
      item_id,
      item_type,
      quantity,
      name,
      price,
    })),
  };
}
