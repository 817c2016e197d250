import { addItemToCart } from './add-to-cart';
import { cartItemKey, productKey, type CartProductDetails, type LocalCart } from './local-cart';
import { removeItemFromCart } from './remove-from-cart';

/** Both carts after a move. */
export interface MovedCarts<P extends CartProductDetails> {
  cart: LocalCart<P>;
  temporary: LocalCart<P>;
}

/**
 * Moves everything out of the cart into the temporary cart (docs/behaviour.md §4): copies the
 * products and the lines, then removes each line from the cart. A line the temporary
 * cart already holds has the quantities added, as adding it again would; product
 * details are not duplicated; the stock figures of moved lines travel with them.
 * Neither input is mutated.
 */
export function moveToTemporaryCart<P extends CartProductDetails>(
  cart: LocalCart<P>,
  temporary: LocalCart<P>,
): MovedCarts<P> {
  const held = new Set(temporary.products.map(productKey));
  const newProducts = cart.products.filter((product) => !held.has(productKey(product)));
  let moved: LocalCart<P> = { ...temporary, products: [...temporary.products, ...newProducts] };
  let remaining = cart;
  for (const item of cart.items) {
    moved = addItemToCart(moved, item);
    const key = cartItemKey(item);
    const stock = cart.stock[key];
    if (stock !== undefined) moved = { ...moved, stock: { ...moved.stock, [key]: stock } };
    remaining = removeItemFromCart(remaining, item);
  }
  return { cart: remaining, temporary: moved };
}
