import { sampleBagItem, sampleProduct, sampleUser } from '@aurelia/contracts/testing';
import { describe, expect, it, vi } from 'vitest';
import { storeOn, testApiForThisFile } from '../../test/api-server';
import { addToCart } from '../cart/cart-actions';
import { loadWishlist } from '../wishlist/wishlist-slice';
import { authStateFromSession } from './auth-slice';
import { selectIsSignedIn } from '../../shared/session';
import { login, logout } from './auth-thunks';

const api = testApiForThisFile();

const user = sampleUser({ name: 'Asha' });
const ring = sampleProduct({ id: 7, item_id: 7, name: 'Rose gold ring', price: 100 });
const necklace = sampleProduct({ id: 8, item_id: 8, name: 'Necklace', price: 300 });

describe('login (docs/behaviour.md §4)', () => {
  it('stores the user (never the token), then syncs the local cart to the server and takes the merged cart back', async () => {
    api.on('POST', '/check-product-available', { body: { is_available: true } });
    api.on('POST', '/auth/login', { body: { access_token: 'secret-token-1', user } });
    api.on('POST', '/cart/sync', {
      body: {
        data: {
          bag_items: [
            sampleBagItem({ item_id: 7, name: 'Rose gold ring', price: 100, quantity: 1, line_total: 100, product: ring }),
            sampleBagItem({ item_id: 8, name: 'Necklace', price: 300, quantity: 2, line_total: 600, product: necklace }),
          ],
          subtotal: 700,
          item_count: 3,
        },
      },
    });
    api.on('GET', '/wishlist', { body: { data: [ring] } });
    const store = storeOn(api);
    await store.dispatch(addToCart({ product: ring }));
    await store.dispatch(login({ email: 'asha@example.com', password: 'secret-pass' }));
    // The sign-in's follow-ups: the bag merged with the account's.
    await vi.waitFor(() => {
      expect(store.getState().cart.cart.items).toHaveLength(2);
      expect(store.getState().wishlist.productIds).toEqual([7]);
    });

    expect(selectIsSignedIn(store.getState())).toBe(true);
    const sync = api.arrivals.find((a) => a.path === '/api/v1/cart/sync');
    expect(JSON.stringify(store.getState())).not.toContain('secret-token-1');
    expect(sync?.authorization).toBeUndefined();
    expect(sync?.body).toEqual({ cart: [{ item_id: 7, item_type: 'product', quantity: 1, name: 'Rose gold ring', price: 100 }] });
    expect(store.getState().cart.cart.items.map((i) => [i.item_id, i.quantity])).toEqual([
      [7, 1],
      [8, 2],
    ]);
    expect(store.getState().wishlist.productIds).toEqual([7]);
  });

  it('keeps the server field errors for the form and stays signed out (docs/behaviour.md §8)', async () => {
    api.on('POST', '/auth/login', { status: 422, body: { message: 'The given data was invalid.', errors: { email: ['Enter a valid email'] } } });
    const store = storeOn(api);
    const result = await store.dispatch(login({ email: 'nope', password: 'x' }));
    expect(result.type).toBe('auth/login/rejected');
    expect(store.getState().auth).toMatchObject({ status: 'failed', errors: { email: ['Enter a valid email'] }, signedIn: false });
  });
});

describe('logout (docs/behaviour.md §4, §8)', () => {
  it('calls the server when signed in and clears user and cart even when the server fails', async () => {
    api.on('POST', '/check-product-available', { body: { is_available: true } });
    api.on('POST', '/cart/add', { body: { data: { bag_items: [], subtotal: 0, item_count: 0 } } });
    api.on('POST', '/auth/logout', { status: 500, body: { message: 'Server Error' } });
    const store = storeOn(api, { auth: authStateFromSession({ signedIn: true, user }) });
    await store.dispatch(addToCart({ product: ring }));
    await store.dispatch(logout());
    await vi.waitFor(() => expect(api.arrivals.some((a) => a.path === '/api/v1/auth/logout')).toBe(true));
    expect(selectIsSignedIn(store.getState())).toBe(false);
    expect(store.getState().cart.cart.items).toEqual([]);
  });

  it('does not call the server for a guest', async () => {
    const store = storeOn(api);
    await store.dispatch(logout());
    expect(api.arrivals).toEqual([]);
  });
});

describe('a 401 anywhere (docs/behaviour.md §8)', () => {
  it('logs the shopper out with a toast', async () => {
    api.on('GET', '/wishlist', { status: 401, body: { message: 'Unauthenticated.' } });
    const store = storeOn(api, { auth: authStateFromSession({ signedIn: true, user }) });
    await store.dispatch(loadWishlist());
    await vi.waitFor(() => expect(store.getState().toasts.queue.map((t) => t.title)).toContain('Your session has ended'));
    expect(selectIsSignedIn(store.getState())).toBe(false);
  });
});
