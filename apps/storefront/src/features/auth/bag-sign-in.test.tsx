// @vitest-environment jsdom
import { sampleBagItem, sampleProduct, sampleUser } from '@aurelia/contracts/testing';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createRoutesStub, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { refusingApi, storeOn, testApiForThisFile, type TestApi } from '../../test/api-server';
import { itemAdded } from '../cart/cart-slice';
import { BagSignIn, type CheckoutArrival } from './bag-sign-in';
import { fromAccountSentence, linesFromAccount, otpAddressOf, otpAddressText } from './otp-address';

const api = testApiForThisFile();

const ring = sampleProduct({ id: 7, item_id: 7, slug: 'rose-ring', name: 'Rose gold ring', price: 24_999, stock: 4 });
const line = (item_id: number, name: string, quantity: number) => ({ item_id, item_type: 'product' as const, name, quantity, price: 1_000 });

/** What the checkout page was told on arrival. */
function CheckoutProbe() {
  const state = (useLocation().state ?? {}) as CheckoutArrival;
  return <output data-testid="checkout">{state.fromAccount ?? 'nothing from the account'}</output>;
}

/** A guest's bag holding one ring, the sign-in in place on /cart, and /checkout to land on. */
function renderBag(on: Pick<TestApi, 'baseURL'> = api) {
  const store = storeOn(on);
  store.dispatch(itemAdded({ item: { item_id: 7, item_type: 'product', quantity: 1, name: 'Rose gold ring', price: 24_999 }, product: ring }));
  const Stub = createRoutesStub([
    { path: '/cart', Component: BagSignIn },
    { path: '/checkout', Component: CheckoutProbe },
  ]);
  render(
    <Provider store={store}>
      <Stub initialEntries={['/cart']} />
    </Provider>,
  );
  return store;
}

async function askForCode(typed: string) {
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: /Email or mobile number/ }), typed);
  await user.click(screen.getByRole('button', { name: 'Send me a code' }));
  return user;
}

async function enterCode(user: ReturnType<typeof userEvent.setup>, code: string) {
  await user.click(await screen.findByRole('textbox', { name: 'Digit 1 of 6' }));
  await user.keyboard(code);
}

const body = (path: string) => api.arrivals.find((arrival) => arrival.path === `/api/v1${path}`)?.body;

describe('signing in at the bag', () => {
  it('asks for an email, then the emailed code, and lands at checkout told what the account’s bag added', async () => {
    api.on('POST', '/auth/otp/request', { body: { message: 'If an account exists for that email, we have sent it a sign-in code.' } });
    api.on('POST', '/auth/otp/verify', { body: { access_token: 'tok', user: sampleUser() } });
    api.on('POST', '/cart/sync', {
      body: {
        data: {
          bag_items: [
            sampleBagItem({ item_id: 7, name: 'Rose gold ring', quantity: 1, product: ring }),
            sampleBagItem({ item_id: 9, name: 'Gold chain', quantity: 2, product: sampleProduct({ id: 9, item_id: 9, name: 'Gold chain' }) }),
          ],
          subtotal: 0,
          item_count: 3,
        },
      },
    });
    api.on('GET', '/wishlist', { body: { data: [] } });
    const store = renderBag();
    expect(screen.getByRole('heading', { name: 'Sign in to check out' })).toBeInTheDocument();
    const user = await askForCode(' Asha@Example.com ');
    expect(await screen.findByRole('status')).toHaveTextContent('If Asha@Example.com belongs to an account, a code is on its way by email. Enter it below.');
    expect(body('/auth/otp/request')).toEqual({ email: 'Asha@Example.com' });
    await enterCode(user, '012345');
    await waitFor(() => expect(screen.getByTestId('checkout')).toHaveTextContent('2 pieces from your account were added to your bag: Gold chain × 2.'));
    expect(body('/auth/otp/verify')).toEqual({ email: 'Asha@Example.com', code: '012345' });
    expect(body('/cart/sync')).toMatchObject({ cart: [expect.objectContaining({ item_id: 7, quantity: 1 })] });
    expect(store.getState().auth.signedIn).toBe(true);
    expect(store.getState().cart.cart.items.map((item) => [item.item_id, item.quantity])).toEqual([
      [7, 1],
      [9, 2],
    ]);
  });

  it('takes a mobile number as typed, sends the code by text, and says nothing came from the account when nothing did', async () => {
    api.on('POST', '/auth/otp/request', { body: { message: 'If an account has that mobile number, we have sent it a sign-in code by text message.' } });
    api.on('POST', '/auth/otp/verify', { body: { access_token: 'tok', user: sampleUser() } });
    api.on('POST', '/cart/sync', { body: { data: { bag_items: [sampleBagItem({ item_id: 7, name: 'Rose gold ring', quantity: 1, product: ring })], subtotal: 0, item_count: 1 } } });
    api.on('GET', '/wishlist', { body: { data: [] } });
    renderBag();
    const user = await askForCode('+91 98450-12345');
    expect(await screen.findByRole('status')).toHaveTextContent('If +91 98450 12345 belongs to an account, a code is on its way by text message.');
    expect(body('/auth/otp/request')).toEqual({ phone: '9845012345' });
    await enterCode(user, '654321');
    await waitFor(() => expect(screen.getByTestId('checkout')).toHaveTextContent('nothing from the account'));
    expect(body('/auth/otp/verify')).toEqual({ phone: '9845012345', code: '654321' });
  });

  it('shows a refused number by the one field, and a wrong code by the code, staying on the bag', async () => {
    api.on('POST', '/auth/otp/request', { status: 422, body: { message: 'The given data was invalid.', errors: { phone: ['Enter a 10-digit mobile number starting with 6, 7, 8 or 9'] } } });
    renderBag();
    await askForCode('12345');
    expect(await screen.findByText('Enter a 10-digit mobile number starting with 6, 7, 8 or 9', { selector: '.au-field__error' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Email or mobile number/ })).toHaveAttribute('aria-invalid', 'true');

    api.on('POST', '/auth/otp/request', { body: { message: 'sent' } });
    api.on('POST', '/auth/otp/verify', { status: 422, body: { message: 'The given data was invalid.', errors: { code: ['The code is invalid or has expired.'] } } });
    const user = userEvent.setup();
    const field = screen.getByRole('textbox', { name: /Email or mobile number/ });
    await user.clear(field);
    await user.type(field, '9845012345{Enter}');
    await enterCode(user, '000000');
    expect(await screen.findAllByText('The code is invalid or has expired.')).not.toHaveLength(0);
    expect(screen.queryByTestId('checkout')).toBeNull();
  });
});

describe('signing in at the bag while the shop’s API is away', () => {
  it('says the shop is briefly unavailable when the API answers 503, keeps what was typed, and sends the code once it is back', async () => {
    api.on('POST', '/auth/otp/request', { status: 503, body: { message: 'The shop is briefly unavailable. Please try again in a minute.' } });
    renderBag();
    await askForCode('asha@example.com');
    expect(await screen.findByText(/briefly unavailable/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Email or mobile number/ })).toHaveValue('asha@example.com');
    expect(screen.getByRole('button', { name: 'Send me a code' })).toBeEnabled();

    api.on('POST', '/auth/otp/request', { body: { message: 'sent' } });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send me a code' }));
    expect(await screen.findByRole('textbox', { name: 'Digit 1 of 6' })).toBeInTheDocument();
  });

  it('says the shop could not be reached when nothing answers, and stays on the bag with the bag intact', async () => {
    const store = renderBag(await refusingApi());
    await askForCode('asha@example.com');
    expect(await screen.findByText(/We could not reach the shop just now/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Email or mobile number/ })).toHaveValue('asha@example.com');
    expect(screen.queryByTestId('checkout')).toBeNull();
    expect(store.getState().cart.cart.items.map((item) => item.item_id)).toEqual([7]);
  });
});

describe('what the bag sign-in sends and says', () => {
  it('reads an email, or an Indian mobile number however it is written', () => {
    expect(otpAddressOf(' asha@example.com ')).toEqual({ email: 'asha@example.com' });
    expect(otpAddressOf('98450 12345')).toEqual({ phone: '9845012345' });
    expect(otpAddressOf('+91 98450-12345')).toEqual({ phone: '9845012345' });
    expect(otpAddressOf('919845012345')).toEqual({ phone: '9845012345' });
    expect(otpAddressOf('09845012345')).toEqual({ phone: '9845012345' });
    expect(otpAddressOf('12345')).toEqual({ phone: '12345' });
    expect(otpAddressOf('asha')).toEqual({ email: 'asha' });
    expect(otpAddressText({ phone: '9845012345' })).toBe('+91 98450 12345');
    expect(otpAddressText({ email: 'asha@example.com' })).toBe('asha@example.com');
  });

  it('counts what the account’s bag added, line by line, and says it in one sentence', () => {
    const before = [line(7, 'Rose gold ring', 1), line(8, 'Pearl studs', 2)];
    const after = [line(7, 'Rose gold ring', 2), line(8, 'Pearl studs', 2), line(9, 'Gold chain', 1)];
    expect(linesFromAccount(before, after)).toEqual([
      { name: 'Rose gold ring', quantity: 1 },
      { name: 'Gold chain', quantity: 1 },
    ]);
    expect(fromAccountSentence(linesFromAccount(before, after))).toBe('2 pieces from your account were added to your bag: Rose gold ring, Gold chain.');
    expect(fromAccountSentence([{ name: 'Gold chain', quantity: 1 }])).toBe('1 piece from your account was added to your bag: Gold chain.');
    expect(fromAccountSentence(linesFromAccount(before, before))).toBeNull();
    expect(linesFromAccount(before, [line(7, 'Rose gold ring', 1)])).toEqual([]);
  });
});
