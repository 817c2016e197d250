import { describe, expect, it } from 'vitest';
import { emptyLocalCart, type CartItem, type LocalCart } from './local-cart';
import { moveToTemporaryCart } from './move-to-temporary-cart';

interface Product {
  item_id: number;
  item_type?: string;
  name: string;
}

const ring: CartItem = { item_id: 1, item_type: 'product', quantity: 2, name: 'Ring', price: 10 };
const chain: CartItem = { item_id: 2, item_type: 'product', quantity: 1, name: 'Chain', price: 5 };
const ringDetails: Product = { item_id: 1, item_type: 'product', name: 'Ring' };
const chainDetails: Product = { item_id: 2, name: 'Chain' };
const cart: LocalCart<Product> = {
  products: [ringDetails, chainDetails],
  items: [ring, chain],
  stock: { 'product:1': 5 },
};

describe('docs/behaviour.md §4 move to temporary cart: copy products and items, then remove each from the cart', () => {
  it('moves every line and product into an empty temporary cart and empties the cart', () => {
    const moved = moveToTemporaryCart(cart, emptyLocalCart<Product>());
    expect(moved.temporary).toEqual(cart);
    expect(moved.cart).toEqual(emptyLocalCart());
  });
  it('adds the quantities of a line the temporary cart already holds, without duplicating details', () => {
    const temporary: LocalCart<Product> = {
      products: [ringDetails],
      items: [{ ...ring, quantity: 1 }],
      stock: { 'product:1': 2, 'product:7': 1 },
    };
    const moved = moveToTemporaryCart(cart, temporary);
    expect(moved.temporary).toEqual({
      products: [ringDetails, chainDetails],
      items: [{ ...ring, quantity: 3 }, chain],
      stock: { 'product:1': 5, 'product:7': 1 },
    });
  });
  it('keeps the stock figures of lines that were not in the cart', () => {
    const stray = { ...cart, stock: { 'product:9': 1 } };
    expect(moveToTemporaryCart(stray, emptyLocalCart<Product>()).cart.stock).toEqual({ 'product:9': 1 });
  });
  it('leaves both inputs untouched', () => {
    const temporary = emptyLocalCart<Product>();
    moveToTemporaryCart(cart, temporary);
    expect(cart.items).toEqual([ring, chain]);
    expect(temporary).toEqual(emptyLocalCart());
  });
  it('changes nothing when the cart is empty', () => {
    const temporary: LocalCart<Product> = { products: [], items: [chain], stock: {} };
    expect(moveToTemporaryCart(emptyLocalCart<Product>(), temporary)).toEqual({
      cart: emptyLocalCart(),
      temporary,
    });
  });
});
