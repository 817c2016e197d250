// @vitest-environment jsdom
import { sampleAppointment, sampleTimeslot } from '@aurelia/contracts/testing';
import type { AppointmentBody } from '@aurelia/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { storeOn, testApiForThisFile } from '../../test/api-server';
import { signedOut } from '../auth/auth-slice';
import { selectBooking, selectSlots } from './appointments-slice';
import { SLOT_TAKEN_MESSAGE, bookAppointment } from './appointments-thunks';
import { BOOKING_STORAGE_KEY, forgetBooking, readBooking } from './booking-storage';
import { loadTimeslots } from './load-timeslots';

const api = testApiForThisFile();

const body: AppointmentBody = {
  customer_name: 'Asha Rao',
  phone: '+919876543210',
  appointment_date: '2025-03-14',
  notes: null,
  timeslot_id: 31,
};

beforeEach(() => forgetBooking());

describe('free slots of a store on a day', () => {
  it('asks for the store and date, and never offers a full slot', async () => {
    api.on('GET', '/timeslots', { body: { data: [sampleTimeslot({ id: 1 }), sampleTimeslot({ id: 2, available: 0 })] } });
    const store = storeOn(api);
    await store.dispatch(loadTimeslots({ store: 'mumbai-bandra', date: '2025-03-14' }));
    expect(api.arrivals[0]?.query).toBe('store=mumbai-bandra&date=2025-03-14');
    expect(selectSlots(store.getState())).toMatchObject({ status: 'succeeded', items: [{ id: 1 }] });
  });

  it('keeps the answer for the latest choice when an earlier one arrives after it', async () => {
    api.on('GET', '/timeslots', (arrival) => ({ body: { data: [sampleTimeslot({ id: arrival.query.includes('03-14') ? 14 : 15 })] } }));
    const store = storeOn(api);
    const first = store.dispatch(loadTimeslots({ store: 'mumbai-bandra', date: '2025-03-14' }));
    await store.dispatch(loadTimeslots({ store: 'mumbai-bandra', date: '2025-03-15' }));
    await first;
    expect(selectSlots(store.getState()).query).toEqual({ store: 'mumbai-bandra', date: '2025-03-15' });
    expect(selectSlots(store.getState()).items.map((slot) => slot.id)).toEqual([15]);
  });
});

describe('booking an appointment', () => {
  it('holds the booking info for the success page, in this tab only', async () => {
    api.on('POST', '/appointment', { status: 201, body: { data: sampleAppointment() } });
    const store = storeOn(api);
    const result = await store.dispatch(bookAppointment({ body, store: 'mumbai-bandra' }));
    expect(bookAppointment.fulfilled.match(result)).toBe(true);
    expect(api.arrivals[0]?.body).toEqual(body);
    expect(selectBooking(store.getState()).status).toBe('succeeded');
    expect(readBooking()?.booking_number).toBe('APT-20250314-0005');
    expect(window.sessionStorage.getItem(BOOKING_STORAGE_KEY)).toContain('APT-20250314-0005');
  });

  it('forgets the held booking when the shopper signs out', async () => {
    api.on('POST', '/appointment', { status: 201, body: { data: sampleAppointment() } });
    const store = storeOn(api);
    await store.dispatch(bookAppointment({ body, store: 'mumbai-bandra' }));
    expect(readBooking()).not.toBeNull();
    store.dispatch(signedOut());
    expect(readBooking()).toBeNull();
    expect(window.sessionStorage.getItem(BOOKING_STORAGE_KEY)).toBeNull();
  });

  it('keeps the server’s field errors for the form (docs/behaviour.md §8)', async () => {
    const errors = { customer_name: ['Enter the name of the person coming: at least 2 characters'] };
    api.on('POST', '/appointment', { status: 422, body: { message: 'The given data was invalid.', errors } });
    const store = storeOn(api);
    await store.dispatch(bookAppointment({ body, store: 'mumbai-bandra' }));
    expect(selectBooking(store.getState())).toMatchObject({ status: 'failed', errors, slotTaken: false });
    expect(readBooking()).toBeNull();
  });

  it('explains a slot taken meanwhile and reloads the day without it', async () => {
    api.on('POST', '/appointment', { status: 409, body: { message: 'This timeslot is no longer available.' } });
    api.on('GET', '/timeslots', { body: { data: [sampleTimeslot({ id: 32 })] } });
    const store = storeOn(api);
    await store.dispatch(bookAppointment({ body, store: 'mumbai-bandra' }));
    expect(selectBooking(store.getState())).toMatchObject({ status: 'failed', slotTaken: true, error: SLOT_TAKEN_MESSAGE });
    expect(api.arrivals.map((arrival) => `${arrival.method} ${arrival.path}?${arrival.query}`)).toContain(
      'GET /api/v1/timeslots?store=mumbai-bandra&date=2025-03-14',
    );
    expect(selectSlots(store.getState()).items.map((slot) => slot.id)).toEqual([32]);
  });

  it('shows the server’s own reason for a conflict that is not a full slot', async () => {
    const message = 'This phone number already has an appointment in this timeslot.';
    api.on('POST', '/appointment', { status: 409, body: { message } });
    api.on('GET', '/timeslots', { body: { data: [sampleTimeslot({ id: 31 })] } });
    const store = storeOn(api);
    await store.dispatch(bookAppointment({ body, store: 'mumbai-bandra' }));
    expect(selectBooking(store.getState())).toMatchObject({ status: 'failed', slotTaken: false, error: message });
  });
});

describe('the booking held for the success page', () => {
  it('ignores stored data that is not a booking', () => {
    window.sessionStorage.setItem(BOOKING_STORAGE_KEY, '{"booking_number": 5}');
    expect(readBooking()).toBeNull();
    window.sessionStorage.setItem(BOOKING_STORAGE_KEY, 'not json');
    expect(readBooking()).toBeNull();
  });
});
