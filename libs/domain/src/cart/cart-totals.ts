import { fromMinorUnits, toMinorUnits } from '../money/minor-units';
import type { CartItem } from './local-cart';

type PricedLine = Pick<CartItem, 'price' | 'quantity'>;

/**
 * The cart total in paise: Σ unit price × quantity. Each price is turned into whole
 * paise first, so the sum carries no floating-point error.
 * This departs from docs/behaviour.md §9 on purpose, which counts each price once whatever the
 * quantity (docs/architecture.md "Deliberate departures").
 */
export function cartTotalMinor(items: readonly PricedLine[]): number {
  return items.reduce((sum, line) => sum + toMinorUnits(line.price) * line.quantity, 0);
}

/** The cart total in decimal rupees rounded to 2 decimals (docs/behaviour.md §9, price × quantity). */
export function cartTotal(items: readonly PricedLine[]): number {
  return fromMinorUnits(cartTotalMinor(items));
}

/** How many pieces the cart holds: the sum of the quantities, as a cart badge shows it. */
export function cartQuantity(items: readonly Pick<CartItem, 'quantity'>[]): number {
  return items.reduce((sum, line) => sum + line.quantity, 0);
}
