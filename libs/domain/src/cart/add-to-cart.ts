import { ADD_TO_CART_QUANTITY } from '../constants';
import { cartItemKey, productKey, type CartItem, type CartItemRef, type CartProductDetails, type LocalCart } from './local-cart';

function assertQuantity(quantity: number): void {
  if (!Number.isSafeInteger(quantity) || quantity < 1) {
    throw new RangeError(`Quantity must be a positive whole number, got ${quantity}`);
  }
}

/**
 * Adds a line to the cart, synchronously and without mutating it (docs/behaviour.md §4): an existing
 * line's quantity grows by the added quantity, keeping its name and price; a new line is
 * appended. Product details are stored once per line. Throws a RangeError for a quantity
 * that is not a positive whole number.
 */
export function addItemToCart<P extends CartProductDetails>(
  cart: LocalCart<P>,
  item: CartItem,
  product?: P,
): LocalCart<P> {
  assertQuantity(item.quantity);
  const key = cartItemKey(item);
  const existing = cart.items.some((line) => cartItemKey(line) === key);
  const items = existing
    ? cart.items.map((line) =>
        cartItemKey(line) === key ? { ...line, quantity: line.quantity + item.quantity } : line,
      )
    : [...cart.items, { ...item }];
  const keepProduct = product !== undefined && !cart.products.some((p) => productKey(p) === key);
  const products = keepProduct ? [...cart.products, product] : cart.products;
  return { ...cart, items, products };
}

/**
 * What a line would hold once `quantity` more of it is added (docs/behaviour.md §4): the quantity whose
 * availability a guest's bag asks about, as the server cart counts what it already holds. Throws a
 * RangeError for a quantity that is not a positive whole number.
 */
export function quantityAfterAdding(
  cart: Pick<LocalCart<CartProductDetails>, 'items'>,
  ref: CartItemRef,
  quantity: number = ADD_TO_CART_QUANTITY,
): number {
  assertQuantity(quantity);
  const key = cartItemKey(ref);
  return (cart.items.find((line) => cartItemKey(line) === key)?.quantity ?? 0) + quantity;
}
