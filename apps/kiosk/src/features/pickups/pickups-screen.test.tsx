// @vitest-environment jsdom
import type { KioskPickup } from '@aurelia/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { testApiForThisFile } from '../../test/api-server';
import { eventually } from '../../test/kiosk-fixtures';
import { renderUnlocked } from '../../test/render-kiosk';
import { lockKiosk } from '../session/session-thunks';
import { PickupsScreen } from './pickups-screen';

const api = testApiForThisFile();

const pickup = (overrides: Partial<KioskPickup> = {}): KioskPickup => ({
  order_number: 'AUR-7K3M9Q2X',
  status: 'ready_for_pickup',
  customer: { name: 'Farah Khan', phone: '9876543210' },
  pieces: [{ name: 'Rose gold stud earrings', quantity: 2 }],
  item_count: 2,
  total: 24500,
  payment_method: 'cash',
  payment_status: 'due',
  cash_due: 24500,
  created_at: '2026-03-01T10:00:00.000Z',
  ...overrides,
});
const listOf = (items: KioskPickup[]) => ({ body: { data: items, meta: { total: items.length } } });
const collected = (overrides: Partial<KioskPickup> = {}) => ({ body: { data: pickup({ status: 'collected', payment_status: 'paid', cash_due: 0, ...overrides }) } });

const rowOf = async (name: RegExp) => (await screen.findByRole('heading', { name })).closest('li') as HTMLElement;

describe('the pick-ups screen', () => {
  it('lists ready orders apart from those to make ready, each with its pieces, phone and the cash to take', async () => {
    const toMake = pickup({ order_number: 'AUR-2B4D6F8H', status: 'confirmed', customer: { name: 'Rohan Kapoor', phone: '9123456780' }, cash_due: 0, payment_status: 'paid', payment_method: 'card' });
    api.on('GET', '/kiosk/pickups', listOf([pickup(), toMake]));
    await renderUnlocked(api, <PickupsScreen />);

    const ready = await screen.findByRole('region', { name: /Ready for pick-up/ });
    const row = within(ready).getByRole('listitem');
    expect(row).toHaveTextContent('AUR-7K3M9Q2X · Farah Khan');
    expect(row).toHaveTextContent('9876543210 · 2 pieces');
    expect(row).toHaveTextContent('2 × Rose gold stud earrings');
    expect(row).toHaveTextContent('Cash to take: ₹24,500');
    expect(within(row).getByRole('button', { name: 'Take cash and hand over' })).toBeInTheDocument();
    const prepare = screen.getByRole('region', { name: /To make ready/ });
    expect(within(prepare).getByRole('listitem')).toHaveTextContent('Paid: no cash to take');
    expect(within(prepare).getByRole('button', { name: 'Mark ready' })).toBeInTheDocument();
  });

  it('searches by what is typed, after a pause', async () => {
    api.on('GET', '/kiosk/pickups', listOf([pickup()]));
    const user = userEvent.setup();
    await renderUnlocked(api, <PickupsScreen />);
    await screen.findByRole('region', { name: /Ready for pick-up/ });
    api.on('GET', '/kiosk/pickups', listOf([]));
    await user.type(screen.getByLabelText(/Search by order number, name or phone/), 'Meera');
    expect(await screen.findByText('No pick-up matches')).toBeInTheDocument();
    expect(api.arrivals.at(-1)?.query).toBe('q=Meera');
  });

  it('asks for the cash before handing a cash order over, and sends cash_taken with an Idempotency-Key', async () => {
    api.on('GET', '/kiosk/pickups', listOf([pickup()]));
    api.on('POST', '/kiosk/pickups/AUR-7K3M9Q2X/collect', collected());
    const user = userEvent.setup();
    await renderUnlocked(api, <PickupsScreen />);
    await user.click(within(await rowOf(/Farah Khan/)).getByRole('button', { name: 'Take cash and hand over' }));

    const dialog = await screen.findByRole('dialog', { name: 'Take ₹24,500 in cash' });
    await user.click(within(dialog).getByRole('button', { name: 'Not yet' }));
    expect(api.arrivals.some((arrival) => arrival.method === 'POST')).toBe(false);

    api.on('GET', '/kiosk/pickups', listOf([]));
    await user.click(within(await rowOf(/Farah Khan/)).getByRole('button', { name: 'Take cash and hand over' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '₹24,500 taken, hand over' }));
    expect(await screen.findByText('Order AUR-7K3M9Q2X handed over to Farah Khan, ₹24,500 in cash taken.')).toBeInTheDocument();
    const sent = api.arrivals.find((arrival) => arrival.method === 'POST');
    expect(sent?.body).toEqual({ cash_taken: true });
    expect(sent?.idempotencyKey).toMatch(/^kiosk-key-/);
    expect(screen.queryByRole('heading', { name: /Farah Khan/ })).not.toBeInTheDocument();
  });

  it('marks a confirmed order ready with one press, and hands a paid one over without a dialog', async () => {
    api.on('GET', '/kiosk/pickups', listOf([pickup({ status: 'confirmed', cash_due: 0, payment_status: 'paid', payment_method: 'card' })]));
    api.on('POST', '/kiosk/pickups/AUR-7K3M9Q2X/ready', { body: { data: pickup({ cash_due: 0, payment_status: 'paid', payment_method: 'card' }) } });
    api.on('POST', '/kiosk/pickups/AUR-7K3M9Q2X/collect', collected({ payment_method: 'card' }));
    const user = userEvent.setup();
    await renderUnlocked(api, <PickupsScreen />);
    const markReady = within(await rowOf(/Farah Khan/)).getByRole('button', { name: 'Mark ready' });
    // The list the screen loads again after the step shows the order ready, as the API would.
    api.on('GET', '/kiosk/pickups', listOf([pickup({ cash_due: 0, payment_status: 'paid', payment_method: 'card' })]));
    await user.click(markReady);
    expect(await screen.findByText('Order AUR-7K3M9Q2X is ready; Farah Khan has been told to come.')).toBeInTheDocument();

    await user.click(within(await rowOf(/Farah Khan/)).getByRole('button', { name: 'Hand over' }));
    await eventually(() => expect(api.arrivals.find((arrival) => arrival.path.endsWith('/collect'))?.body).toEqual({ cash_taken: false }));
  });

  it('shows the shop’s refusal, and a lost connection keeps the step with its key to send again once', async () => {
    api.on('GET', '/kiosk/pickups', listOf([pickup()]));
    api.on('POST', '/kiosk/pickups/AUR-7K3M9Q2X/collect', { status: 409, body: { message: 'This order is collected; it cannot be marked collected now.' } });
    const user = userEvent.setup();
    const kiosk = await renderUnlocked(api, <PickupsScreen />);
    const press = async () => {
      await user.click(within(await rowOf(/Farah Khan/)).getByRole('button', { name: 'Take cash and hand over' }));
      await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '₹24,500 taken, hand over' }));
    };
    await press();
    expect(await screen.findByText('This order is collected; it cannot be marked collected now.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));

    let calls = 0;
    api.on('POST', '/kiosk/pickups/AUR-7K3M9Q2X/collect', () => (++calls === 1 ? 'drop' : collected()));
    await press();
    const unconfirmed = await screen.findByTestId('unconfirmed-pickup');
    expect(unconfirmed).toHaveTextContent('Order AUR-7K3M9Q2X handed over, ₹24,500 in cash taken, by Anjali Nair.');
    const key = api.arrivals.filter((arrival) => arrival.path.endsWith('/collect')).at(-1)?.idempotencyKey;
    expect(within(await rowOf(/Farah Khan/)).getByRole('button', { name: 'Take cash and hand over' })).toBeDisabled();

    // It stays through a lock, to be settled after the next unlock.
    api.on('POST', '/auth/logout', { body: { message: 'Logged out' } });
    await kiosk.store.dispatch(lockKiosk(null));
    expect(kiosk.store.getState().pickups.call).toMatchObject({ status: 'no-connection', attempt: { key } });
    expect(api.arrivals.some((arrival) => arrival.path.endsWith('/auth/logout'))).toBe(false);

    await user.click(within(screen.getByTestId('unconfirmed-pickup')).getByRole('button', { name: 'Try again' }));
    await eventually(() => expect(kiosk.store.getState().pickups.call.status).toBe('done'));
    const sends = api.arrivals.filter((arrival) => arrival.path.endsWith('/collect'));
    expect(sends.at(-1)?.idempotencyKey).toBe(key);
    expect(sends.at(-1)?.authorization).toBe('Bearer session-1');
  });
});
