// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { order, orderRow, session } from './test/back-office-fixtures';
import { arrivalsAt, renderBackOffice, testApiForThisFile } from './test/render-back-office';

const api = testApiForThisFile();

const as = (role: 'admin' | 'manager') => {
  const { access_token, expires_at, staff } = session(role);
  return { session: { token: access_token, expiresAt: expires_at, staff } };
};
const page = (rows = [orderRow()], total = rows.length) => ({ data: rows, meta: { current_page: 1, last_page: Math.max(1, Math.ceil(total / 25)), per_page: 25, total } });
const lastQuery = (path: string) => new URLSearchParams(arrivalsAt(api, path).at(-1)?.query ?? '');

describe('the orders list', () => {
  it('sends the filters, sort and page of its address to the API, and a changed filter goes back to page 1', async () => {
    api.on('GET', '/back-office/orders', { body: page([orderRow()], 60) });
    const user = userEvent.setup();
    const office = renderBackOffice(api, '/orders?status=packed&store=mumbai-bandra&q=priya&sort=total&direction=asc&page=2', as('admin'));
    expect(await screen.findByRole('link', { name: 'AUR-7K3M9Q2X' })).toBeInTheDocument();
    expect(Object.fromEntries(lastQuery('/back-office/orders'))).toEqual({
      status: 'packed',
      store: 'mumbai-bandra',
      q: 'priya',
      sort: 'total',
      direction: 'asc',
      page: '2',
      per_page: '25',
    });

    await user.selectOptions(screen.getByLabelText('Payment'), 'cash');
    await waitFor(() => expect(lastQuery('/back-office/orders').get('payment_method')).toBe('cash'));
    expect(lastQuery('/back-office/orders').get('page')).toBe('1');
    expect(lastQuery('/back-office/orders').get('status')).toBe('packed');
    expect(office.router.state.location.search).toContain('payment_method=cash');

    // Sorting by a header asks the server; newest first is the default and leaves the address clean.
    await user.click(screen.getByRole('button', { name: 'Placed' }));
    await waitFor(() => expect(lastQuery('/back-office/orders').get('sort')).toBe('created_at'));
    expect(lastQuery('/back-office/orders').get('direction')).toBe('desc');
    expect(office.router.state.location.search).not.toContain('sort=');
  });

  it('marks the selected orders packed in one go and says which were refused and why', async () => {
    api.on('GET', '/back-office/orders', { body: page([orderRow(), orderRow({ order_number: 'AUR-2B4C6D8F' })]) });
    api.on('POST', '/back-office/orders/bulk-pack', {
      body: { packed: ['AUR-7K3M9Q2X'], refused: [{ order_number: 'AUR-2B4C6D8F', message: 'This order is cancelled; it cannot be marked packed now.' }] },
    });
    const user = userEvent.setup();
    renderBackOffice(api, '/orders', as('manager'));
    await user.click(await screen.findByRole('checkbox', { name: 'Select order AUR-7K3M9Q2X' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select order AUR-2B4C6D8F' }));
    await user.click(screen.getByRole('button', { name: 'Mark packed' }));
    expect(await screen.findByText('1 marked packed')).toBeInTheDocument();
    expect(screen.getByText(/AUR-2B4C6D8F: This order is cancelled/)).toBeInTheDocument();
    expect(arrivalsAt(api, '/back-office/orders/bulk-pack', 'POST')[0]?.body).toEqual({ order_numbers: ['AUR-7K3M9Q2X', 'AUR-2B4C6D8F'] });
  });
});

describe('an order', () => {
  it('ships with carrier and tracking number, checked before sending; a refusal is shown in plain words beside the action', async () => {
    api.on('GET', '/back-office/orders/AUR-7K3M9Q2X', { body: { data: order() } });
    const user = userEvent.setup();
    renderBackOffice(api, '/orders/AUR-7K3M9Q2X', as('manager'));
    await user.click(await screen.findByRole('button', { name: 'Mark shipped' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Mark shipped' }));
    expect(within(dialog).getByText('Enter the carrier.')).toBeInTheDocument();
    expect(arrivalsAt(api, '/back-office/orders/AUR-7K3M9Q2X/transitions', 'POST')).toHaveLength(0);

    api.on('POST', '/back-office/orders/AUR-7K3M9Q2X/transitions', { status: 409, body: { message: 'This order is cancelled; it cannot be marked shipped now.' } });
    await user.type(within(dialog).getByLabelText(/^Carrier/), 'Blue Dart');
    await user.type(within(dialog).getByLabelText(/^Tracking number/), 'BD123456789IN');
    await user.type(within(dialog).getByLabelText(/^Tracking link/), 'https://bluedart.example/track/BD123456789IN');
    await user.click(within(dialog).getByRole('button', { name: 'Mark shipped' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This order is cancelled; it cannot be marked shipped now.');
    expect(arrivalsAt(api, '/back-office/orders/AUR-7K3M9Q2X/transitions', 'POST')[0]?.body).toEqual({
      to: 'shipped',
      carrier: 'Blue Dart',
      tracking_number: 'BD123456789IN',
      tracking_url: 'https://bluedart.example/track/BD123456789IN',
    });

    const shipped = order({ status: 'shipped', shipment: { carrier: 'Blue Dart', tracking_number: 'BD123456789IN', tracking_url: null }, actions: { transitions: [], cancel: false, refund: { refundable: 48_307 }, record_cash: null } });
    api.on('POST', '/back-office/orders/AUR-7K3M9Q2X/transitions', { body: { data: shipped } });
    api.on('GET', '/back-office/orders/AUR-7K3M9Q2X', { body: { data: shipped } });
    await user.click(within(dialog).getByRole('button', { name: 'Mark shipped' }));
    expect(await screen.findByText(/Shipped with Blue Dart, tracking BD123456789IN/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  });

  it('says how much cash to take before handing over a pick-up paid in cash', async () => {
    const ready = order({
      status: 'ready_for_pickup',
      fulfilment: 'pickup',
      payment_method: 'cash',
      payment_status: 'due',
      amount_due: 48_307,
      actions: { transitions: [{ to: 'collected', label: 'Mark collected', needs_shipment: false }], cancel: false, refund: null, record_cash: { amount: 48_307 } },
    });
    api.on('GET', '/back-office/orders/AUR-7K3M9Q2X', { body: { data: ready } });
    const user = userEvent.setup();
    renderBackOffice(api, '/orders/AUR-7K3M9Q2X', as('manager'));
    await user.click(await screen.findByRole('button', { name: 'Mark collected' }));
    expect(within(await screen.findByRole('dialog')).getByText('Take ₹48,307 in cash first; the order is then paid.')).toBeInTheDocument();
  });

  it('saves a refund’s credit note as a PDF fetched with the session’s token', async () => {
    const refund = {
      id: 7,
      amount: 1_500,
      status: 'succeeded' as const,
      to: { provider: 1_500, gift_card: 0, carat_coins: 0, carat_coins_value: 0 },
      return_id: null,
      credit_note_number: 'CN-7K3M9Q2X-1',
      created_at: '2026-03-01T06:30:00.000Z',
      reason: 'Scratch on the clasp',
      failure_reason: null,
      attempts: 1,
    };
    api.on('GET', '/back-office/orders/AUR-7K3M9Q2X', { body: { data: order({ refunds: [refund] }) } });
    api.on('GET', '/back-office/orders/AUR-7K3M9Q2X/credit-notes/CN-7K3M9Q2X-1', { body: new Uint8Array([37, 80, 68, 70]) });
    const saved: string[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:credit-note', revokeObjectURL: () => undefined }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(`${this.download} ${this.href}`);
    });
    const user = userEvent.setup();
    renderBackOffice(api, '/orders/AUR-7K3M9Q2X', as('manager'));
    await user.click(await screen.findByRole('button', { name: 'Credit note CN-7K3M9Q2X-1 (PDF)' }));
    await waitFor(() => expect(saved).toEqual(['CN-7K3M9Q2X-1.pdf blob:credit-note']));
    expect(arrivalsAt(api, '/back-office/orders/AUR-7K3M9Q2X/credit-notes/CN-7K3M9Q2X-1')[0]?.authorization).toBe('Bearer token-of-manager');
    click.mockRestore();
    vi.unstubAllGlobals();
  });

  it('refunds no more than may go back, with a reason, and sends an idempotency key', async () => {
    api.on('GET', '/back-office/orders/AUR-7K3M9Q2X', { body: { data: order() } });
    const user = userEvent.setup();
    renderBackOffice(api, '/orders/AUR-7K3M9Q2X', as('admin'));
    await user.click(await screen.findByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('At most ₹48,307 can be refunded now.');
    const amount = within(dialog).getByLabelText(/^Amount in rupees/);
    await user.clear(amount);
    await user.type(amount, '50000');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(within(dialog).getByText('At most ₹48,307 can be refunded now.', { selector: '[id$="-error"] *, [id$="-error"]' })).toBeInTheDocument();
    expect(within(dialog).getByText('Say why, in a few words.')).toBeInTheDocument();
    expect(arrivalsAt(api, '/back-office/orders/AUR-7K3M9Q2X/refunds', 'POST')).toHaveLength(0);

    api.on('POST', '/back-office/orders/AUR-7K3M9Q2X/refunds', { status: 422, body: { message: 'Only ₹10,000 was received back; refund at most that.' } });
    await user.clear(amount);
    await user.type(amount, '12000.50');
    await user.type(within(dialog).getByLabelText(/^Reason/), 'Clasp bent on arrival');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(within(dialog).getByText('Enter the refund in whole rupees, without paise.', { selector: '[id$="-error"] *, [id$="-error"]' })).toBeInTheDocument();
    expect(arrivalsAt(api, '/back-office/orders/AUR-7K3M9Q2X/refunds', 'POST')).toHaveLength(0);
    await user.clear(amount);
    await user.type(amount, '12000');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Only ₹10,000 was received back; refund at most that.');
    const sent = arrivalsAt(api, '/back-office/orders/AUR-7K3M9Q2X/refunds', 'POST')[0];
    expect(sent?.body).toEqual({ amount: 12000, reason: 'Clasp bent on arrival' });
    expect(sent?.idempotencyKey).toBeTruthy();
  });

  it('receives a return unit by unit: what arrived, and what of it goes back to stock', async () => {
    const requested = {
      id: 5,
      status: 'requested' as const,
      reason: 'Too small',
      note: null,
      items: [{ line_id: 11, name: 'Aurora Solitaire Ring', quantity: 2, received: 0, restocked: 0 }],
      created_at: '2026-03-05T05:30:00.000Z',
      received_at: null,
    };
    const delivered = order({
      status: 'delivered',
      lines: order().lines.map((line) => ({ ...line, quantity: 2, line_total: 96_614 })),
      returns: [requested],
      actions: { transitions: [], cancel: false, refund: { refundable: 96_614 }, record_cash: null },
    });
    api.on('GET', '/back-office/orders/AUR-7K3M9Q2X', { body: { data: delivered } });
    api.on('POST', '/back-office/orders/AUR-7K3M9Q2X/returns/5/receive', {
      body: { data: { ...requested, status: 'received', items: [{ ...requested.items[0], received: 2, restocked: 1 }], received_at: '2026-03-06T05:30:00.000Z' } },
    });
    const user = userEvent.setup();
    renderBackOffice(api, '/orders/AUR-7K3M9Q2X', as('manager'));
    await user.click(await screen.findByRole('button', { name: 'Receive return' }));
    const dialog = await screen.findByRole('dialog');
    const restock = within(dialog).getByLabelText(/^Back to stock/);
    await user.clear(restock);
    await user.type(restock, '3');
    await user.click(within(dialog).getByRole('button', { name: 'Record what arrived' }));
    expect(within(dialog).getByText('Enter 0 to 2: only pieces that arrived go back to stock.')).toBeInTheDocument();
    await user.clear(restock);
    await user.type(restock, '1');
    await user.type(within(dialog).getByLabelText(/^Note/), 'One scratched');
    await user.click(within(dialog).getByRole('button', { name: 'Record what arrived' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(arrivalsAt(api, '/back-office/orders/AUR-7K3M9Q2X/returns/5/receive', 'POST')[0]?.body).toEqual({
      items: [{ line_id: 11, received: 2, restock: 1 }],
      note: 'One scratched',
    });
  });

  it('says so when the order is out of reach (404)', async () => {
    api.on('GET', '/back-office/orders/AUR-OTHER', { status: 404, body: { message: 'Order not found.' } });
    renderBackOffice(api, '/orders/AUR-OTHER', as('manager'));
    expect(await screen.findByText('Order not found.')).toBeInTheDocument();
  });
});

describe('settings', () => {
  it('checks the value and asks for a reason before saving, then saves the one setting with its reason', async () => {
    const values = {
      'show-notice-bar': true,
      'notice-bar-text': 'Free shipping above ₹50,000',
      maintenance_mode: false,
      disabled_routes: [],
      shipping_fee_rupees: 250,
      shipping_free_above_rupees: 50_000,
      return_window_days: 15,
    };
    const fields = [{ key: 'return_window_days', label: 'Return window', help: 'Days after delivery.', kind: 'days', min: 1, max: 90 }];
    api.on('GET', '/back-office/settings', { body: { data: { values, fields } } });
    const user = userEvent.setup();
    renderBackOffice(api, '/settings', as('admin'));
    const field = await screen.findByRole('textbox', { name: /^Return window/ });
    await user.clear(field);
    await user.type(field, '0');
    await user.click(screen.getByRole('button', { name: 'Save return window' }));
    expect(await screen.findByText('Enter a whole number of days, 1 to 90')).toBeInTheDocument();
    expect(screen.getByText('Say why, in a few words.')).toBeInTheDocument();

    api.on('PUT', '/back-office/settings', { body: { data: { values: { ...values, return_window_days: 30 }, fields }, changed: ['return_window_days'] } });
    await user.clear(field);
    await user.type(field, '30');
    await user.type(screen.getByLabelText(/^Reason for the change/), 'Festive season returns');
    await user.click(screen.getByRole('button', { name: 'Save return window' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(arrivalsAt(api, '/back-office/settings', 'PUT')[0]?.body).toEqual({ values: { return_window_days: 30 }, reason: 'Festive season returns' });
  });
});

describe('the audit log', () => {
  it('shows who changed what, before → after and why, and sends its filters to the API', async () => {
    api.on('GET', '/back-office/audit', {
      body: {
        data: [
          {
            id: 1,
            created_at: '2026-03-02T06:10:00.000Z',
            action: 'settings.edit',
            subject: 'setting:return_window_days',
            actor: { id: 9, name: 'Asha Kapoor' },
            store: null,
            reason: 'Festive season returns',
            before: { value: '15' },
            after: { value: '30' },
          },
        ],
        meta: { current_page: 1, last_page: 1, per_page: 25, total: 1 },
      },
    });
    const user = userEvent.setup();
    renderBackOffice(api, '/audit?subject=setting:return_window_days', as('admin'));
    expect(await screen.findByText('value: 15 → 30')).toBeInTheDocument();
    expect(screen.getByText('Festive season returns')).toBeInTheDocument();
    expect(lastQuery('/back-office/audit').get('subject')).toBe('setting:return_window_days');
    await user.selectOptions(screen.getByLabelText('What'), 'order.refund');
    await waitFor(() => expect(lastQuery('/back-office/audit').get('action')).toBe('order.refund'));
    expect(lastQuery('/back-office/audit').get('page')).toBe('1');
  });
});
