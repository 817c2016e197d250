import { describe, expect, it, vi } from 'vitest';
import { addItemToCart, addToCart, prepareCartAddition, type AddToCartDeps } from './add-to-cart';
import { emptyLocalCart, type CartItem, type LocalCart } from './local-cart';

interface Product {
  item_id: number;
  item_type?: string;
  slug: string;
}

const ring: CartItem = { item_id: 1, item_type: 'product', quantity: 1, name: 'Ring', price: 19.99 };
const ringDetails: Product = { item_id: 1, item_type: 'product', slug: 'ring' };
const ringAddition = { item_id: 1, item_type: 'product', name: 'Ring', price: 19.99 };

function deps(available = true, product: Product | null = ringDetails) {
  return {
    checkAvailability: vi.fn(async () => available),
    fetchProduct: vi.fn(async () => product),
  } satisfies AddToCartDeps<Product>;
}

function frozen<P extends { item_id: number }>(cart: LocalCart<P>): LocalCart<P> {
  return Object.freeze({
    products: Object.freeze([...cart.products]) as P[],
    items: Object.freeze(cart.items.map((i) => Object.freeze({ ...i }))) as CartItem[],
    stock: Object.freeze({ ...cart.stock }),
  });
}

describe('docs/behaviour.md §4 add to cart: an unavailable item is refused', () => {
  it('returns false and leaves the cart alone (docs/behaviour.md §8 "add returns false")', async () => {
    const d = deps(false);
    await expect(addToCart(emptyLocalCart<Product>(), ringAddition, d)).resolves.toBe(false);
    expect(d.fetchProduct).not.toHaveBeenCalled();
  });
  it('rejects when the availability check itself fails, which is not "out of stock"', async () => {
    const d = { ...deps(), checkAvailability: vi.fn(async () => Promise.reject(new Error('offline'))) };
    await expect(addToCart(emptyLocalCart<Product>(), ringAddition, d)).rejects.toThrow('offline');
  });
});

describe('docs/behaviour.md §4 add to cart: availability is checked first, with the quantity sent (§9: 1)', () => {
  it('asks for item id, type and the default quantity of 1', async () => {
    const d = deps();
    await addToCart(emptyLocalCart<Product>(), ringAddition, d);
    expect(d.checkAvailability).toHaveBeenCalledWith({ item_id: 1, item_type: 'product', quantity: 1 });
  });
  it('asks for an explicit quantity when one is given', async () => {
    const d = deps();
    const cart = await addToCart(emptyLocalCart<Product>(), { ...ringAddition, quantity: 3 }, d);
    expect(d.checkAvailability).toHaveBeenCalledWith({ item_id: 1, item_type: 'product', quantity: 3 });
    expect(cart && cart.items[0]?.quantity).toBe(3);
  });
  it('refuses a quantity that is not a positive whole number before asking the server', async () => {
    const d = deps();
    await expect(prepareCartAddition(emptyLocalCart<Product>(), { ...ringAddition, quantity: 0 }, d)).rejects.toThrow(
      RangeError,
    );
    expect(d.checkAvailability).not.toHaveBeenCalled();
    expect(() => addItemToCart(emptyLocalCart<Product>(), { ...ring, quantity: 1.5 })).toThrow(RangeError);
  });
});

describe('docs/behaviour.md §4 add to cart: a new product is added with its details fetched and stored', () => {
  it('appends the line and keeps the product details', async () => {
    const d = deps();
    const cart = await addToCart(emptyLocalCart<Product>(), ringAddition, d);
    expect(d.fetchProduct).toHaveBeenCalledWith(1);
    expect(cart).toEqual({ products: [ringDetails], items: [ring], stock: {} });
  });
  it('still adds the line when the details come back null', async () => {
    const cart = await addToCart(emptyLocalCart<Product>(), ringAddition, deps(true, null));
    expect(cart).toEqual({ products: [], items: [ring], stock: {} });
  });
  it('still adds the line when fetching the details fails (docs/behaviour.md §8: by id returns null)', async () => {
    const d = { ...deps(), fetchProduct: vi.fn(async () => Promise.reject(new Error('500'))) };
    const cart = await addToCart(emptyLocalCart<Product>(), ringAddition, d);
    expect(cart).toEqual({ products: [], items: [ring], stock: {} });
  });
  it('fetches no details for an item that is not a product', async () => {
    const d = deps();
    const card = { item_id: 9, item_type: 'giftcard', name: 'Gift card', price: 500 };
    const cart = await addToCart(emptyLocalCart<Product>(), card, d);
    expect(d.fetchProduct).not.toHaveBeenCalled();
    expect(cart && cart.items).toEqual([{ ...card, quantity: 1 }]);
  });
  it('does not fetch details it already holds, nor store them twice', async () => {
    const d = deps();
    const cart = { products: [ringDetails], items: [], stock: {} };
    await expect(addToCart(cart, ringAddition, d)).resolves.toEqual({ ...cart, items: [ring] });
    expect(d.fetchProduct).not.toHaveBeenCalled();
    expect(addItemToCart(cart, ring, ringDetails).products).toEqual([ringDetails]);
  });
  it('matches details without an item type as a product', () => {
    const untyped = { item_id: 1, slug: 'ring' };
    expect(addItemToCart({ products: [untyped], items: [], stock: {} }, ring, ringDetails).products).toEqual([
      untyped,
    ]);
  });
});

describe('docs/behaviour.md §4 add to cart: an existing item has its quantity increased', () => {
  it('grows the quantity by the quantity added, keeping one line and its price', async () => {
    const d = deps();
    const start = frozen({ products: [ringDetails], items: [ring], stock: { 'product:1': 4 } });
    const cart = await addToCart(start, { ...ringAddition, price: 25 }, d);
    expect(cart).toEqual({ products: [ringDetails], items: [{ ...ring, quantity: 2 }], stock: { 'product:1': 4 } });
    expect(d.fetchProduct).not.toHaveBeenCalled();
  });
  it('leaves other lines as they were and the input cart untouched', () => {
    const chain: CartItem = { item_id: 2, item_type: 'product', quantity: 1, name: 'Chain', price: 5 };
    const start = frozen<Product>({ products: [], items: [ring, chain], stock: {} });
    const cart = addItemToCart(start, { ...chain, quantity: 2 });
    expect(cart.items).toEqual([ring, { ...chain, quantity: 3 }]);
    expect(start.items).toEqual([ring, chain]);
  });
});
