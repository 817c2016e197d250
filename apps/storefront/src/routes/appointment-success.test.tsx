// @vitest-environment jsdom
import { sampleAppointment } from '@aurelia/contracts/testing';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { storeOn, testApiForThisFile } from '../test/api-server';
import { renderWithStore } from '../test/render';
import { BookingConfirmation } from '../features/appointments/booking-confirmation';
import { forgetBooking, saveBooking } from '../features/appointments/booking-storage';
import { clientLoader } from './appointment-success';

const api = testApiForThisFile();

beforeEach(() => forgetBooking());

describe('the appointment success page', () => {
  it('sends a visit without booking info back to the booking form (docs/behaviour.md §2)', () => {
    let thrown: unknown;
    try {
      clientLoader();
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('Location')).toBe('/appointment');
  });

  it('shows the held booking: number, store, address, date, time, name, phone, notes and what to bring', () => {
    saveBooking(sampleAppointment({ notes: 'Resize my ring' }));
    const { booking } = clientLoader();
    renderWithStore(storeOn(api), <BookingConfirmation booking={booking} />, { path: '/appointment/success' });
    const details = within(screen.getByRole('region', { name: 'Your booking' }));
    for (const text of [
      'APT-20250314-0005',
      'Aurelia Bandra',
      '14 Hill Road, Bandra West, Mumbai 400050',
      'Friday, 14 March 2025',
      '11:00 – 11:30',
      'Asha Rao',
      '9876543210',
      'Resize my ring',
    ]) {
      expect(details.getByText(text)).toBeInTheDocument();
    }
    expect(within(screen.getByRole('region', { name: 'What to bring' })).getAllByRole('listitem').length).toBeGreaterThan(2);
    expect(screen.getByRole('link', { name: 'About Aurelia Bandra' })).toHaveAttribute('href', '/stores/mumbai-bandra');
  });
});
