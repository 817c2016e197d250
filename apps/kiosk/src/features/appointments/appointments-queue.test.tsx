// @vitest-environment jsdom
import { sampleTimeslot } from '@aurelia/contracts/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { testApiForThisFile } from '../../test/api-server';
import { appointment, eventually, listOf } from '../../test/kiosk-fixtures';
import { bookingRow, renderUnlocked } from '../../test/render-kiosk';
import { loadAppointments } from './appointments-thunks';
import { AppointmentsScreen } from './appointments-screen';

const api = testApiForThisFile();

/** A day at the counter, 12:00 in India on the kiosk's clock (the test services' now): two due, two to come. */
const day = [
  appointment({ id: 1, customer_name: 'Meera Iyer', status: 'checked_in', timeslot: sampleTimeslot({ id: 1, start_time: '11:00', end_time: '12:00' }) }),
  appointment({ id: 2, customer_name: 'Arjun Menon', timeslot: sampleTimeslot({ id: 1, start_time: '11:00', end_time: '12:00' }) }),
  appointment({ id: 3, customer_name: 'Farah Khan', notes: 'Resize a bangle', timeslot: sampleTimeslot({ id: 2, start_time: '12:30', end_time: '13:30' }) }),
  appointment({ id: 4, customer_name: 'Kabir Pillai', status: 'cancelled', timeslot: sampleTimeslot({ id: 3, start_time: '13:30', end_time: '14:30' }) }),
];

async function renderDay() {
  const kiosk = await renderUnlocked(api, <AppointmentsScreen />);
  api.on('GET', '/staff/appointments', { body: listOf(day) });
  await kiosk.store.dispatch(loadAppointments());
  await eventually(() => expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(day.length));
  return kiosk;
}

describe('the appointments queue', () => {
  it('lists one row per booking in time order, with the now line between those begun and those to come', async () => {
    await renderDay();
    const items = within(screen.getByRole('list', { name: 'Bookings today' })).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('h2')?.textContent ?? item.textContent)).toEqual([
      'Meera Iyer',
      'Arjun Menon',
      'Now, 12:00',
      'Farah Khan',
      'Kabir Pillai',
    ]);
    expect(bookingRow('Farah Khan')).toHaveTextContent('12:30 to 13:30');
    expect(bookingRow('Farah Khan')).toHaveTextContent('“Resize a bangle”');
  });

  it('offers one main action per row as the status allows, and the rest in a menu', async () => {
    await renderDay();
    const names = (customer: string) => within(bookingRow(customer)).queryAllByRole('button').map((button) => button.textContent);
    expect(names('Meera Iyer')).toEqual(['Complete']);
    expect(names('Arjun Menon')).toEqual(['Check in', 'More']);
    expect(names('Farah Khan')).toEqual(['Check in', 'More']);
    expect(names('Kabir Pillai')).toEqual([]);

    const user = userEvent.setup();
    // Begun at 11:00: no-show is offered; not for 12:30, still to come.
    await user.click(within(bookingRow('Arjun Menon')).getByRole('button', { name: 'More for Arjun Menon' }));
    let menu = await screen.findByRole('menu', { name: 'More for Arjun Menon' });
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Mark no-show', 'Move', 'Cancel appointment']);
    await user.keyboard('{Escape}');
    await user.click(within(bookingRow('Farah Khan')).getByRole('button', { name: 'More for Farah Khan' }));
    menu = await screen.findByRole('menu', { name: 'More for Farah Khan' });
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Move', 'Cancel appointment']);

    // Cancelling still asks first, and nothing is sent until it is confirmed.
    await user.click(within(menu).getByRole('menuitem', { name: 'Cancel appointment' }));
    const confirm = await screen.findByRole('dialog', { name: 'Cancel Farah Khan’s appointment?' });
    await user.click(within(confirm).getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.arrivals.filter((arrival) => arrival.method === 'POST')).toEqual([]);
  });
});
