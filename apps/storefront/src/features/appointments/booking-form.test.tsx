// @vitest-environment jsdom
import { sampleAppointment, sampleTimeslot, sampleUser } from '@aurelia/contracts/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { storeOn, testApiForThisFile } from '../../test/api-server';
import { renderWithStore } from '../../test/render';
import { authStateFromSession } from '../auth/auth-slice';
import { BookingForm, type BookingStore } from './booking-form';
import { forgetBooking, readBooking } from './booking-storage';

const api = testApiForThisFile();

const open = { open: '10:00', close: '20:00' };
const STORES: BookingStore[] = [
  {
    slug: 'mumbai-bandra',
    name: 'Aurelia Bandra',
    city: 'Mumbai',
    opening_hours: { monday: open, tuesday: open, wednesday: open, thursday: open, friday: open, saturday: open, sunday: null },
  },
];
const TODAY = '2026-11-23';
const DAY = '2026-11-24';

function renderForm(store = storeOn(api), initialStore = 'mumbai-bandra') {
  renderWithStore(store, <BookingForm stores={STORES} today={TODAY} initialStore={initialStore} />, { path: '/appointment' });
  return store;
}

/**
 * The day's times: they come from the stand-in API with a module of their own (`slot-times`), whose first import
 * took over a second on a busy machine.
 */
const findTime = (time: RegExp) => screen.findByRole('radio', { name: time }, { timeout: 5_000 });

async function chooseDayAndTime(user: ReturnType<typeof userEvent.setup>, time = /^11:00 to 12:00/) {
  // The steps after the store hydrate just after the rest of the form (a module of their own).
  await user.click(await screen.findByRole('button', { name: 'Tuesday, 24 November 2026' }));
  await user.click(await findTime(time));
}

beforeEach(() => {
  forgetBooking();
  api.on('GET', '/timeslots', {
    body: { data: [sampleTimeslot({ id: 41, date: DAY, start_time: '11:00', end_time: '12:00' }), sampleTimeslot({ id: 42, date: DAY, start_time: '12:00', end_time: '13:00' })] },
  });
});

describe('the booking form, with a real store and router', () => {
  it('fills in a signed-in shopper’s name and phone', async () => {
    renderForm(storeOn(api, { auth: authStateFromSession({ signedIn: true, user: sampleUser({ name: 'Priya Sharma', phone: '9876543210' }) }) }));
    expect(await screen.findByRole('textbox', { name: /Your name/ })).toHaveValue('Priya Sharma');
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toHaveValue('9876543210');
  });

  it('asks for a date before it asks the server, and offers no day before today', async () => {
    const user = userEvent.setup();
    renderForm();
    expect(await screen.findByRole('button', { name: 'Sunday, 22 November 2026' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('button', { name: 'Book appointment' }));
    expect(await screen.findByText('Choose a date.')).toBeInTheDocument();
    expect(api.arrivals.filter((arrival) => arrival.method === 'POST')).toHaveLength(0);
  });

  it('takes back its own "Choose a …" as soon as that choice is made', async () => {
    const user = userEvent.setup();
    renderForm(storeOn(api), '');
    await user.click(await screen.findByRole('button', { name: 'Book appointment' }));
    const store = await screen.findByRole('combobox', { name: /Store/ });
    await waitFor(() => expect(store).toHaveAccessibleDescription(/Choose a store/));
    expect(screen.getByText('Choose a date.')).toBeInTheDocument();

    await user.selectOptions(store, 'mumbai-bandra');
    expect(store).not.toHaveAccessibleDescription(/Choose a store/);
    expect(screen.queryByText('Choose a store.')).not.toBeInTheDocument();
    // The others still stand until they are made.
    expect(screen.getByText('Choose a date.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tuesday, 24 November 2026' }));
    expect(screen.queryByText('Choose a date.')).not.toBeInTheDocument();
    expect(await screen.findByText('Choose a time.')).toBeInTheDocument();
    await user.click(await findTime(/^11:00 to 12:00/));
    expect(screen.queryByText('Choose a time.')).not.toBeInTheDocument();
  });

  it('books the chosen time with the international phone number and goes to the success page', async () => {
    api.on('POST', '/appointment', { status: 201, body: { data: sampleAppointment({ timeslot_id: 41 }) } });
    const user = userEvent.setup();
    renderForm();
    await chooseDayAndTime(user);
    await user.type(await screen.findByRole('textbox', { name: /Your name/ }), 'Asha Rao');
    await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '98765 43210');
    await user.click(screen.getByRole('button', { name: 'Book appointment' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/appointment/success'));
    expect(api.arrivals.find((arrival) => arrival.method === 'POST')?.body).toEqual({
      customer_name: 'Asha Rao',
      phone: '+919876543210',
      appointment_date: DAY,
      notes: null,
      timeslot_id: 41,
    });
    expect(readBooking()).not.toBeNull();
  });

  it('explains a time taken meanwhile, drops it from the picker and keeps the rest of the form', async () => {
    const user = userEvent.setup();
    renderForm();
    await chooseDayAndTime(user);
    await user.type(await screen.findByRole('textbox', { name: /Your name/ }), 'Asha Rao');
    await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '9876543210');
    api.on('POST', '/appointment', { status: 409, body: { message: 'This timeslot is no longer available.' } });
    api.on('GET', '/timeslots', { body: { data: [sampleTimeslot({ id: 42, date: DAY, start_time: '12:00', end_time: '13:00' })] } });
    await user.click(screen.getByRole('button', { name: 'Book appointment' }));

    expect(await screen.findByText('That time is no longer free')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('radio', { name: /^11:00 to 12:00/ })).not.toBeInTheDocument());
    expect(screen.getByRole('radio', { name: /^12:00 to 13:00/ })).not.toBeChecked();
    expect(screen.getByRole('textbox', { name: /Your name/ })).toHaveValue('Asha Rao');
    expect(screen.getByTestId('location')).toHaveTextContent('/appointment');
  });

  it('shows the server’s field errors by their fields', async () => {
    api.on('POST', '/appointment', {
      status: 422,
      body: { message: 'The given data was invalid.', errors: { customer_name: ['Enter the name of the person coming: at least 2 characters'] } },
    });
    const user = userEvent.setup();
    renderForm();
    await chooseDayAndTime(user);
    await user.type(await screen.findByRole('textbox', { name: /Your name/ }), 'A');
    await user.click(screen.getByRole('button', { name: 'Book appointment' }));
    const name = screen.getByRole('textbox', { name: /Your name/ });
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(name).toHaveAccessibleDescription(/at least 2 characters/);
    await waitFor(() => expect(name).toHaveFocus());
  });

  it('says so when a store has no free times that day', async () => {
    api.on('GET', '/timeslots', { body: { data: [] } });
    const user = userEvent.setup();
    renderForm();
    await user.click(await screen.findByRole('button', { name: 'Tuesday, 24 November 2026' }));
    expect(await screen.findByText(/Aurelia Bandra has no free times left on Tuesday, 24 November 2026/)).toBeInTheDocument();
  });
});
