import { devTodayResponseSchema, staffAppointmentListResponseSchema, type Appointment } from '@aurelia/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { findSlot, freezeClock, readSlot, setBooked, userIdByEmail } from '../test/appointment-helpers';
import { openCounterSession, type CounterSession } from '../test/counter-session';
import { DEMO_STAFF } from '../seed/seed-database';
import { buildTestApp, TEST_TODAY } from '../test/build-test-app';

let app: FastifyInstance;
let staff: CounterSession;

// 12:00 in India on TEST_TODAY, a Monday: Bandra's slots start at 10:30, 11:30, 12:30… and take 3 each.
beforeAll(async () => {
  freezeClock();
  ({ app } = await buildTestApp());
  staff = await openCounterSession(app, await userIdByEmail(app, DEMO_STAFF.email));
});
afterAll(async () => {
  await app?.close();
  vi.useRealTimers();
});

const bookToday = (payload: Record<string, unknown>) => app.inject({ method: 'POST', url: '/api/v1/dev/appointments/today', payload });

async function booked(payload: Record<string, unknown>): Promise<Appointment[]> {
  const response = await bookToday(payload);
  expect(response.statusCode, response.body).toBe(201);
  return devTodayResponseSchema.parse(response.json()).data;
}

describe('POST /api/v1/dev/appointments/today (development only)', () => {
  it('books three demo customers when not told whom: two due now, one in the next slot, seen by the staff', async () => {
    const data = await booked({ store: 'mumbai-bandra' });
    expect(data.map((a) => [a.customer_name, a.appointment_date, a.timeslot.start_time, a.status, a.store.slug])).toEqual([
      ['Meera Iyer', TEST_TODAY, '11:30', 'booked', 'mumbai-bandra'],
      ['Arjun Menon', TEST_TODAY, '11:30', 'booked', 'mumbai-bandra'],
      ['Zoya Khan', TEST_TODAY, '12:30', 'booked', 'mumbai-bandra'],
    ]);
    const list = await app.inject({ method: 'GET', url: '/api/v1/staff/appointments', headers: staff.headers });
    const { data: listed } = staffAppointmentListResponseSchema.parse(list.json());
    expect(listed.map((a) => a.booking_number)).toEqual(data.map((a) => a.booking_number));
    expect(listed[0]?.history).toEqual([expect.objectContaining({ action: 'booked', staff_name: null })]);
  });

  it('books into a slot by its start time, counting the place in the slot', async () => {
    const slot = await findSlot(app, 'delhi-connaught-place', TEST_TODAY, '15:00');
    const [appointment] = await booked({
      store: 'delhi-connaught-place',
      bookings: [{ customer_name: 'Kavya Rao', phone: '+919811100000', notes: 'Anniversary', slot: '15:00' }],
    });
    expect(appointment).toMatchObject({ timeslot_id: slot.id, notes: 'Anniversary', phone: '+919811100000' });
    expect((await readSlot(app, slot.id)).booked).toBe(slot.booked + 1);
  });

  it('refuses a full slot with 409 and keeps the bookings made before it', async () => {
    const slot = await findSlot(app, 'mumbai-bandra', TEST_TODAY, '14:30');
    await setBooked(app, slot.id, slot.capacity - 1);
    const response = await bookToday({
      store: 'mumbai-bandra',
      bookings: [
        { customer_name: 'Last Place', phone: '9800000010', slot: '14:30' },
        { customer_name: 'One Too Many', phone: '9800000011', slot: '14:30' },
      ],
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('One Too Many at 14:30: The slot is full.');
    expect((await readSlot(app, slot.id)).booked).toBe(slot.capacity);
  });

  it('refuses the same phone twice in one slot, and a slot the store does not have today', async () => {
    const customer = { customer_name: 'Twice Booked', phone: '9800000020', slot: '16:30' };
    await booked({ store: 'mumbai-bandra', bookings: [customer] });
    const twice = await bookToday({ store: 'mumbai-bandra', bookings: [customer] });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toMatch(/already has an appointment/);
    const noSuchSlot = await bookToday({ store: 'mumbai-bandra', bookings: [{ ...customer, slot: '23:00' }] });
    expect(noSuchSlot.statusCode).toBe(409);
    expect(noSuchSlot.json().message).toMatch(/no 23:00 slot today \(2026-03-02, now 12:00 in India\)/);
  });

  it('answers 422 for an unknown store or bad customers, naming the fields', async () => {
    const unknown = await bookToday({ store: 'atlantis' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ store: ['Choose one of the stores.'] });
    const bad = await bookToday({ store: 'mumbai-bandra', bookings: [{ customer_name: 'M', phone: 'call me', slot: 'later' }] });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['bookings.0.customer_name', 'bookings.0.phone', 'bookings.0.slot']);
  });
});
