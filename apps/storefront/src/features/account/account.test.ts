import { sampleProduct, sampleUser } from '@aurelia/contracts/testing';
import { describe, expect, it, vi } from 'vitest';
import { storeOn, testApiForThisFile } from '../../test/api-server';
import { authStateFromSession } from '../auth/auth-slice';
import { login, otpLogin } from '../auth/auth-thunks';
import { toggleWishlist, wishlistReceived } from '../wishlist/wishlist-slice';
import { changePassword, requestPasswordReset, updateProfile } from './account-thunks';
import { expireSession } from './use-expired-session';

const api = testApiForThisFile();

const user = sampleUser({ name: 'Asha' });
const ring = sampleProduct({ id: 7, item_id: 7, name: 'Rose gold ring', price: 100 });
const emptyCart = { data: { bag_items: [], subtotal: 0, item_count: 0 } };
const signedIn = () => storeOn(api, { auth: authStateFromSession({ signedIn: true, user }) });

describe('a guest tapping a heart', () => {
  it('is refused as signed out, and the piece is saved once they sign in', async () => {
    api.on('POST', '/auth/login', { body: { access_token: 'tok', user } });
    api.on('POST', '/cart/sync', { body: emptyCart });
    api.on('GET', '/wishlist', { body: { data: [] } });
    api.on('POST', '/wishlist/add', { body: { data: [ring] } });
    const store = storeOn(api);

    const tapped = await store.dispatch(toggleWishlist({ productId: 7, wishlisted: true }));
    expect(tapped.payload).toBe('signed-out');
    expect(store.getState().wishlist).toMatchObject({ productIds: [], deferredProductId: 7 });
    expect(api.arrivals.some((arrival) => arrival.path.startsWith('/api/v1/wishlist'))).toBe(false);

    await store.dispatch(login({ email: 'asha@example.com', password: 'secret-pass' }));
    await vi.waitFor(() => expect(store.getState().toasts.queue.map((toast) => toast.title)).toContain('Saved to your wishlist'));
    const added = api.arrivals.find((arrival) => arrival.path === '/api/v1/wishlist/add');
    expect(added?.body).toEqual({ item_id: 7, item_type: 'product' });
    // The browser sends no token: the storefront server adds the session's.
    expect(added?.authorization).toBeUndefined();
    expect(store.getState().wishlist).toMatchObject({ productIds: [7], deferredProductId: null });
    expect(store.getState().toasts.queue.map((toast) => toast.title)).toContain('Saved to your wishlist');
  });
});

describe('hearts and a wishlist loading at the same time', () => {
  const necklace = sampleProduct({ id: 8, item_id: 8, name: 'Necklace' });

  it('a list asked for before a tap was answered does not undo the tap', async () => {
    api.on('POST', '/wishlist/add', { body: { data: [necklace, ring] } });
    const store = signedIn();
    await store.dispatch(toggleWishlist({ productId: 8, wishlisted: true }));
    expect([...store.getState().wishlist.productIds].sort()).toEqual([7, 8]);
    // The page's GET /wishlist left before the tap and answers after it, without the necklace.
    store.dispatch(wishlistReceived({ ids: [7], revision: 0 }));
    expect([...store.getState().wishlist.productIds].sort()).toEqual([7, 8]);
  });

  it('a list arriving while a tap is in flight keeps the tap', () => {
    const store = signedIn();
    store.dispatch(toggleWishlist.pending('tap-1', { productId: 9, wishlisted: true }));
    store.dispatch(toggleWishlist.pending('tap-2', { productId: 7, wishlisted: false }));
    store.dispatch(wishlistReceived({ ids: [7, 8], revision: 0 }));
    expect([...store.getState().wishlist.productIds].sort()).toEqual([8, 9]);
  });
});

describe('sign-in with an emailed code', () => {
  it('signs in like a password login, keeping the user and never the token', async () => {
    api.on('POST', '/auth/otp/verify', { body: { access_token: 'otp-tok', user } });
    api.on('POST', '/cart/sync', { body: emptyCart });
    api.on('GET', '/wishlist', { body: { data: [] } });
    const store = storeOn(api);
    await store.dispatch(otpLogin({ email: 'asha@example.com', code: '123456' }));
    expect(store.getState().auth).toMatchObject({ signedIn: true, user, status: 'succeeded' });
    expect(JSON.stringify(store.getState())).not.toContain('otp-tok');
    expect(api.arrivals.find((arrival) => arrival.path === '/api/v1/auth/otp/verify')?.body).toEqual({ email: 'asha@example.com', code: '123456' });
  });

  it('keeps the server error on the code field', async () => {
    api.on('POST', '/auth/otp/verify', { status: 422, body: { message: 'The given data was invalid.', errors: { code: ['The code is invalid or has expired.'] } } });
    const store = storeOn(api);
    await store.dispatch(otpLogin({ email: 'asha@example.com', code: '000000' }));
    expect(store.getState().auth).toMatchObject({ signedIn: false, status: 'failed', errors: { code: ['The code is invalid or has expired.'] } });
  });
});

describe('account forms', () => {
  it('a saved profile replaces the user the shop shows, and the session stays', async () => {
    const renamed = { ...user, name: 'Asha Menon', phone: '9900112233' };
    api.on('PUT', '/user', { body: { data: renamed } });
    const store = signedIn();
    const outcome = await store.dispatch(
      updateProfile({ name: 'Asha Menon', email: user.email, phone: '9900112233', phone_country_code: 'IN', phone_country_number: '91' }),
    );
    expect(outcome.payload).toEqual({ ok: true, value: renamed });
    expect(store.getState().auth).toMatchObject({ signedIn: true, user: { name: 'Asha Menon', phone: '9900112233' } });
  });

  it('a refused profile keeps the user and hands the field errors to the form', async () => {
    api.on('PUT', '/user', { status: 422, body: { message: 'The given data was invalid.', errors: { email: ['The email has already been taken.'] } } });
    const store = signedIn();
    const outcome = await store.dispatch(
      updateProfile({ name: 'Asha', email: 'taken@example.com', phone: '9900112233', phone_country_code: 'IN', phone_country_number: '91' }),
    );
    expect(outcome.payload).toEqual({ ok: false, error: 'The given data was invalid.', errors: { email: ['The email has already been taken.'] } });
    expect(store.getState().auth.user).toEqual(user);
  });

  it('a refusal without field errors is one sentence (a 429 on the reset request)', async () => {
    api.on('POST', '/auth/forgot-password', { status: 429, body: { message: 'Too many attempts. Please try again in 60 minutes.' } });
    const outcome = await storeOn(api).dispatch(requestPasswordReset({ email: 'asha@example.com' }));
    expect(outcome.payload).toMatchObject({ ok: false, error: 'Too many attempts. Please try again in 60 minutes.', errors: null });
  });

  it('a password change sends the current and new password (the server adds the token)', async () => {
    api.on('PUT', '/user/password', { body: { message: 'Your password has been changed.' } });
    const store = signedIn();
    const body = { current_password: 'old-pass-1', password: 'new-pass-2', password_confirmation: 'new-pass-2' };
    const outcome = await store.dispatch(changePassword(body));
    expect(outcome.payload).toEqual({ ok: true, value: { message: 'Your password has been changed.' } });
    const arrival = api.arrivals.find((a) => a.path === '/api/v1/user/password');
    expect(arrival).toMatchObject({ method: 'PUT', authorization: undefined, body });
  });
});

describe('a session a page’s loader found refused', () => {
  it('signs out here and asks the storefront server to drop its cookie, then goes to sign in; the server’s flash says why', async () => {
    // The stale cookie's token: the API refuses the sign-out too, and the server clears the cookie on that answer.
    api.on('POST', '/auth/logout', { status: 401, body: { message: 'Unauthenticated.' } });
    const store = signedIn();
    const steps: string[] = [];
    await store.dispatch(expireSession(() => steps.push(`to sign-in after ${api.arrivals.filter((a) => a.path === '/api/v1/auth/logout').length} sign-out`)));
    expect(steps).toEqual(['to sign-in after 1 sign-out']);
    expect(store.getState().auth).toMatchObject({ signedIn: false, user: null });
    // The sign-in page's toast comes from the flash cookie the server set on the refused sign-out, not from here.
    expect(store.getState().toasts.queue).toEqual([]);
  });
});

