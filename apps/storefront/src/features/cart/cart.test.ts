import { sampleProduct, sampleUser } from '@aurelia/contracts/testing';
import { describe, expect, it, vi } from 'vitest';
import { productSummaryOf } from '../../lib/product-summary';
import { storeOn, testApiForThisFile } from '../../test/api-server';
import { authStateFromSession } from '../auth/auth-slice';
import { settingsStateFromServer } from '../settings/settings-slice';
import { movedToTemporaryCart, selectCartCount, selectCartTotal } from './cart-slice';
import { addToCart, changeQuantity, restoreTemporaryCart } from './cart-thunks';

const api = testApiForThisFile();

const ring = sampleProduct({ id: 7, item_id: 7, slug: 'rose-ring', name: 'Rose gold ring', price: 24_999.5, stock: 4 });
const chain = sampleProduct({ id: 9, item_id: 9, slug: 'gold-chain', name: 'Gold chain', price: 10_000, stock: 2 });
const available = (is_available: boolean) => ({ body: { is_available } });
const signedIn = { auth: authStateFromSession({ signedIn: true, user: sampleUser() }) };

describe('add to cart (docs/behaviour.md §4)', () => {
  it('checks availability first, then adds the item with its product details and says so', async () => {
    api.on('POST', '/check-product-available', available(true));
    const store = storeOn(api);
    const result = await store.dispatch(addToCart({ product: ring }));
    expect(result.payload).toBe(true);
    expect(api.arrivals.map((a) => `${a.method} ${a.path}`)).toEqual(['POST /api/v1/check-product-available']);
    expect(api.arrivals[0]?.body).toEqual({ item_id: 7, item_type: 'product', quantity: 1 });
    expect(store.getState().cart.cart.items).toEqual([{ item_id: 7, item_type: 'product', quantity: 1, name: 'Rose gold ring', price: 24_999.5 }]);
    expect(store.getState().cart.cart.products.map((p) => p.slug)).toEqual(['rose-ring']);
    // What localStorage keeps of it: the line's drawing, not the description and price breakup of the piece.
    expect(store.getState().cart.cart.products[0]).toEqual(productSummaryOf(ring));
    expect(store.getState().toasts.queue.map((t) => t.title)).toEqual(['Added to your bag']);
  });

  it('refuses an unavailable item: nothing added, a toast says it is out of stock', async () => {
    api.on('POST', '/check-product-available', available(false));
    const store = storeOn(api);
    const result = await store.dispatch(addToCart({ product: ring }));
    expect(result.payload).toBe('out-of-stock');
    expect(store.getState().cart.cart.items).toEqual([]);
    expect(store.getState().toasts.queue.map((t) => [t.title, t.tone])).toEqual([['Out of stock', 'danger']]);
  });

  it('is refused while the store is closed, without calling the server', async () => {
    const store = storeOn(api, { settings: settingsStateFromServer([{ key: 'is_store_open', value: 'false' }], 0) });
    const result = await store.dispatch(addToCart({ product: ring }));
    expect(result.payload).toBe('store-closed');
    expect(api.arrivals).toEqual([]);
    expect(store.getState().toasts.queue[0]?.title).toBe('The store is closed');
  });

  it('tells the server cart too when signed in (the storefront server adds the token)', async () => {
    api.on('POST', '/check-product-available', available(true));
    api.on('POST', '/cart/add', { body: { data: { bag_items: [], subtotal: 0, item_count: 0 } } });
    const store = storeOn(api, signedIn);
    await store.dispatch(addToCart({ product: ring }));
    const add = api.arrivals.find((a) => a.path === '/api/v1/cart/add');
    expect(add?.authorization).toBeUndefined();
    expect(add?.body).toMatchObject({ item_id: 7, item_type: 'product', quantity: 1, price: 24_999.5 });
  });

  it('adds to the quantity of an item already in the cart; totals are price × quantity', async () => {
    api.on('POST', '/check-product-available', available(true));
    const store = storeOn(api);
    await store.dispatch(addToCart({ product: ring }));
    await store.dispatch(addToCart({ product: ring }));
    await store.dispatch(addToCart({ product: chain }));
    expect(selectCartCount(store.getState())).toBe(3);
    expect(selectCartTotal(store.getState())).toBe(59_999);
    // Each check asks for what the bag would then hold, not just the one being added.
    expect(api.arrivals.map((a) => (a.body as { quantity: number }).quantity)).toEqual([1, 2, 1]);
  });
});

describe('quantity changes', () => {
  it('checks availability of the larger quantity and refuses it when short', async () => {
    api.on('POST', '/check-product-available', ({ body }) => available((body as { quantity: number }).quantity <= 2));
    const store = storeOn(api);
    await store.dispatch(addToCart({ product: chain }));
    expect((await store.dispatch(changeQuantity({ item_id: 9, item_type: 'product', quantity: 2 }))).payload).toBe(true);
    expect((await store.dispatch(changeQuantity({ item_id: 9, item_type: 'product', quantity: 3 }))).payload).toBe('out-of-stock');
    expect(store.getState().cart.cart.items[0]?.quantity).toBe(2);
  });
});

describe('the temporary cart', () => {
  it('takes every item out of the cart, and gives back the ones still available', async () => {
    api.on('POST', '/check-product-available', ({ body }) => available((body as { item_id: number }).item_id === 7));
    const store = storeOn(api);
    await store.dispatch(addToCart({ product: ring }));
    api.on('POST', '/check-product-available', available(true));
    await store.dispatch(addToCart({ product: chain }));
    store.dispatch(movedToTemporaryCart());
    expect(store.getState().cart.cart.items).toEqual([]);
    expect(store.getState().cart.temporary.items.map((i) => i.item_id)).toEqual([7, 9]);

    api.on('POST', '/check-product-available', ({ body }) => available((body as { item_id: number }).item_id === 7));
    const result = await store.dispatch(restoreTemporaryCart());
    expect(result.payload).toEqual({ restored: 1, kept: 1 });
    expect(store.getState().cart.cart.items.map((i) => i.item_id)).toEqual([7]);
    expect(store.getState().cart.cart.products.map((p) => p.item_id)).toEqual([7]);
    expect(store.getState().cart.temporary.items.map((i) => i.item_id)).toEqual([9]);
    await vi.waitFor(() => expect(store.getState().toasts.queue.at(-1)?.title).toBe('1 moved back, 1 kept aside'));
  });
});
