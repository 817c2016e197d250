import { describe, expect, it } from 'vitest';
import {
  appointmentBodySchema,
  appointmentResponseSchema,
  appointmentSchema,
  timeslotListQuerySchema,
  timeslotListResponseSchema,
  timeslotSchema,
} from './appointments';
import { sampleAppointment, sampleTimeslot } from './testing';

const paths = (result: { error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => issue.path.join('.')) ?? [];

const booking = {
  customer_name: 'Asha Rao',
  phone: '9876543210',
  appointment_date: '2025-03-14',
  notes: 'Looking for a bridal set',
  timeslot_id: 31,
  user_id: 11,
};

describe('timeslots', () => {
  it('are { id, store_id, date, start_time, end_time, capacity, available }', () => {
    expect(timeslotListResponseSchema.parse({ data: [sampleTimeslot()] })).toEqual({ data: [sampleTimeslot()] });
  });
  it('refuses a time with seconds or a date in another format', () => {
    expect(paths(timeslotSchema.safeParse(sampleTimeslot({ start_time: '11:00:00' })))).toEqual(['start_time']);
    expect(paths(timeslotSchema.safeParse(sampleTimeslot({ date: '14/03/2025' })))).toEqual(['date']);
  });
  it('are filtered by store slug and date, both optional', () => {
    expect(timeslotListQuerySchema.parse({})).toEqual({});
    expect(timeslotListQuerySchema.parse({ store: 'mumbai-bandra', date: '2025-03-14' })).toEqual({
      store: 'mumbai-bandra',
      date: '2025-03-14',
    });
    expect(paths(timeslotListQuerySchema.safeParse({ date: '2025-02-30' }))).toEqual(['date']);
    expect(paths(timeslotListQuerySchema.safeParse({ store: 'Mumbai Bandra' }))).toEqual(['store']);
  });
});

describe('booking an appointment (docs/behaviour.md §3)', () => {
  it('accepts the fields the form sends', () => {
    expect(appointmentBodySchema.parse(booking)).toEqual({ ...booking, phone: '+919876543210' });
  });
  it('lets a guest book without user_id or notes', () => {
    const guest: Partial<typeof booking> = { ...booking };
    delete guest.user_id;
    delete guest.notes;
    expect(appointmentBodySchema.safeParse(guest).success).toBe(true);
    expect(appointmentBodySchema.safeParse({ ...guest, user_id: null, notes: null }).success).toBe(true);
  });
  it('takes the national number or the full international number, however spaced, as E.164', () => {
    for (const phone of [' +919876543210 ', '+91 98765 43210', '9876543210', '098765-43210', '091-98765-43210', '0091 98765 43210', '91 9876543210', '(+91) 98765.43210']) {
      expect(appointmentBodySchema.parse({ ...booking, phone }).phone, phone).toBe('+919876543210');
    }
    expect(appointmentBodySchema.parse({ ...booking, phone: '+65 9123 4567' }).phone).toBe('+6591234567');
  });
  it.each([
    [{ customer_name: 'A' }, 'customer_name'],
    [{ phone: '12345' }, 'phone'],
    [{ phone: '+0919876543210' }, 'phone'],
    [{ phone: '+91 98765 4321' }, 'phone'],
    [{ phone: '19876543210' }, 'phone'],
    [{ phone: '+9198765432101234' }, 'phone'],
    [{ appointment_date: '2025-3-14' }, 'appointment_date'],
    [{ appointment_date: '2025-02-29' }, 'appointment_date'],
    [{ notes: 'x'.repeat(501) }, 'notes'],
    [{ timeslot_id: 0 }, 'timeslot_id'],
    [{ user_id: 'me' }, 'user_id'],
  ])('refuses %o', (override, path) => {
    expect(paths(appointmentBodySchema.safeParse({ ...booking, ...override }))).toEqual([path]);
  });
});

describe('the booking info', () => {
  it('comes back in data with the store and the timeslot', () => {
    const response = { data: sampleAppointment() };
    expect(appointmentResponseSchema.parse(response)).toEqual(response);
  });
  it('has one of the known statuses', () => {
    expect(appointmentSchema.safeParse(sampleAppointment({ status: 'checked_in' })).success).toBe(true);
    const pending = sampleAppointment({ status: 'pending' as 'booked' });
    expect(paths(appointmentSchema.safeParse(pending))).toEqual(['status']);
  });
});
