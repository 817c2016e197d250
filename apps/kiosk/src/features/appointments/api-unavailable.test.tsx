// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testApiForThisFile } from '../../test/api-server';
import { appointment, eventually, listOf } from '../../test/kiosk-fixtures';
import { bookingRow, renderUnlocked } from '../../test/render-kiosk';
import { cameOnline } from '../network/network-slice';
import { runStaffAction } from './appointments-thunks';
import { AppointmentsScreen } from './appointments-screen';

const api = testApiForThisFile();

const UNAVAILABLE = {
  status: 503,
  headers: { 'retry-after': '30' },
  body: { message: 'We’ll be right back: the shop is briefly unavailable. Please try again in a moment.' },
};

describe('a staff action while the shop answers 503 (API restarting, database away)', () => {
  it('is kept on the kiosk as not yet confirmed, then sent once with the same key when the shop answers again', async () => {
    const kiosk = await renderUnlocked(api, <AppointmentsScreen />);
    const checkIn = `/staff/appointments/${appointment().id}/check-in`;
    api.on('POST', checkIn, UNAVAILABLE);
    api.on('GET', '/staff/appointments', { body: listOf([appointment()]) });

    const first = await kiosk.store.dispatch(runStaffAction({ kind: 'check-in', appointmentId: appointment().id, label: 'Check in Asha Rao' })).unwrap();
    // Like a lost network: saved for later, not refused in the server's words and not shown as done.
    expect(first).toMatchObject({ ok: false, waiting: true });
    expect(kiosk.store.getState().network.online).toBe(false);
    expect(kiosk.store.getState().appointments.pending).toEqual([expect.objectContaining({ key: 'kiosk-key-1', state: 'waiting-for-network' })]);
    const card = bookingRow(appointment().customer_name);
    await eventually(() => expect(within(card).getByText('Check-in saved, will be sent when the network is back')).toBeInTheDocument());
    expect(within(card).getByText('Booked')).toBeInTheDocument();
    expect(within(card).queryByText('Checked in')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();

    api.on('POST', checkIn, { body: { data: appointment({ status: 'checked_in' }) } });
    // The list the kiosk asks for after the resend says what the shop now holds; answered with the old list, it
    // drew "Booked" again, and the check below raced that refresh.
    api.on('GET', '/staff/appointments', { body: listOf([appointment({ status: 'checked_in' })]) });
    kiosk.store.dispatch(cameOnline());
    await eventually(() => expect(kiosk.store.getState().appointments.pending).toEqual([]));
    await eventually(() => expect(within(bookingRow(appointment().customer_name)).getByText('Checked in')).toBeInTheDocument());
    const sends = api.arrivals.filter((arrival) => arrival.method === 'POST' && arrival.path === `/api/v1${checkIn}`);
    expect(sends.map((arrival) => arrival.headers['idempotency-key'])).toEqual(['kiosk-key-1', 'kiosk-key-1']);
    // The list is brought up to date after the resend; let that finish before the test server closes.
    await eventually(() => expect(api.arrivals.at(-1)?.method).toBe('GET'));
    await eventually(() => expect(kiosk.store.getState().appointments.status).toBe('ready'));
  });
});
