import { staffAppointmentListResponseSchema, staffAppointmentResponseSchema, type Appointment } from '@aurelia/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays } from '@aurelia/domain';
import { bearer, bookingFor, findSlot, freezeClock, storeIdBySlug, TEST_NOW, userIdByEmail } from '../test/appointment-helpers';
import { users } from '../db/schema/index';
import { required } from '../required';
import { DEMO_SHOPPER, DEMO_STAFF } from '../seed/seed-database';
import { buildTestApp, TEST_TODAY } from '../test/build-test-app';
import { openCounterSession, type CounterSession } from '../test/counter-session';

let app: FastifyInstance;
let staff: CounterSession;
let shopperToken: string;
let bandraId: number;
const TOMORROW = addDays(TEST_TODAY, 1);
/** Bookings made before the tests: two today and one tomorrow at Bandra (the staff's store), one in Delhi. */
let early: Appointment;
let late: Appointment;
let tomorrow: Appointment;
let delhi: Appointment;

async function bookAt(store: string, date: string, start: string, customer: string, phone: string): Promise<Appointment> {
  const slot = await findSlot(app, store, date, start);
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/appointment',
    payload: bookingFor(slot, { customer_name: customer, phone }),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

/** The staff member's kiosk session unless other headers are given (`{}` sends no token). */
function list(query = '', headers: Record<string, string | undefined> = staff.headers) {
  return app.inject({ method: 'GET', url: `/api/v1/staff/appointments${query}`, headers });
}

function checkIn(id: number | string, headers: Record<string, string | undefined> = staff.headers) {
  return app.inject({ method: 'POST', url: `/api/v1/staff/appointments/${id}/check-in`, headers });
}

beforeAll(async () => {
  freezeClock();
  ({ app } = await buildTestApp());
  bandraId = await storeIdBySlug(app, 'mumbai-bandra');
  staff = await openCounterSession(app, await userIdByEmail(app, DEMO_STAFF.email));
  shopperToken = await app.issueToken(await userIdByEmail(app, DEMO_SHOPPER.email));
  // Booked in reverse slot order, so the list's order is the slots', not the bookings'.
  late = await bookAt('mumbai-bandra', TEST_TODAY, '16:30', 'Meera Iyer', '9811112222');
  early = await bookAt('mumbai-bandra', TEST_TODAY, '12:30', 'Kabir Khan', '+919833334444');
  tomorrow = await bookAt('mumbai-bandra', TOMORROW, '10:30', 'Ananya Das', '9855556666');
  delhi = await bookAt('delhi-connaught-place', TEST_TODAY, '14:00', 'Vikram Singh', '9877778888');
});
afterAll(async () => {
  await app?.close();
  vi.useRealTimers();
});

describe('GET /api/v1/staff/appointments', () => {
  it("lists today's appointments of the staff member's store in slot order", async () => {
    const response = await list();
    expect(response.statusCode, response.body).toBe(200);
    const { data, meta } = staffAppointmentListResponseSchema.parse(response.json());
    expect(data.map((a) => a.booking_number)).toEqual([early.booking_number, late.booking_number]);
    expect(meta).toEqual({
      date: TEST_TODAY,
      store: { id: bandraId, slug: 'mumbai-bandra', name: 'Aurelia Bandra', address: expect.stringContaining('Linking Road') },
      total: 2,
    });
    expect(data[0]).toMatchObject({
      customer_name: 'Kabir Khan',
      status: 'booked',
      checked_in_at: null,
      timeslot: { start_time: '12:30', end_time: '13:30' },
    });
  });

  it('lists another day with ?date=', async () => {
    const { data, meta } = (await list(`?date=${TOMORROW}`)).json();
    expect(meta.date).toBe(TOMORROW);
    expect(data.map((a: Appointment) => a.id)).toEqual([tomorrow.id]);
    expect((await list(`?date=${addDays(TEST_TODAY, 5)}`)).json().data).toEqual([]);
  });

  it('never shows another store\'s appointments', async () => {
    const ids = (await list()).json().data.map((a: Appointment) => a.id);
    expect(ids).not.toContain(delhi.id);
  });

  it.each([
    ['a name, ignoring case', 'meera', 'late'],
    ['a part of a phone number', '3333444', 'early'],
    ['a booking number', 'BOOKING', 'early'],
  ])('searches by %s with q', async (_what, q, which) => {
    const target = which === 'early' ? early : late;
    const term = q === 'BOOKING' ? target.booking_number.toLowerCase() : q;
    const { data, meta } = (await list(`?q=${encodeURIComponent(term)}`)).json();
    expect(data.map((a: Appointment) => a.id)).toEqual([target.id]);
    expect(meta.total).toBe(1);
  });

  it('takes % and _ in q literally', async () => {
    expect((await list('?q=%25')).json().data).toEqual([]);
    expect((await list('?q=_')).json().data).toEqual([]);
  });

  it('refuses a malformed date with 422', async () => {
    const response = await list('?date=2026-13-01');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty('date');
  });

  it('answers 401 without a token and 403 to a shopper', async () => {
    const anonymous = await list('', {});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: 'Unauthenticated.' });
    expect((await list('', bearer(shopperToken))).statusCode).toBe(403);
  });

  it('answers 403 to staff who are not assigned to a store', async () => {
    const [row] = await app.db
      .insert(users)
      .values({
        name: 'Unassigned Staff',
        email: 'floating@aurelia.test',
        phone: '9000011111',
        phoneCountryNumber: '91',
        phoneCountryCode: 'IN',
        passwordHash: 'not-a-real-hash',
        role: 'staff',
      })
      .returning({ id: users.id });
    const { headers } = await openCounterSession(app, required(row, 'the new staff user').id, bandraId);
    const response = await list('', headers);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toMatch(/not assigned to a store/);
    expect((await checkIn(early.id, headers)).statusCode).toBe(403);
  });
});

describe('POST /api/v1/staff/appointments/:id/check-in', () => {
  it('checks in a booked appointment of today', async () => {
    const response = await checkIn(early.id);
    expect(response.statusCode, response.body).toBe(200);
    const { data } = staffAppointmentResponseSchema.parse(response.json());
    expect(data).toMatchObject({ id: early.id, status: 'checked_in', checked_in_at: TEST_NOW.toISOString() });
    const listed = (await list()).json().data.find((a: Appointment) => a.id === early.id);
    expect(listed.status).toBe('checked_in');
  });

  it('answers 409 to a second check-in', async () => {
    const response = await checkIn(early.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('This appointment is checked in and cannot be checked in.');
  });

  it('answers 409 for an appointment of another day', async () => {
    const response = await checkIn(tomorrow.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toContain(TOMORROW);
  });

  it('checks in one of two kiosks checking in the same customer at once', async () => {
    const statuses = (await Promise.all([checkIn(late.id), checkIn(late.id)])).map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 409]);
  });

  it("answers 404 for another store's appointment, and for an unknown one", async () => {
    const other = await checkIn(delhi.id);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ message: 'Appointment not found.' });
    expect((await checkIn(999_999)).statusCode).toBe(404);
  });

  it.each(['abc', '0', '99999999999'])('refuses the id %s with 422', async (id) => {
    expect((await checkIn(id)).statusCode).toBe(422);
  });

  it('answers 401 without a token and 403 to a shopper', async () => {
    expect((await checkIn(tomorrow.id, {})).statusCode).toBe(401);
    expect((await checkIn(tomorrow.id, bearer(shopperToken))).statusCode).toBe(403);
  });

  it('checks the token before the input: 401 and 403 even for a malformed id', async () => {
    expect((await checkIn('abc', {})).statusCode).toBe(401);
    expect((await checkIn('abc', bearer(shopperToken))).statusCode).toBe(403);
    expect((await list('?date=soon', {})).statusCode).toBe(401);
  });
});
