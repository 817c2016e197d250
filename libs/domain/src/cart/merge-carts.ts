import { cartItemKey, type CartItem } from './local-cart';

function upsert(merged: Map<string, CartItem>, line: CartItem): void {
  const key = cartItemKey(line);
  const held = merged.get(key);
  const { item_id, item_type, quantity, name, price } = line;
  merged.set(
    key,
    held ? { ...held, quantity: Math.max(held.quantity, quantity) } : { item_id, item_type, quantity, name, price },
  );
}

/**
 * Merges the guest's local lines into the server cart's `bag_items` at sign-in (docs/behaviour.md §4),
 * so that nothing the guest added is lost: the union by item type and id, server lines first.
 * A line in both keeps the larger quantity, not the sum, so a shopper who built the same cart
 * as a guest and signed in does not get twice what they chose; it keeps the server's name and
 * price, the server being the authority on price. Lines come back with exactly the CartItem fields.
 */
export function mergeCarts(local: readonly CartItem[], server: readonly CartItem[]): CartItem[] {
  const merged = new Map<string, CartItem>();
  for (const line of server) upsert(merged, line);
  for (const line of local) upsert(merged, line);
  return [...merged.values()];
}
