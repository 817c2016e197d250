import { cartItemKey } from '@aurelia/domain';
import { cartWithLinesOf, type CartState } from './cart-slice';

/**
 * How the kept bag comes back (app/persist-cart.ts), as redux-persist's own reconciler takes the kept cart and
 * temporary cart, except that lines added before it came back (a tap just after hydration) join the kept bag
 * instead of being replaced by it. Loaded with redux-persist, after the first load.
 */
export function keepAddsMadeMeanwhile(inbound: Partial<CartState> | undefined, _original: CartState, reduced: CartState): CartState {
  const { cart: kept = reduced.cart, temporary = reduced.temporary } = inbound ?? {};
  if (kept === reduced.cart) return { ...reduced, temporary };
  const lines = reduced.cart.items.map((item) => ({ key: cartItemKey(item), quantity: item.quantity }));
  return { ...reduced, temporary, cart: cartWithLinesOf(kept, reduced.cart, lines) };
}
