// @vitest-environment jsdom
import type { CheckoutSummary } from '@aurelia/contracts';
import { sampleProduct, sampleUser } from '@aurelia/contracts/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { storeOn, testApiForThisFile } from '../../test/api-server';
import { sampleAddress, sampleCheckoutSummary, sampleOrder } from '../../test/order-fixtures';
import { renderWithStore } from '../../test/render';
import { authStateFromSession } from '../auth/auth-slice';
import { itemAdded } from '../cart/cart-slice';
import { settingsStateFromServer } from '../settings/settings-slice';
import { CheckoutForm } from './checkout-form';
import { returnWindowDays } from './checkout-reassurance';

const api = testApiForThisFile();
const ORDER_KEY = '0b1f7a52-7d4e-4c1e-9a0e-3f6f0f1c2d3e';
const STORES = [{ slug: 'mumbai-bandra', name: 'Aurelia Bandra', address: '14 Linking Road', city: 'Mumbai' }];

function renderCheckout(addresses = [sampleAddress()], summary = sampleCheckoutSummary()) {
  const store = storeOn(api, { auth: authStateFromSession({ signedIn: true, user: sampleUser({ name: 'Meera Iyer', phone: '9845012345' }) }) });
  renderWithStore(store, <CheckoutForm summary={summary} addresses={addresses} stores={STORES} orderKey={ORDER_KEY} />, { path: '/checkout' });
  return store;
}

/** The form with a summary the test replaces, as the route's loader does when the URL's choices change. */
function renderCheckoutWith(summary: CheckoutSummary) {
  const store = storeOn(api, { auth: authStateFromSession({ signedIn: true, user: sampleUser({ name: 'Meera Iyer', phone: '9845012345' }) }) });
  let replace: (next: CheckoutSummary) => void = () => undefined;
  function Loaded() {
    const [current, setCurrent] = useState(summary);
    replace = setCurrent;
    return <CheckoutForm summary={current} addresses={[sampleAddress()]} stores={STORES} orderKey={ORDER_KEY} />;
  }
  renderWithStore(store, <Loaded />, { path: '/checkout' });
  return { rerender: (next: CheckoutSummary) => act(() => replace(next)) };
}

describe('the checkout form, with a real store and router', () => {
  it('offers UPI first and chooses it, and places the order with it', async () => {
    api.on('POST', '/checkout', { status: 201, body: { data: sampleOrder({ fulfilment: 'delivery' }) } });
    const user = userEvent.setup();
    renderCheckout();
    const methods = within(screen.getByRole('radiogroup', { name: 'Pay with' })).getAllByRole('radio');
    expect(methods.map((radio) => radio.getAttribute('value'))).toEqual(['upi', 'card', 'bank', 'wallet', 'cash']);
    expect(screen.getByRole('radio', { name: /^UPI/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Place order and pay' }));
    await waitFor(() => expect(api.arrivals.find((arrival) => arrival.path === '/api/v1/checkout')?.body).toMatchObject({ payment_method: 'upi' }));
  });

  it('reassures beside Place order: secure payment, insured delivery (kept in store for pick-up) and the returns window from the settings', async () => {
    const store = storeOn(api, {
      auth: authStateFromSession({ signedIn: true, user: sampleUser() }),
      settings: settingsStateFromServer([{ key: 'return_window_days', value: '30' }], 0),
    });
    renderWithStore(store, <CheckoutForm summary={sampleCheckoutSummary()} addresses={[sampleAddress()]} stores={STORES} orderKey={ORDER_KEY} />, { path: '/checkout' });
    const row = screen.getByRole('list', { name: 'Buying with us' });
    expect(within(row).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Secure payment', 'Insured delivery', '30-day returns']);
    expect(screen.getByRole('button', { name: 'Place order and pay' }).compareDocumentPosition(row) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('says the piece is kept in store when it is picked up', () => {
    renderCheckout([sampleAddress()], sampleCheckoutSummary({ fulfilment: 'pickup', store: STORES[0] ?? null }));
    const row = screen.getByRole('list', { name: 'Buying with us' });
    expect(within(row).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Secure payment', 'Kept safe in store until you collect', '15-day returns']);
  });

  it('shows each piece of the summary with a small picture through the image proxy', () => {
    const store = renderCheckout();
    act(() => {
      store.dispatch(
        itemAdded({
          item: { item_id: 7, item_type: 'product', quantity: 1, name: 'Aurora Solitaire Ring', price: 48_307 },
          product: sampleProduct({ id: 7, item_id: 7, slug: 'aurora-solitaire-ring' }),
        }),
      );
    });
    const line = within(screen.getByRole('list', { name: 'Pieces in your order' })).getByRole('listitem');
    const picture = line.querySelector('img');
    expect(picture?.getAttribute('src')).toMatch(/^\/_ipx\/w_\d+,h_\d+[^/]*\/images\/products\/aurora-solitaire-ring\.png$/);
    expect(picture).toHaveAttribute('alt', '');
    expect(within(line).getByRole('link', { name: 'Aurora Solitaire Ring' })).toBeInTheDocument();
  });

  it('places a cash order to the saved address and goes to the success page', async () => {
    api.on('POST', '/checkout', { status: 201, body: { data: sampleOrder({ fulfilment: 'delivery' }) } });
    const user = userEvent.setup();
    renderCheckout();
    expect(screen.getByRole('radio', { name: /12 Carter Road/ })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Cash' }));
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/checkout/success?order=AUR-2026-000123'));
    expect(api.arrivals.find((arrival) => arrival.path === '/api/v1/checkout')).toMatchObject({
      body: { fulfilment: 'delivery', address_id: 31, payment_method: 'cash' },
      idempotencyKey: 'test-key-1',
    });
  });

  it('shows the server’s field errors for a new address by their fields, and keeps what was typed', async () => {
    api.on('POST', '/addresses', { status: 422, body: { message: 'The given data was invalid.', errors: { pincode: ['Enter a 6-digit PIN code that does not start with 0'] } } });
    const user = userEvent.setup();
    renderCheckout([]);
    expect(screen.getByRole('textbox', { name: /Full name/ })).toHaveValue('Meera Iyer');
    await user.type(screen.getByRole('textbox', { name: /House, building and street/ }), '12 Carter Road');
    await user.type(screen.getByRole('textbox', { name: /PIN code/ }), '012345');
    await user.click(screen.getByRole('button', { name: 'Place order and pay' }));
    expect(await screen.findByText('Enter a 6-digit PIN code that does not start with 0', { selector: '.au-field__error' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /PIN code/ })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: /House, building and street/ })).toHaveValue('12 Carter Road');
    expect(api.arrivals.some((arrival) => arrival.path === '/api/v1/checkout')).toBe(false);
  });

  it('carries the key of the order it posts to the server page, should "Place order" be pressed before the page\'s script has run', () => {
    renderCheckout();
    expect(document.querySelector('input[type=hidden][name=order_key]')).toHaveValue(ORDER_KEY);
    expect(screen.getByRole('button', { name: 'Place order and pay' }).closest('form')).toHaveAttribute('method', 'post');
  });

  it('shows the server page\'s refusal of an order so posted (a piece sold: the way back to the bag), with the method chosen then', () => {
    const store = storeOn(api, { auth: authStateFromSession({ signedIn: true, user: sampleUser() }) });
    const posted = { title: 'We could not place your order', error: 'Only 2 of Aurora Solitaire Ring left; your cart holds 3.', errors: null, refusal: 409, method: 'cash' as const, orderKey: ORDER_KEY };
    renderWithStore(store, <CheckoutForm summary={sampleCheckoutSummary()} addresses={[sampleAddress()]} stores={STORES} orderKey={ORDER_KEY} posted={posted} />, { path: '/checkout' });
    expect(screen.getByText('We could not place your order')).toBeInTheDocument();
    expect(screen.getByText(/Only 2 of Aurora Solitaire Ring left/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Review your bag' })).toHaveAttribute('href', '/cart');
    expect(screen.getByRole('radio', { name: /^Cash/ })).toBeChecked();
  });

  it('shows a new address the server page refused again, as typed and by its fields, "A new address" chosen', () => {
    const store = storeOn(api, { auth: authStateFromSession({ signedIn: true, user: sampleUser({ name: 'Meera Iyer' }) }) });
    const posted = {
      title: 'The address was not saved',
      error: 'The given data was invalid.',
      errors: { pincode: ['Enter a 6-digit PIN code'] },
      refusal: 422,
      address: { name: 'Meera Iyer', phone: '9845012345', line1: '7 Hill Road', city: 'Mumbai', state: 'Maharashtra', pincode: '4000' },
      orderKey: ORDER_KEY,
    };
    renderWithStore(store, <CheckoutForm summary={sampleCheckoutSummary()} addresses={[sampleAddress()]} stores={STORES} orderKey={ORDER_KEY} posted={posted} />, { path: '/checkout' });
    expect(screen.getByRole('radio', { name: 'A new address' })).toBeChecked();
    expect(screen.getByText('The address was not saved')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /House, building and street/ })).toHaveValue('7 Hill Road');
    expect(screen.getByRole('textbox', { name: /PIN code/ })).toHaveValue('4000');
    expect(screen.getByRole('textbox', { name: /PIN code/ })).toHaveAttribute('aria-invalid', 'true');
  });

  it('says why the order cannot be placed yet when pick-up has no store chosen', async () => {
    const user = userEvent.setup();
    const { rerender } = renderCheckoutWith(sampleCheckoutSummary({ fulfilment: 'pickup', store: null, can_place_order: false }));
    expect(screen.getByText('Choose the store you will collect the order from, under Delivery.').closest('[role=status]')).toHaveTextContent(/^Choose a store/);
    expect(screen.getByRole('button', { name: 'Place order and pay' })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: /Aurelia Bandra/ }));
    rerender(sampleCheckoutSummary({ fulfilment: 'pickup', store: { slug: 'mumbai-bandra', name: 'Aurelia Bandra', address: '14 Linking Road', city: 'Mumbai' } }));
    expect(screen.queryByText(/Choose the store you will collect the order from/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Place order and pay' })).toBeEnabled();
  });

  it('explains a 409 (a piece sold out) and offers the bag', async () => {
    api.on('POST', '/checkout', { status: 409, body: { message: 'Only 2 of Aurora Solitaire Ring left; your cart holds 3.' } });
    const user = userEvent.setup();
    renderCheckout();
    await user.click(screen.getByRole('button', { name: 'Place order and pay' }));
    expect(await screen.findByText('We could not place your order')).toBeInTheDocument();
    expect(screen.getByText(/Only 2 of Aurora Solitaire Ring left/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Review your bag' })).toHaveAttribute('href', '/cart');
  });

  it('sends the subtotal it shows, and says so plainly when the day’s rate has moved the prices since', async () => {
    const moved = 'Your pieces now come to ₹1,26,500, not ₹1,24,900: their prices follow the day’s metal rate, which has changed. Nothing was charged; check the new total and place the order again.';
    api.on('POST', '/checkout', { status: 409, body: { message: 'Prices have changed since you looked: check the new total before you place the order.', errors: { expected_subtotal: [moved] } } });
    const user = userEvent.setup();
    const summary = sampleCheckoutSummary();
    renderCheckout([sampleAddress()], summary);
    await user.click(screen.getByRole('button', { name: 'Place order and pay' }));
    expect(await screen.findByText('We could not place your order')).toBeInTheDocument();
    expect(screen.getByText(moved)).toBeInTheDocument();
    expect(screen.queryByText('Please check the highlighted fields.')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Review your bag' })).toBeNull();
    expect(api.arrivals.find((arrival) => arrival.path === '/api/v1/checkout')?.body).toMatchObject({ expected_subtotal: summary.subtotal });
  });

  it('sends a gift card code with the order, and shows a refused code by its field', async () => {
    api.on('POST', '/checkout', {
      status: 422,
      body: { message: 'The given data was invalid.', errors: { gift_card_code: ['No active gift card has this code. Check it and try again.'] } },
    });
    const user = userEvent.setup();
    renderCheckout();
    await user.type(screen.getByRole('textbox', { name: /Gift card code/ }), ' 3467-9ACD-EFGH-JKMN ');
    await user.click(screen.getByRole('button', { name: 'Place order and pay' }));
    expect(await screen.findByText('No active gift card has this code. Check it and try again.', { selector: '.au-field__error' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Gift card code/ })).toHaveAttribute('aria-invalid', 'true');
    expect(api.arrivals.find((arrival) => arrival.path === '/api/v1/checkout')?.body).toMatchObject({ gift_card_code: '3467-9ACD-EFGH-JKMN' });
  });

  it('previews carat coins through the URL (Enter never places the order), sends them, and shows a refusal by the field', async () => {
    api.on('POST', '/checkout', { status: 422, body: { message: 'The given data was invalid.', errors: { coins: ['Enter a whole number of coins'] } } });
    const user = userEvent.setup();
    const coins = { balance: 500, max_usable: 480, requested: 0, redeemed: 0, value: 0, coin_value: 1, max_redeem_percent: 10 };
    renderCheckout([sampleAddress()], sampleCheckoutSummary({ carat_coins: coins }));
    const field = screen.getByRole('textbox', { name: 'Use carat coins' });
    expect(screen.getByText(/You have 500 coins, worth ₹1 each; up to 480 can be used on this order \(10% of the pieces\)\./)).toBeInTheDocument();
    await user.type(field, '30{Enter}');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/checkout?coins=30'));
    expect(api.arrivals.some((arrival) => arrival.path === '/api/v1/checkout')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Place order and pay' }));
    expect(await screen.findByText('Enter a whole number of coins', { selector: '.au-field__error' })).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(api.arrivals.find((arrival) => arrival.path === '/api/v1/checkout')?.body).toMatchObject({ coins: 30 });
  });

  it('applies a gift card: the panel shows what it pays and what is left, priced by the server for the page’s choices', async () => {
    const previewed = sampleCheckoutSummary({
      gift_card: { masked_code: '••••-••••-••••-JKMN', last4: 'JKMN', balance: 20_000, applied: 20_000, balance_after: 0 },
      total: 28_307,
    });
    api.on('POST', '/checkout/summary', { body: { data: previewed } });
    api.on('POST', '/checkout', { status: 201, body: { data: sampleOrder({ fulfilment: 'delivery' }) } });
    const user = userEvent.setup();
    renderCheckout();
    const summary = screen.getByRole('region', { name: 'Your order' });
    expect(within(summary).queryByText(/Gift card/)).toBeNull();
    await user.type(screen.getByRole('textbox', { name: /Gift card code/ }), ' 3467-9acd-efgh-jkmn {Enter}');
    expect(await within(summary).findByText('Gift card ••••JKMN')).toBeInTheDocument();
    expect(within(summary).getByText('Left to pay').nextElementSibling).toHaveTextContent('₹28,307');
    expect(within(summary).getByText('₹0 stays on the card')).toBeInTheDocument();
    expect(screen.getByText(/Applied: it pays ₹20,000 of this order/)).toBeInTheDocument();
    expect(api.arrivals.find((arrival) => arrival.path === '/api/v1/checkout/summary')).toMatchObject({
      query: '',
      body: { fulfilment: 'delivery', coins: 0, gift_card_code: '3467-9acd-efgh-jkmn' },
    });
    expect(api.arrivals.some((arrival) => arrival.path === '/api/v1/checkout')).toBe(false);

    await user.click(screen.getByRole('radio', { name: 'Cash' }));
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(api.arrivals.find((arrival) => arrival.path === '/api/v1/checkout')?.body).toMatchObject({ gift_card_code: '3467-9acd-efgh-jkmn' }));
  });

  it('previews the card again when the page is priced for other choices, and Remove goes back to the loader’s price', async () => {
    const card = (applied: number) => ({ masked_code: '••••-••••-••••-JKMN', last4: 'JKMN', balance: 60_000, applied, balance_after: 60_000 - applied });
    api.on('POST', '/checkout/summary', (arrival) => {
      const pickup = (arrival.body as { fulfilment: string }).fulfilment === 'pickup';
      const store = pickup ? { slug: 'mumbai-bandra', name: 'Aurelia Bandra', address: '14 Linking Road', city: 'Mumbai' } : null;
      return { body: { data: sampleCheckoutSummary({ fulfilment: pickup ? 'pickup' : 'delivery', store, gift_card: card(pickup ? 48_307 : 48_557), total: 0 }) } };
    });
    const user = userEvent.setup();
    const delivery = sampleCheckoutSummary({ shipping: 250, total: 48_557 });
    const { rerender } = renderCheckoutWith(delivery);
    await user.type(screen.getByRole('textbox', { name: /Gift card code/ }), '3467-9ACD-EFGH-JKMN');
    await user.click(screen.getByRole('button', { name: 'Apply gift card' }));
    const summary = screen.getByRole('region', { name: 'Your order' });
    expect(await within(summary).findByText('₹11,443 stays on the card')).toBeInTheDocument();

    rerender(sampleCheckoutSummary({ fulfilment: 'pickup', store: { slug: 'mumbai-bandra', name: 'Aurelia Bandra', address: '14 Linking Road', city: 'Mumbai' } }));
    expect(await within(summary).findByText('₹11,693 stays on the card')).toBeInTheDocument();
    const previews = api.arrivals.filter((arrival) => arrival.path === '/api/v1/checkout/summary').map((arrival) => arrival.body);
    expect(previews).toEqual([
      { fulfilment: 'delivery', coins: 0, gift_card_code: '3467-9ACD-EFGH-JKMN' },
      { fulfilment: 'pickup', store: 'mumbai-bandra', coins: 0, gift_card_code: '3467-9ACD-EFGH-JKMN' },
    ]);

    // The card covers everything: no payment step, whatever method is chosen.
    expect(screen.getByRole('radio', { name: /^UPI/ })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Place order' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Remove gift card' }));
    expect(screen.getByRole('button', { name: 'Place order and pay' })).toBeInTheDocument();
    expect(within(summary).queryByText(/Gift card/)).toBeNull();
    expect(within(summary).getByText('Total').nextElementSibling).toHaveTextContent('₹48,307');
    expect(screen.getByRole('textbox', { name: /Gift card code/ })).toHaveValue('');
  });

  it('shows a refused code by the field, and a 429 says to try again later', async () => {
    let answer: { status: number; body: unknown } = {
      status: 422,
      body: { message: 'The given data was invalid.', errors: { gift_card_code: ['No active gift card has this code. Check it and try again.'] } },
    };
    api.on('POST', '/checkout/summary', () => answer);
    const user = userEvent.setup();
    renderCheckout();
    const field = screen.getByRole('textbox', { name: /Gift card code/ });
    await user.type(field, '3467-9ACD-EFGH-JKMN');
    await user.click(screen.getByRole('button', { name: 'Apply gift card' }));
    expect(await screen.findByText('No active gift card has this code. Check it and try again.', { selector: '.au-field__error' })).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(/Gift card ••••/)).toBeNull();

    answer = { status: 429, body: { message: 'Too many gift card codes. Please try again in 840 seconds.' } };
    await user.click(screen.getByRole('button', { name: 'Apply gift card' }));
    expect(await screen.findByText('Too many gift card codes. Please try again in 840 seconds.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it('says when there are no coins to use', () => {
    renderCheckout();
    expect(screen.getByText('You have no carat coins yet: paid orders earn them.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Use carat coins' })).toBeNull();
  });
});

describe('the return window the reassurance names', () => {
  it('is the setting in whole days, else the shop’s 15', () => {
    expect(returnWindowDays('30')).toBe(30);
    expect(returnWindowDays(' 7 ')).toBe(7);
    expect(returnWindowDays(undefined)).toBe(15);
    expect(returnWindowDays('')).toBe(15);
    expect(returnWindowDays('0')).toBe(15);
    expect(returnWindowDays('1.5')).toBe(15);
    expect(returnWindowDays('ten')).toBe(15);
  });
});
