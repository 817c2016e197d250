import { describe, expect, it } from 'vitest';
import type { CartItem, LocalCart } from './local-cart';
import { removeItemFromCart } from './remove-from-cart';

interface Product {
  item_id: number;
  item_type?: string;
}

const ring: CartItem = { item_id: 1, item_type: 'product', quantity: 2, name: 'Ring', price: 10 };
const card: CartItem = { item_id: 1, item_type: 'giftcard', quantity: 1, name: 'Card', price: 500 };
const cart: LocalCart<Product> = {
  products: [{ item_id: 1, item_type: 'product' }],
  items: [ring, card],
  stock: { 'product:1': 3, 'giftcard:1': 9 },
};

describe('docs/behaviour.md §7 cart/remove: a line is removed by item id and item type', () => {
  it('removes only the line of that type, with its details and stock figure', () => {
    expect(removeItemFromCart(cart, { item_id: 1, item_type: 'product' })).toEqual({
      products: [],
      items: [card],
      stock: { 'giftcard:1': 9 },
    });
  });
  it('keeps product details still referred to by a remaining line', () => {
    const next = removeItemFromCart(cart, { item_id: 1, item_type: 'giftcard' });
    expect(next.products).toEqual(cart.products);
    expect(next.items).toEqual([ring]);
  });
  it('returns the very same cart when there is no such line', () => {
    expect(removeItemFromCart(cart, { item_id: 2, item_type: 'product' })).toBe(cart);
  });
  it('does not mutate the cart it is given', () => {
    removeItemFromCart(cart, { item_id: 1, item_type: 'product' });
    expect(cart.items).toEqual([ring, card]);
    expect(cart.stock).toEqual({ 'product:1': 3, 'giftcard:1': 9 });
  });
});
