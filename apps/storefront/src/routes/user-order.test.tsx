// @vitest-environment jsdom
import type { Order } from '@aurelia/contracts';
import { sampleProduct, sampleUser } from '@aurelia/contracts/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { describe, expect, it } from 'vitest';
import { authStateFromSession } from '../features/auth/auth-slice';
import { orderViewOf } from '../features/orders/load-order-view.server';
import { storeOn, testApiForThisFile } from '../test/api-server';
import { sampleOrder } from '../test/order-fixtures';
import { renderWithStore } from '../test/render';
import OrderPage from './user-order';

const api = testApiForThisFile();

const line = (overrides: Partial<Order['lines'][number]> = {}): Order['lines'][number] => ({
  id: 11,
  product_id: 7,
  image: null,
  name: 'Aurora Solitaire Ring',
  slug: 'aurora-solitaire-ring',
  unit_price: 20_000,
  quantity: 2,
  line_total: 40_000,
  is_preorder: false,
  price_breakup: sampleProduct().price_breakup,
  ...overrides,
});

const shipped = sampleOrder({
  status: 'shipped',
  fulfilment: 'delivery',
  payment_method: 'card',
  payment_status: 'paid',
  pickup_store: null,
  delivery_address: { name: 'Asha Rao', phone: '9876543210', line1: '12 MG Road', line2: null, city: 'Bengaluru', state: 'Karnataka', pincode: '560001' },
  can_cancel: false,
  shipment: { carrier: 'Blue Dart', tracking_number: 'BD123456789IN', tracking_url: 'https://track.example/BD123456789IN' },
  timeline: [
    { status: 'confirmed', kind: 'status', note: 'Order placed; paid by card.', at: '2026-11-24T05:00:00.000Z' },
    { status: 'packed', kind: 'status', note: 'Packed and ready to leave.', at: '2026-11-25T05:00:00.000Z' },
    { status: 'shipped', kind: 'status', note: 'Shipped with Blue Dart, tracking number BD123456789IN.', at: '2026-11-26T05:00:00.000Z' },
  ],
});

function renderPage(order: Order) {
  const props = { loaderData: { order: orderViewOf(order), expired: false } } as unknown as ComponentProps<typeof OrderPage>;
  const store = storeOn(api, { auth: authStateFromSession({ signedIn: true, user: sampleUser() }) });
  renderWithStore(store, <OrderPage {...props} />, { path: `/user/order/${order.order_number}`, pattern: '/user/order/:orderNumber' });
}

describe('the order page', () => {
  it('tells the order’s life as a timeline with times, tracking once shipped, and the steps still to come', async () => {
    renderPage(shipped);
    // The order's record comes after the page (its own module).
    const timeline = await screen.findByRole('list', { name: 'History of order AUR-2026-000123' });
    const steps = within(timeline).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      expect.stringContaining('Confirmed24 Nov 2026'),
      expect.stringContaining('Packed25 Nov 2026'),
      expect.stringContaining('Shipped26 Nov 2026'),
      'Delivered (still to come)',
    ]);
    expect(steps[2]).toHaveAttribute('aria-current', 'step');
    expect(within(steps[2] as HTMLElement).getByRole('link', { name: /Track the parcel with Blue Dart/ })).toHaveAttribute('href', 'https://track.example/BD123456789IN');
    expect(screen.getByText(/Sent with Blue Dart, tracking number/)).toHaveTextContent('BD123456789IN');
    expect(screen.getByText('Shipped', { selector: '.au-status-chip__label' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Return items' })).not.toBeInTheDocument();
  });

  it('cancels with a reason, after saying where the money goes and when', async () => {
    const order = sampleOrder({ payment_method: 'card', payment_status: 'paid', gift_card: 5_000, amount_due: 43_307 });
    api.on('POST', '/orders/AUR-2026-000123/cancel', { body: { data: { ...order, status: 'cancelled', can_cancel: false } } });
    const user = userEvent.setup();
    renderPage(order);
    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order AUR-2026-000123?' });
    expect(dialog).toHaveTextContent('₹43,307 goes back to the card you paid with, through our payment provider, within 5–7 working days.');
    expect(dialog).toHaveTextContent('₹5,000 goes back on your gift card straight away.');

    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(within(dialog).getByLabelText(/Why are you cancelling/)).toHaveAttribute('aria-invalid', 'true');
    expect(api.arrivals).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/Why are you cancelling/), 'Ordered the wrong size');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.arrivals[0]?.body).toEqual({ reason: 'Ordered the wrong size' });
  });

  it('shows the shop’s refusal to cancel in the dialog', async () => {
    api.on('POST', '/orders/AUR-2026-000123/cancel', { status: 409, body: { message: 'This order is packed and can no longer be cancelled here; once it arrives you can return it.' } });
    const user = userEvent.setup();
    renderPage(sampleOrder());
    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Nothing is taken for the ₹48,307 you would have paid in cash.');
    await user.type(within(dialog).getByLabelText(/Why are you cancelling/), 'Changed my mind');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(await within(dialog).findByText(/can no longer be cancelled here/)).toBeInTheDocument();
  });

  it('asks to return chosen units of a delivered order with a reason, and lists each return and refund with its state', async () => {
    const delivered = sampleOrder({
      ...shipped,
      status: 'delivered',
      lines: [line(), line({ id: 12, product_id: 8, name: 'Lotus Gold Bangle', slug: 'lotus-gold-bangle', quantity: 1, line_total: 20_000 })],
      can_return: true,
      return_window_ends_at: '2026-12-12T05:00:00.000Z',
      refunded: 20_000,
      returns: [{ id: 3, status: 'closed', reason: 'Too small', note: null, items: [{ line_id: 11, name: 'Aurora Solitaire Ring', quantity: 1, received: 1, restocked: 1 }], created_at: '2026-11-28T05:00:00.000Z', received_at: '2026-11-29T05:00:00.000Z' }],
      refunds: [{ id: 5, amount: 20_000, status: 'succeeded', to: { provider: 20_000, gift_card: 0, carat_coins: 0, carat_coins_value: 0 }, return_id: 3, credit_note_number: 'CN-2026-000007', created_at: '2026-11-29T06:00:00.000Z' }],
    });
    api.on('POST', '/orders/AUR-2026-000123/returns', { status: 201, body: { data: delivered } });
    const user = userEvent.setup();
    renderPage(delivered);

    const requests = screen.getByRole('region', { name: 'Returns and refunds' });
    expect(requests).toHaveTextContent('Return closed');
    expect(requests).toHaveTextContent('1 × Aurora Solitaire Ring · 1 received');
    expect(within(requests).getByRole('link', { name: 'Credit note CN-2026-000007' })).toHaveAttribute('href', '/user/order/AUR-2026-000123/CN-2026-000007');
    expect(screen.getByText(/₹20,000 refunded/)).toBeInTheDocument();
    expect(screen.getByText(/You can ask to return pieces until 12 Dec 2026/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Return items' }));
    const dialog = await screen.findByRole('dialog', { name: 'Return items' });
    const ring = within(dialog).getByRole('combobox', { name: /Aurora Solitaire Ring/ });
    // One of the two rings is already being returned.
    expect(within(ring).getAllByRole('option').map((option) => option.textContent)).toEqual(['None', '1 of 1']);
    await user.click(within(dialog).getByRole('button', { name: 'Ask to return' }));
    expect(within(dialog).getByText('Choose at least one piece to return.')).toBeInTheDocument();

    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Lotus Gold Bangle/ }), '1');
    await user.type(within(dialog).getByLabelText(/Why are you returning them/), 'Not the colour I expected');
    await user.click(within(dialog).getByRole('button', { name: 'Ask to return' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.arrivals[0]?.body).toEqual({ reason: 'Not the colour I expected', items: [{ line_id: 12, quantity: 1 }] });
  });
});
