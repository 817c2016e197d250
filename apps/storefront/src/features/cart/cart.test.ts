import type { Product } from '@aurelia/contracts';
import { cartItemKey } from '@aurelia/domain';
import { sampleBagItem, sampleProduct, sampleUser } from '@aurelia/contracts/testing';
import { describe, expect, it, vi } from 'vitest';
import { productSummaryOf } from '../../shared/product-summary';
import { storeOn, testApiForThisFile, type TestApi } from '../../test/api-server';
import { authStateFromSession } from '../auth/auth-slice';
import { settingsStateFromServer } from '../settings/settings-slice';
import { addToCart, changeQuantity, isCartRefusal, removeFromCart, restoreTemporaryCart, saveAllForLater } from './cart-actions';
import { selectCartCount, selectCartTotal } from './cart-slice';
import { checkBag } from './cart-thunks';

const api = testApiForThisFile();

const ring = sampleProduct({ id: 7, item_id: 7, slug: 'rose-ring', name: 'Rose gold ring', price: 24_999.5, stock: 4 });
const chain = sampleProduct({ id: 9, item_id: 9, slug: 'gold-chain', name: 'Gold chain', price: 10_000, stock: 2 });
const available = (is_available: boolean) => ({ body: { is_available } });
const signedIn = { auth: authStateFromSession({ signedIn: true, user: sampleUser() }) };
const requests = (testApi: TestApi) => testApi.arrivals.map((a) => `${a.method} ${a.path}`);
const toasts = (store: ReturnType<typeof storeOn>) => store.getState().toasts.queue.map((t) => [t.title, t.tone]);

/** The server cart's answer holding these lines, priced by the server. */
function serverCart(...lines: { product: Product; quantity: number; price?: number }[]) {
  const bag_items = lines.map(({ product, quantity, price = product.price }) =>
    sampleBagItem({ item_id: product.item_id, name: product.name, price, quantity, line_total: price * quantity, product }),
  );
  const subtotal = bag_items.reduce((sum, line) => sum + line.line_total, 0);
  return { body: { data: { bag_items, subtotal, item_count: lines.reduce((sum, line) => sum + line.quantity, 0) } } };
}

describe('add to bag for a guest (docs/behaviour.md §4): the bag is kept in the browser', () => {
  it('makes one request, whether the piece can be had, then adds it with its details and says so', async () => {
    api.on('POST', '/check-product-available', available(true));
    const store = storeOn(api);
    const result = await store.dispatch(addToCart({ product: ring }));
    expect(result.payload).toBe(true);
    expect(requests(api)).toEqual(['POST /api/v1/check-product-available']);
    expect(api.arrivals[0]?.body).toEqual({ item_id: 7, item_type: 'product', quantity: 1 });
    expect(store.getState().cart.cart.items).toEqual([{ item_id: 7, item_type: 'product', quantity: 1, name: 'Rose gold ring', price: 24_999.5 }]);
    // What localStorage keeps of it: the line's drawing, not the description and price breakup of the piece.
    expect(store.getState().cart.cart.products).toEqual([productSummaryOf(ring)]);
    expect(store.getState().cart.pending).toEqual([]);
    expect(toasts(store)).toEqual([['Added to your bag', 'success']]);
  });

  it('refuses a piece the server says cannot be had: nothing added, a toast says it is out of stock', async () => {
    api.on('POST', '/check-product-available', available(false));
    const store = storeOn(api);
    const result = await store.dispatch(addToCart({ product: ring }));
    expect(result.payload).toBe('out-of-stock');
    expect(store.getState().cart.cart.items).toEqual([]);
    expect(toasts(store)).toEqual([['Out of stock', 'danger']]);
  });

  it('says "View bag" on the toast of a piece added: a link to the bag', async () => {
    api.on('POST', '/check-product-available', available(true));
    const store = storeOn(api);
    await store.dispatch(addToCart({ product: ring }));
    expect(store.getState().toasts.queue[0]?.link).toEqual({ label: 'View bag', altText: 'View your bag', href: '/cart' });
  });

  it('does not ask again for a one-of-a-kind piece already in the bag: the toast says the bag holds the one, with the way to it', async () => {
    api.on('POST', '/check-product-available', available(true));
    const store = storeOn(api);
    const solitaire = sampleProduct({ id: 11, item_id: 11, name: 'Diamond solitaire', attributes: [{ id: 20, name: 'diamond', title: 'Diamond', group: 'stone' }] });
    await store.dispatch(addToCart({ product: solitaire }));
    const again = await store.dispatch(addToCart({ product: solitaire }));
    expect(again.payload).toBe('one-of-a-kind');
    expect(requests(api)).toEqual(['POST /api/v1/check-product-available']);
    expect(store.getState().cart.cart.items.map((item) => item.quantity)).toEqual([1]);
    expect(toasts(store)).toEqual([
      ['Added to your bag', 'success'],
      ['Already in your bag', 'info'],
    ]);
    expect(store.getState().toasts.queue[1]).toMatchObject({ description: 'This piece is one of a kind: a bag holds only one.', link: { href: '/cart' } });
  });

  it('asks for what the line would then hold, and adds to the quantity of a piece already in the bag', async () => {
    api.on('POST', '/check-product-available', available(true));
    const store = storeOn(api);
    await store.dispatch(addToCart({ product: ring }));
    await store.dispatch(addToCart({ product: ring }));
    await store.dispatch(addToCart({ product: chain }));
    expect(selectCartCount(store.getState())).toBe(3);
    expect(selectCartTotal(store.getState())).toBe(59_999);
    expect(api.arrivals.map((a) => (a.body as { quantity: number }).quantity)).toEqual([1, 2, 1]);
  });

  it('says the bag was not updated when the server cannot answer', async () => {
    api.on('POST', '/check-product-available', { status: 500, body: { message: 'Server Error' } });
    const store = storeOn(api);
    expect((await store.dispatch(addToCart({ product: ring }))).payload).toBe('failed');
    expect(store.getState().cart.cart.items).toEqual([]);
    expect(toasts(store)).toEqual([['Your bag was not updated', 'danger']]);
  });

  it('is refused while the store is closed, without calling the server', async () => {
    const store = storeOn(api, { settings: settingsStateFromServer([{ key: 'is_store_open', value: 'false' }], 0) });
    const result = await store.dispatch(addToCart({ product: ring }));
    expect(result.payload).toBe('store-closed');
    expect(api.arrivals).toEqual([]);
    expect(toasts(store)).toEqual([['The store is closed', 'danger']]);
  });
});

describe('add to bag when signed in (docs/behaviour.md §4): the server cart is the bag', () => {
  it('makes one request, the add, and takes the server’s cart as the bag (the storefront server adds the token)', async () => {
    // The server already held one ring (another device) and prices it from the catalogue.
    api.on('POST', '/cart/add', serverCart({ product: ring, quantity: 2, price: 25_500 }));
    const store = storeOn(api, signedIn);
    const result = await store.dispatch(addToCart({ product: ring }));
    expect(result.payload).toBe(true);
    expect(requests(api)).toEqual(['POST /api/v1/cart/add']);
    expect(api.arrivals[0]?.authorization).toBeUndefined();
    expect(api.arrivals[0]?.body).toEqual({ item_id: 7, item_type: 'product', quantity: 1, name: 'Rose gold ring', price: 24_999.5 });
    expect(store.getState().cart.cart.items).toEqual([{ item_id: 7, item_type: 'product', quantity: 2, name: 'Rose gold ring', price: 25_500 }]);
    expect(store.getState().cart.cart.products).toEqual([productSummaryOf(ring)]);
    expect(store.getState().cart.cart.stock).toEqual({ 'product:7': 4 });
    expect(toasts(store)).toEqual([['Added to your bag', 'success']]);
  });

  it.each([
    [409, { message: 'Rose gold ring is out of stock.' }],
    [422, { message: 'The given data was invalid.', errors: { quantity: ['A cart line holds at most 99; it would hold 100.'] } }],
    [404, { message: 'Product not found.' }],
  ])('turns a %i from the server into the out-of-stock toast, and leaves the bag as it was', async (status, body) => {
    api.on('POST', '/cart/add', { status, body });
    const store = storeOn(api, signedIn);
    const result = await store.dispatch(addToCart({ product: ring }));
    expect(result.payload).toBe('out-of-stock');
    expect(requests(api)).toEqual(['POST /api/v1/cart/add']);
    expect(store.getState().cart.cart.items).toEqual([]);
    expect(store.getState().cart.pending).toEqual([]);
    expect(toasts(store)).toEqual([['Out of stock', 'danger']]);
  });
});

describe('quantity changes', () => {
  it('for a guest, checks availability of the larger quantity and refuses it when short', async () => {
    api.on('POST', '/check-product-available', ({ body }) => available((body as { quantity: number }).quantity <= 2));
    const store = storeOn(api);
    await store.dispatch(addToCart({ product: chain }));
    expect((await store.dispatch(changeQuantity({ item_id: 9, item_type: 'product', quantity: 2 }))).payload).toBe(true);
    expect((await store.dispatch(changeQuantity({ item_id: 9, item_type: 'product', quantity: 3 }))).payload).toBe('out-of-stock');
    expect(store.getState().cart.cart.items[0]?.quantity).toBe(2);
    expect(toasts(store).at(-1)).toEqual(['Out of stock', 'danger']);
  });

  it('signed in, adds the difference in one request and takes the server’s answer; a 409 is refused', async () => {
    api.on('POST', '/cart/add', serverCart({ product: chain, quantity: 1 }));
    const store = storeOn(api, signedIn);
    await store.dispatch(addToCart({ product: chain }));
    api.reset();
    api.on('POST', '/cart/add', serverCart({ product: chain, quantity: 2 }));
    expect((await store.dispatch(changeQuantity({ item_id: 9, item_type: 'product', quantity: 2 }))).payload).toBe(true);
    expect(requests(api)).toEqual(['POST /api/v1/cart/add']);
    expect(api.arrivals[0]?.body).toMatchObject({ item_id: 9, quantity: 1 });
    expect(store.getState().cart.cart.items[0]?.quantity).toBe(2);

    api.on('POST', '/cart/add', { status: 409, body: { message: 'Only 2 of Gold chain in stock; the cart would hold 3.' } });
    expect((await store.dispatch(changeQuantity({ item_id: 9, item_type: 'product', quantity: 3 }))).payload).toBe('out-of-stock');
    expect(store.getState().cart.cart.items[0]?.quantity).toBe(2);
  });
});

describe('checking the bag when its page opens (docs/behaviour.md §4)', () => {
  it('marks a line the server says cannot be had, and counts a line it could not answer for without marking it', async () => {
    const store = storeOn(api);
    api.on('POST', '/check-product-available', available(true));
    await store.dispatch(addToCart({ product: ring }));
    await store.dispatch(addToCart({ product: chain }));
    api.reset();
    api.on('POST', '/check-product-available', ({ body }) =>
      (body as { item_id: number }).item_id === ring.item_id ? available(false) : { status: 503, headers: { 'retry-after': '5' }, body: { message: 'The shop is briefly unavailable.' } },
    );
    const checked = await store.dispatch(checkBag());
    expect(checked.payload).toEqual({ unavailable: [cartItemKey({ item_id: 7, item_type: 'product' })], unanswered: 1 });
    expect(requests(api)).toEqual(['POST /api/v1/check-product-available', 'POST /api/v1/check-product-available']);
    expect(store.getState().cart.unavailable).toEqual([cartItemKey({ item_id: 7, item_type: 'product' })]);
    expect(store.getState().cart.cart.items.map((item) => item.item_id)).toEqual([7, 9]);
  });

  it('answered for every line, it counts none unanswered; an empty bag asks nothing', async () => {
    expect((await storeOn(api).dispatch(checkBag())).payload).toEqual({ unavailable: [], unanswered: 0 });
    expect(requests(api)).toEqual([]);
    const store = storeOn(api);
    api.on('POST', '/check-product-available', available(true));
    await store.dispatch(addToCart({ product: ring }));
    expect((await store.dispatch(checkBag())).payload).toEqual({ unavailable: [], unanswered: 0 });
  });
});

describe('the cart’s outcomes, matched by what the thunks export', () => {
  it('isCartRefusal matches a refused add or quantity change, not a failed remove', async () => {
    api.on('POST', '/check-product-available', available(false));
    api.on('POST', '/cart/remove', { status: 500, body: { message: 'Server Error' } });
    const store = storeOn(api, {});
    const add = await store.dispatch(addToCart({ product: ring }));
    const remove = await storeOn(api, signedIn).dispatch(removeFromCart({ item_id: 7, item_type: 'product' }));
    expect(isCartRefusal(add)).toBe(true);
    expect(isCartRefusal(remove)).toBe(false);
    expect(removeFromCart.rejected.match(remove)).toBe(true);
  });
});

describe('the temporary cart', () => {
  it('takes every item out of the cart, and gives back the ones still available', async () => {
    api.on('POST', '/check-product-available', available(true));
    const store = storeOn(api);
    await store.dispatch(addToCart({ product: ring }));
    await store.dispatch(addToCart({ product: chain }));
    api.reset();
    expect((await store.dispatch(saveAllForLater())).payload).toBe(true);
    expect(api.arrivals).toEqual([]);
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

  it('signed in, the server cart lets the pieces go, then takes back each one it can sell, one request a piece', async () => {
    api.on('POST', '/cart/add', ({ body }) => serverCart({ product: (body as { item_id: number }).item_id === 7 ? ring : chain, quantity: 1 }));
    const store = storeOn(api, signedIn);
    await store.dispatch(addToCart({ product: ring }));
    api.on('POST', '/cart/add', serverCart({ product: ring, quantity: 1 }, { product: chain, quantity: 1 }));
    await store.dispatch(addToCart({ product: chain }));

    api.reset();
    api.on('POST', '/cart/remove', serverCart());
    expect((await store.dispatch(saveAllForLater())).payload).toBe(true);
    expect(api.arrivals.map((a) => [a.path, (a.body as { item_id: number }).item_id])).toEqual([
      ['/api/v1/cart/remove', 7],
      ['/api/v1/cart/remove', 9],
    ]);
    expect(store.getState().cart.temporary.items.map((i) => i.item_id)).toEqual([7, 9]);

    api.reset();
    api.on('POST', '/cart/add', ({ body }) =>
      (body as { item_id: number }).item_id === 9
        ? { status: 409, body: { message: 'Gold chain is out of stock.' } }
        : serverCart({ product: ring, quantity: 1, price: 25_500 }),
    );
    const result = await store.dispatch(restoreTemporaryCart());
    expect(result.payload).toEqual({ restored: 1, kept: 1 });
    expect(requests(api)).toEqual(['POST /api/v1/cart/add', 'POST /api/v1/cart/add']);
    expect(store.getState().cart.cart.items.map((i) => [i.item_id, i.quantity, i.price])).toEqual([[7, 1, 25_500]]);
    expect(store.getState().cart.temporary.items.map((i) => i.item_id)).toEqual([9]);
  });

  it('signed in, a server that fails to let a piece go leaves the bag as it was and says so', async () => {
    api.on('POST', '/cart/add', serverCart({ product: ring, quantity: 1 }));
    api.on('POST', '/cart/remove', { status: 500, body: { message: 'Server Error' } });
    const store = storeOn(api, signedIn);
    await store.dispatch(addToCart({ product: ring }));
    expect((await store.dispatch(saveAllForLater())).payload).toBe('failed');
    expect(store.getState().cart.cart.items.map((i) => i.item_id)).toEqual([7]);
    expect(store.getState().cart.temporary.items).toEqual([]);
    expect(toasts(store).at(-1)).toEqual(['Your bag was not updated', 'danger']);
  });
});
