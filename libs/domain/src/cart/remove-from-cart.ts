import { cartItemKey, productKey, type CartItemRef, type CartProductDetails, type LocalCart } from './local-cart';

/**
 * Removes a line from the cart by item id and type (`POST /cart/remove`, docs/behaviour.md §7),
 * with its stock figure, and drops product details no remaining line refers to.
 * Returns the same cart object when no such line exists, so a reducer sees no change.
 */
export function removeItemFromCart<P extends CartProductDetails>(
  cart: LocalCart<P>,
  ref: CartItemRef,
): LocalCart<P> {
  const key = cartItemKey(ref);
  if (!cart.items.some((line) => cartItemKey(line) === key)) return cart;
  const items = cart.items.filter((line) => cartItemKey(line) !== key);
  const kept = new Set(items.map(cartItemKey));
  const products = cart.products.filter((product) => kept.has(productKey(product)));
  const stock = Object.fromEntries(Object.entries(cart.stock).filter(([stockKey]) => stockKey !== key));
  return { products, items, stock };
}
