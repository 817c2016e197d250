// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { testApiForThisFile } from '../../test/api-server';
import { appointment, eventually, listOf } from '../../test/kiosk-fixtures';
import { bookingRow, renderUnlocked } from '../../test/render-kiosk';
import { cameOnline } from '../network/network-slice';
import { runStaffAction } from './appointments-thunks';
import { AppointmentsScreen } from './appointments-screen';

const api = testApiForThisFile();

const renderScreen = () => renderUnlocked(api, <AppointmentsScreen />);

describe('the appointments screen, with a real store', () => {
  it('refuses to book a walk-in without a time, and says why', async () => {
    api.on('GET', '/timeslots', { body: { data: [] } });
    const user = userEvent.setup();
    await renderScreen();
    await user.click(screen.getByRole('button', { name: 'Book a walk-in' }));
    const dialog = screen.getByRole('dialog', { name: 'Book a walk-in' });
    await user.type(within(dialog).getByLabelText(/Customer name/), 'Gauri Rao');
    await user.type(within(dialog).getByLabelText(/Phone/), '9876500011');
    await user.click(within(dialog).getByRole('button', { name: 'Book' }));
    expect(await within(dialog).findByText('Choose a time for the walk-in.')).toBeInTheDocument();
    expect(api.arrivals.filter((arrival) => arrival.method === 'POST')).toEqual([]);
    expect(within(dialog).getByLabelText(/Customer name/)).toHaveValue('Gauri Rao');
  });

  it('keeps the details of a saved walk-in the shop refused later, so staff can book it again', async () => {
    const kiosk = await renderScreen();
    api.on('POST', '/staff/appointments', () => 'drop');
    await kiosk.store.dispatch(
      runStaffAction({ kind: 'walk-in', appointmentId: null, body: { customer_name: 'Gauri Rao', phone: '9876500011', notes: 'Bangles', timeslot_id: 31 }, label: 'Book Gauri Rao' }),
    );
    api.on('POST', '/staff/appointments', { status: 409, body: { message: 'This time is full. Choose another.' } });
    kiosk.store.dispatch(cameOnline());
    const refusal = await screen.findByRole('alert');
    expect(refusal).toHaveTextContent('Book Gauri Rao: not done');
    expect(refusal).toHaveTextContent('This time is full. Choose another.');
    expect(refusal).toHaveTextContent('To book again: Gauri Rao, 9876500011 (“Bangles”).');
  });

  it('shows the action saved for an appointment on its row and holds its other actions', async () => {
    const kiosk = await renderScreen();
    api.on('POST', `/staff/appointments/${appointment().id}/check-in`, () => 'drop');
    api.on('GET', '/staff/appointments', { body: listOf([appointment()]) });
    await kiosk.store.dispatch(runStaffAction({ kind: 'check-in', appointmentId: appointment().id, label: 'Check in' }));
    const row = bookingRow(appointment().customer_name);
    await eventually(() => expect(within(row).getByText('Check-in saved, will be sent when the network is back')).toBeInTheDocument());
    // The row's main action and its menu of the others (move, cancel) are held alike.
    for (const name of ['Check in', `More for ${appointment().customer_name}`]) expect(within(row).getByRole('button', { name })).toBeDisabled();
  });
});
