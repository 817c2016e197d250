import { describe, expect, it } from 'vitest';
import { addItemToCart, quantityAfterAdding } from './add-to-cart';
import { emptyLocalCart, type CartItem, type LocalCart } from './local-cart';

interface Product {
  item_id: number;
  item_type?: string;
  slug: string;
}

const ring: CartItem = { item_id: 1, item_type: 'product', quantity: 1, name: 'Ring', price: 19.99 };
const ringDetails: Product = { item_id: 1, item_type: 'product', slug: 'ring' };

function frozen<P extends { item_id: number }>(cart: LocalCart<P>): LocalCart<P> {
  return Object.freeze({
    products: Object.freeze([...cart.products]) as P[],
    items: Object.freeze(cart.items.map((i) => Object.freeze({ ...i }))) as CartItem[],
    stock: Object.freeze({ ...cart.stock }),
  });
}

describe('docs/behaviour.md §4 add to bag: a new item is appended with its details', () => {
  it('appends the line and keeps the product details', () => {
    expect(addItemToCart(emptyLocalCart<Product>(), ring, ringDetails)).toEqual({ products: [ringDetails], items: [ring], stock: {} });
  });
  it('still adds the line without details', () => {
    expect(addItemToCart(emptyLocalCart<Product>(), ring)).toEqual({ products: [], items: [ring], stock: {} });
  });
  it('does not store details twice', () => {
    const cart = { products: [ringDetails], items: [], stock: {} };
    expect(addItemToCart(cart, ring, ringDetails).products).toEqual([ringDetails]);
  });
  it('matches details without an item type as a product', () => {
    const untyped = { item_id: 1, slug: 'ring' };
    expect(addItemToCart({ products: [untyped], items: [], stock: {} }, ring, ringDetails).products).toEqual([untyped]);
  });
  it('refuses a quantity that is not a positive whole number', () => {
    expect(() => addItemToCart(emptyLocalCart<Product>(), { ...ring, quantity: 1.5 })).toThrow(RangeError);
    expect(() => addItemToCart(emptyLocalCart<Product>(), { ...ring, quantity: 0 })).toThrow(RangeError);
  });
});

describe('docs/behaviour.md §4 add to bag: an existing item has its quantity increased', () => {
  it('grows the quantity by the quantity added, keeping one line and its price', () => {
    const start = frozen({ products: [ringDetails], items: [ring], stock: { 'product:1': 4 } });
    const cart = addItemToCart(start, { ...ring, price: 25 });
    expect(cart).toEqual({ products: [ringDetails], items: [{ ...ring, quantity: 2 }], stock: { 'product:1': 4 } });
  });
  it('leaves other lines as they were and the input cart untouched', () => {
    const chain: CartItem = { item_id: 2, item_type: 'product', quantity: 1, name: 'Chain', price: 5 };
    const start = frozen<Product>({ products: [], items: [ring, chain], stock: {} });
    const cart = addItemToCart(start, { ...chain, quantity: 2 });
    expect(cart.items).toEqual([ring, { ...chain, quantity: 3 }]);
    expect(start.items).toEqual([ring, chain]);
  });
});

describe('docs/behaviour.md §4 add to bag: the quantity a line would then hold (§9: 1 per press)', () => {
  const ref = { item_id: 1, item_type: 'product' };
  it('is the quantity added for an item not in the bag', () => {
    expect(quantityAfterAdding(emptyLocalCart(), ref)).toBe(1);
    expect(quantityAfterAdding(emptyLocalCart(), ref, 3)).toBe(3);
  });
  it('counts what the line already holds, and only that line', () => {
    const chain: CartItem = { item_id: 2, item_type: 'product', quantity: 5, name: 'Chain', price: 5 };
    expect(quantityAfterAdding({ items: [{ ...ring, quantity: 2 }, chain] }, ref)).toBe(3);
    expect(quantityAfterAdding({ items: [{ ...ring, item_type: 'giftcard' }] }, ref)).toBe(1);
  });
  it('refuses a quantity that is not a positive whole number', () => {
    expect(() => quantityAfterAdding(emptyLocalCart(), ref, 0)).toThrow(RangeError);
    expect(() => quantityAfterAdding(emptyLocalCart(), ref, 1.5)).toThrow(RangeError);
  });
});
