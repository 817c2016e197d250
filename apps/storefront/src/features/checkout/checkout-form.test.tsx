// @vitest-environment jsdom
import { sampleUser } from '@aurelia/contracts/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { storeOn, testApiForThisFile } from '../../test/api-server';
import { sampleAddress, sampleCheckoutSummary, sampleOrder } from '../../test/order-fixtures';
import { renderWithStore } from '../../test/render';
import { authStateFromSession } from '../auth/auth-slice';
import { CheckoutForm } from './checkout-form';

const api = testApiForThisFile();
const STORES = [{ slug: 'mumbai-bandra', name: 'Aurelia Bandra', address: '14 Linking Road', city: 'Mumbai' }];

function renderCheckout(addresses = [sampleAddress()], summary = sampleCheckoutSummary()) {
  const store = storeOn(api, { auth: authStateFromSession({ token: 'tok', user: sampleUser({ name: 'Meera Iyer', phone: '9845012345' }) }) });
  renderWithStore(store, <CheckoutForm summary={summary} addresses={addresses} stores={STORES} />, { path: '/checkout' });
  return store;
}

describe('the checkout form, with a real store and router', () => {
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
    expect(await screen.findByText('Enter a 6-digit PIN code that does not start with 0')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /PIN code/ })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: /House, building and street/ })).toHaveValue('12 Carter Road');
    expect(api.arrivals.some((arrival) => arrival.path === '/api/v1/checkout')).toBe(false);
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

  it('sends a gift card code with the order, and shows a refused code by its field', async () => {
    api.on('POST', '/checkout', {
      status: 422,
      body: { message: 'The given data was invalid.', errors: { gift_card_code: ['No active gift card has this code. Check it and try again.'] } },
    });
    const user = userEvent.setup();
    renderCheckout();
    await user.type(screen.getByRole('textbox', { name: /Gift card code/ }), ' 3467-9ACD-EFGH-JKMN ');
    await user.click(screen.getByRole('button', { name: 'Place order and pay' }));
    expect(await screen.findByText('No active gift card has this code. Check it and try again.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Gift card code/ })).toHaveAttribute('aria-invalid', 'true');
    expect(api.arrivals.find((arrival) => arrival.path === '/api/v1/checkout')?.body).toMatchObject({ gift_card_code: '3467-9ACD-EFGH-JKMN' });
  });

  it('previews carat coins through the URL (Enter never places the order), sends them, and shows a refusal by the field', async () => {
    api.on('POST', '/checkout', { status: 422, body: { message: 'The given data was invalid.', errors: { coins: ['Enter a whole number of coins'] } } });
    const user = userEvent.setup();
    const coins = { balance: 500, max_usable: 480, requested: 0, redeemed: 0, value: 0, coin_value: 1, max_redeem_percent: 10 };
    renderCheckout([sampleAddress()], sampleCheckoutSummary({ carat_coins: coins }));
    const field = screen.getByRole('textbox', { name: 'Use carat coins' });
    expect(screen.getByText(/You have 500 coins, worth ₹1\.00 each; up to 480 can be used on this order \(10% of the pieces\)\./)).toBeInTheDocument();
    await user.type(field, '30{Enter}');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/checkout?coins=30'));
    expect(api.arrivals.some((arrival) => arrival.path === '/api/v1/checkout')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Place order and pay' }));
    expect(await screen.findByText('Enter a whole number of coins')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(api.arrivals.find((arrival) => arrival.path === '/api/v1/checkout')?.body).toMatchObject({ coins: 30 });
  });

  it('says when there are no coins to use', () => {
    renderCheckout();
    expect(screen.getByText('You have no carat coins yet: paid orders earn them.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Use carat coins' })).toBeNull();
  });
});
