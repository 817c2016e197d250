import { describe, expect, it } from 'vitest';
import { cartSyncPayload } from './cart-sync-payload';

describe('docs/behaviour.md §7 cart/sync: the cart is sent as a list of items', () => {
  it('sends each line with exactly item_id, item_type, quantity, name and price', () => {
    const line = { item_id: 1, item_type: 'product', quantity: 2, name: 'Ring', price: 19.99 };
    const withExtras = { ...line, slug: 'ring', line_total: 39.98 };
    const payload = cartSyncPayload([withExtras]);
    expect(payload).toEqual({ cart: [line] });
    expect(Object.keys(payload.cart[0] ?? {})).toEqual(['item_id', 'item_type', 'quantity', 'name', 'price']);
  });
  it('sends an empty list for an empty cart', () => {
    expect(cartSyncPayload([])).toEqual({ cart: [] });
  });
});
