import { ADD_TO_CART_QUANTITY } from '../constants';
import {
  PRODUCT_ITEM_TYPE,
  cartItemKey,
  productKey,
  type CartItem,
  type CartProductDetails,
  type LocalCart,
} from './local-cart';

/** The availability question put to the server (`POST /check-product-available`, docs/behaviour.md §7). */
export interface AvailabilityRequest {
  item_id: number;
  item_type: string;
  quantity: number;
}

/** The item a shopper adds; the quantity defaults to ADD_TO_CART_QUANTITY (docs/behaviour.md §9). */
export type CartAddition = Omit<CartItem, 'quantity'> & { quantity?: number };

/** The side effects adding to the cart needs, injected so that the rule stays pure. */
export interface AddToCartDeps<P> {
  /** Resolves true when the item can be bought in that quantity. */
  checkAvailability: (request: AvailabilityRequest) => Promise<boolean>;
  /** Fetches a product's details by id; null (or a rejection) when they cannot be had. */
  fetchProduct: (itemId: number) => Promise<P | null>;
}

/** What a checked addition brings to the cart: the line and, for a new product, its details. */
export interface PreparedCartAddition<P> {
  item: CartItem;
  product?: P;
}

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

async function fetchProductOrNull<P>(deps: AddToCartDeps<P>, itemId: number): Promise<P | null> {
  try {
    return await deps.fetchProduct(itemId);
  } catch {
    // docs/behaviour.md §8: fetching a product by id failing returns null; the line is still added.
    return null;
  }
}

/**
 * The asynchronous half of adding to the cart (docs/behaviour.md §4): asks whether the item is
 * available and, for a new product line, fetches its details. Resolves false when the
 * item is unavailable (docs/behaviour.md §8). A thunk should call this, then dispatch the result to
 * a reducer that applies {@link addItemToCart} to the cart as it is by then.
 * A failing availability check rejects, as does a quantity that is not a positive whole
 * number: neither is "out of stock".
 */
export async function prepareCartAddition<P extends CartProductDetails>(
  cart: LocalCart<P>,
  addition: CartAddition,
  deps: AddToCartDeps<P>,
): Promise<PreparedCartAddition<P> | false> {
  const item: CartItem = { ...addition, quantity: addition.quantity ?? ADD_TO_CART_QUANTITY };
  const { item_id, item_type, quantity } = item;
  assertQuantity(quantity);
  if (!(await deps.checkAvailability({ item_id, item_type, quantity }))) return false;
  const key = cartItemKey(item);
  const needsDetails =
    item_type === PRODUCT_ITEM_TYPE &&
    !cart.items.some((line) => cartItemKey(line) === key) &&
    !cart.products.some((p) => productKey(p) === key);
  if (!needsDetails) return { item };
  const product = await fetchProductOrNull(deps, item_id);
  return product === null ? { item } : { item, product };
}

/**
 * Adds to the cart (docs/behaviour.md §4): refused with `false` when the item is unavailable,
 * otherwise resolves to the new cart; the given cart is left untouched.
 */
export async function addToCart<P extends CartProductDetails>(
  cart: LocalCart<P>,
  addition: CartAddition,
  deps: AddToCartDeps<P>,
): Promise<LocalCart<P> | false> {
  const prepared = await prepareCartAddition(cart, addition, deps);
  if (prepared === false) return false;
  return addItemToCart(cart, prepared.item, prepared.product);
}
