import type { Product } from '@aurelia/contracts';
import { sampleBagItem, sampleProduct, sampleUser } from '@aurelia/contracts/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { persistCart } from '../../app/persist-cart';
import { rootReducer } from '../../shared/state';
import { storeOn, testApiForThisFile } from '../../test/api-server';
import { authStateFromSession } from '../auth/auth-slice';
import { settingsStateFromServer } from '../settings/settings-slice';
import { addToCart } from './cart-actions';
import { itemAdded, selectCartCount } from './cart-slice';

const api = testApiForThisFile();

const ring = sampleProduct({ id: 7, item_id: 7, slug: 'rose-ring', name: 'Rose gold ring', price: 24_999.5, stock: 4 });
const chain = sampleProduct({ id: 9, item_id: 9, slug: 'gold-chain', name: 'Gold chain', price: 10_000, stock: 2 });
const solitaire = sampleProduct({
  id: 11,
  item_id: 11,
  slug: 'solitaire',
  name: 'Diamond solitaire',
  price: 48_307,
  stock: 1,
  attributes: [{ id: 20, name: 'diamond', title: 'Diamond', group: 'stone' }],
});
const signedIn = { auth: authStateFromSession({ signedIn: true, user: sampleUser() }) };
const lineOf = (product: Product, quantity: number) => ({ item_id: product.item_id, item_type: 'product' as const, quantity, name: product.name, price: product.price });
const linesOf = (store: ReturnType<typeof storeOn>) => store.getState().cart.cart.items.map((item) => [item.item_id, item.quantity]);
const toasts = (store: ReturnType<typeof storeOn>) => store.getState().toasts.queue.map((toast) => [toast.title, toast.description]);

/** The server cart's answer holding these lines. */
function serverCart(...lines: { product: Product; quantity: number }[]) {
  const bag_items = lines.map(({ product, quantity }) =>
    sampleBagItem({ item_id: product.item_id, name: product.name, price: product.price, quantity, line_total: product.price * quantity, product }),
  );
  const subtotal = bag_items.reduce((sum, line) => sum + line.line_total, 0);
  return { body: { data: { bag_items, subtotal, item_count: lines.reduce((sum, line) => sum + line.quantity, 0) } } };
}

describe('an add shows in the bag with the press, before the server answers (docs/behaviour.md §4)', () => {
  it('for a guest: the count is 1 as the press returns, and the server is asked after', async () => {
    api.on('POST', '/check-product-available', { body: { is_available: true } });
    const store = storeOn(api);
    const added = store.dispatch(addToCart({ product: ring }));
    expect(selectCartCount(store.getState())).toBe(1);
    expect(api.arrivals).toEqual([]);
    expect(store.getState().cart.pending).toEqual([]);
    expect((await added).payload).toBe(true);
    expect(linesOf(store)).toEqual([[7, 1]]);
    expect(store.getState().cart.adding).toEqual([]);
    expect(toasts(store).map(([title]) => title)).toEqual(['Added to your bag']);
  });

  it('comes with the press’s first action: the page is told once, and already with the line', async () => {
    api.on('POST', '/check-product-available', { body: { is_available: true } });
    const store = storeOn(api);
    const told: number[] = [];
    const stop = store.subscribe(() => told.push(selectCartCount(store.getState())));
    const added = store.dispatch(addToCart({ product: ring }));
    expect(told).toEqual([1]);
    stop();
    await added;
  });

  it('signed in: the count moves at once, and the server cart’s answer then becomes the bag', async () => {
    api.on('POST', '/cart/add', serverCart({ product: chain, quantity: 1 }, { product: ring, quantity: 1 }));
    const store = storeOn(api, signedIn);
    const added = store.dispatch(addToCart({ product: ring }));
    expect(selectCartCount(store.getState())).toBe(1);
    expect((await added).payload).toBe(true);
    // The shopper's other device had put a chain in the server cart: it comes with the answer.
    expect(linesOf(store)).toEqual([
      [9, 1],
      [7, 1],
    ]);
  });
});

describe('a refused add is taken back exactly, and a toast says why in plain words', () => {
  it('a guest’s piece the server says cannot be had in that quantity: the line goes back to what it held, the rest stays', async () => {
    api.on('POST', '/check-product-available', { body: { is_available: false } });
    const store = storeOn(api);
    store.dispatch(itemAdded({ item: lineOf(chain, 1), product: chain }));
    store.dispatch(itemAdded({ item: lineOf(ring, 2), product: ring }));
    const added = store.dispatch(addToCart({ product: ring }));
    expect(linesOf(store)).toEqual([
      [9, 1],
      [7, 3],
    ]);
    expect((await added).payload).toBe('out-of-stock');
    expect(linesOf(store)).toEqual([
      [9, 1],
      [7, 2],
    ]);
    expect(store.getState().cart.cart.products.map((product) => product.item_id)).toEqual([9, 7]);
    expect(toasts(store)).toEqual([['Out of stock', 'Sorry, this piece is not available in that quantity right now. Your bag is as it was.']]);
  });

  it.each([
    [409, { message: 'Rose gold ring is out of stock.' }],
    [422, { message: 'The given data was invalid.', errors: { quantity: ['A cart line holds at most 99; it would hold 100.'] } }],
  ])('signed in, a %i takes the new line out again and leaves the others', async (status, body) => {
    api.on('POST', '/cart/add', { status, body });
    const store = storeOn(api, signedIn);
    store.dispatch(itemAdded({ item: lineOf(chain, 1), product: chain }));
    const added = store.dispatch(addToCart({ product: ring }));
    expect(selectCartCount(store.getState())).toBe(2);
    expect((await added).payload).toBe('out-of-stock');
    expect(linesOf(store)).toEqual([[9, 1]]);
    expect(store.getState().cart.cart.products.map((product) => product.item_id)).toEqual([9]);
    expect(store.getState().cart.cart.stock).toEqual({ 'product:9': 2 });
    expect(store.getState().cart.adding).toEqual([]);
    expect(toasts(store).map(([title]) => title)).toEqual(['Out of stock']);
  });

  it('signed in, a one-of-a-kind piece the server cart already holds (put there from another tab) is "already in your bag"', async () => {
    const message = 'Diamond solitaire is one of a kind: a bag holds only one.';
    api.on('POST', '/cart/add', { status: 422, body: { message, errors: { quantity: [message] } } });
    const store = storeOn(api, signedIn);
    const added = store.dispatch(addToCart({ product: solitaire }));
    expect(selectCartCount(store.getState())).toBe(1);
    expect((await added).payload).toBe('one-of-a-kind');
    expect(selectCartCount(store.getState())).toBe(0);
    expect(toasts(store)).toEqual([['Already in your bag', 'This piece is one of a kind: a bag holds only one.']]);
  });

  it('no answer (the connection is away): the add is taken back and the toast says the shop could not be reached', async () => {
    api.on('POST', '/check-product-available', () => 'drop');
    const store = storeOn(api);
    const added = store.dispatch(addToCart({ product: ring }));
    expect(selectCartCount(store.getState())).toBe(1);
    expect((await added).payload).toBe('network');
    expect(linesOf(store)).toEqual([]);
    expect(toasts(store)).toEqual([['Your bag was not updated', 'The shop could not be reached. Please check your connection and try again.']]);
  });

  it('the shop briefly away (the storefront’s 503 while the API is down): taken back, and the toast says so', async () => {
    const message = 'We’ll be right back: the shop is briefly unavailable. Please try again in a moment.';
    api.on('POST', '/check-product-available', { status: 503, headers: { 'retry-after': '30' }, body: { message } });
    const store = storeOn(api);
    const added = store.dispatch(addToCart({ product: ring }));
    expect(selectCartCount(store.getState())).toBe(1);
    expect((await added).payload).toBe('unavailable');
    expect(linesOf(store)).toEqual([]);
    expect(toasts(store)).toEqual([['Your bag was not updated', 'The shop is briefly unavailable. Please try again in a minute.']]);
  });

  it('the cart switched off in the settings (its rule comes with the cart’s requests): taken back, without asking the server', async () => {
    const store = storeOn(api, { settings: settingsStateFromServer([{ key: 'disabled_routes', value: 'cart' }], 0) });
    const added = store.dispatch(addToCart({ product: ring }));
    expect(selectCartCount(store.getState())).toBe(1);
    expect((await added).payload).toBe('store-closed');
    expect(linesOf(store)).toEqual([]);
    expect(api.arrivals).toEqual([]);
    expect(toasts(store).map(([title]) => title)).toEqual(['The store is closed']);
  });

  it('a server error: taken back, "something went wrong"', async () => {
    api.on('POST', '/cart/add', { status: 500, body: { message: 'Server Error' } });
    const store = storeOn(api, signedIn);
    expect((await store.dispatch(addToCart({ product: ring }))).payload).toBe('failed');
    expect(linesOf(store)).toEqual([]);
    expect(toasts(store)).toEqual([['Your bag was not updated', 'Something went wrong. Please try again.']]);
  });
});

describe('two quick presses', () => {
  it('of a one-of-a-kind piece leave one in the bag: the second press is the same press, asked and told once', async () => {
    api.on('POST', '/check-product-available', { body: { is_available: true } });
    const store = storeOn(api);
    const first = store.dispatch(addToCart({ product: solitaire }));
    const second = store.dispatch(addToCart({ product: solitaire }));
    expect(selectCartCount(store.getState())).toBe(1);
    await Promise.all([first, second]);
    expect(linesOf(store)).toEqual([[11, 1]]);
    expect(api.arrivals).toHaveLength(1);
    expect(toasts(store).map(([title]) => title)).toEqual(['Added to your bag']);
  });

  it('of a piece sold by quantity add up; each asks for what the line holds with it, and only the one refused is taken back', async () => {
    api.on('POST', '/check-product-available', ({ body }) => ({ body: { is_available: (body as { quantity: number }).quantity <= 2 } }));
    const store = storeOn(api);
    const presses = [1, 2, 3].map(() => store.dispatch(addToCart({ product: chain })));
    expect(selectCartCount(store.getState())).toBe(3);
    expect((await Promise.all(presses)).map((press) => press.payload)).toEqual([true, true, 'out-of-stock']);
    expect(api.arrivals.map((arrival) => (arrival.body as { quantity: number }).quantity).sort()).toEqual([1, 2, 3]);
    expect(linesOf(store)).toEqual([[9, 2]]);
  });

  it('signed in, go to the server cart one after another, and the count never drops back while they are answered', async () => {
    api.on('POST', '/cart/add', () => serverCart({ product: chain, quantity: api.arrivals.length }));
    const store = storeOn(api, signedIn);
    const counts: number[] = [];
    store.subscribe(() => counts.push(selectCartCount(store.getState())));
    await Promise.all([store.dispatch(addToCart({ product: chain })), store.dispatch(addToCart({ product: chain }))]);
    expect(linesOf(store)).toEqual([[9, 2]]);
    expect(counts.filter((count, index) => index > 0 && count < (counts[index - 1] ?? 0))).toEqual([]);
    expect(api.arrivals).toHaveLength(2);
  });
});

describe('an add before the kept bag is restored (the page has just hydrated)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('joins the restored bag instead of being replaced by it', async () => {
    const kept = { items: [lineOf(chain, 1)], products: [], stock: { 'product:9': 2 } };
    // What redux-persist kept in the browser's storage on an earlier visit.
    const stored = new Map([
      [
        'persist:aurelia-cart',
        JSON.stringify({ cart: JSON.stringify(kept), temporary: JSON.stringify({ items: [], products: [], stock: {} }), _persist: JSON.stringify({ version: 1, rehydrated: true }) }),
      ],
    ]);
    vi.stubGlobal('window', { localStorage: { getItem: (key: string) => stored.get(key) ?? null, setItem: (key: string, value: string) => stored.set(key, value) } });
    api.on('POST', '/check-product-available', { body: { is_available: true } });
    const store = storeOn(api);
    const added = store.dispatch(addToCart({ product: ring }));
    await new Promise<void>((restored) => persistCart(store, rootReducer, restored));
    expect(linesOf(store)).toEqual([
      [9, 1],
      [7, 1],
    ]);
    await added;
    expect(linesOf(store)).toEqual([
      [9, 1],
      [7, 1],
    ]);
  });
});
