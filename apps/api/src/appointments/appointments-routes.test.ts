import { appointmentResponseSchema, timeslotListResponseSchema, type Timeslot } from '@aurelia/contracts';
import { addDays } from '@aurelia/domain';
import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BOOKING_NUMBER_PATTERN } from './booking-number';
import {
  bearer,
  bookingFor,
  findSlot,
  freezeClock,
  readSlot,
  setBooked,
  storeIdBySlug,
  userIdByEmail,
  type SlotRow,
} from '../test/appointment-helpers';
import { appointments } from '../db/schema/index';
import { DEMO_SHOPPER, DEMO_STAFF } from '../seed/seed-database';
import { buildTestApp, TEST_TODAY } from '../test/build-test-app';

let app: FastifyInstance;
let bandraId: number;
const TOMORROW = addDays(TEST_TODAY, 1);

async function listSlots(query = ''): Promise<Timeslot[]> {
  const response = await app.inject({ method: 'GET', url: `/api/v1/timeslots${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return timeslotListResponseSchema.parse(response.json()).data;
}

async function book(body: Record<string, unknown>, token?: string) {
  const response = await app.inject({ method: 'POST', url: '/api/v1/appointment', payload: body, headers: bearer(token) });
  return { status: response.statusCode, body: response.json() };
}

async function appointmentCount(slotId: number): Promise<number> {
  const [row] = await app.db.select({ n: count() }).from(appointments).where(eq(appointments.timeslotId, slotId));
  return row?.n ?? 0;
}

beforeAll(async () => {
  freezeClock();
  ({ app } = await buildTestApp());
  bandraId = await storeIdBySlug(app, 'mumbai-bandra');
});
afterAll(async () => {
  await app?.close();
  vi.useRealTimers();
});

describe('GET /api/v1/timeslots', () => {
  it('lists the coming 7 days of bookable slots of every store without filters', async () => {
    const slots = await listSlots();
    const dates = new Set(slots.map((slot) => slot.date));
    expect([...dates].sort()).toEqual(Array.from({ length: 7 }, (_, day) => addDays(TEST_TODAY, day)));
    expect(new Set(slots.map((slot) => slot.store_id)).size).toBeGreaterThanOrEqual(6);
    for (const slot of slots) expect(slot.available).toBeGreaterThan(0);
    const keys = slots.map((slot) => `${slot.date} ${slot.start_time}`);
    expect(keys).toEqual([...keys].sort());
  });

  it('is { id, store_id, date, start_time HH:mm, end_time, capacity, available }', async () => {
    const [slot] = await listSlots(`?store=mumbai-bandra&date=${TOMORROW}`);
    expect(slot).toEqual({
      id: expect.any(Number),
      store_id: bandraId,
      date: TOMORROW,
      start_time: '10:30',
      end_time: '11:30',
      capacity: 3,
      available: 3,
    });
  });

  it('never offers a slot of today that has begun (India time)', async () => {
    const today = await listSlots(`?store=mumbai-bandra&date=${TEST_TODAY}`);
    expect(today.length).toBeGreaterThan(0);
    // The clock is at 12:00 in India: the 10:30 and 11:30 slots have begun.
    expect(today[0]?.start_time).toBe('12:30');
    expect(await listSlots(`?date=${addDays(TEST_TODAY, -1)}`)).toEqual([]);
  });

  it('filters by store and date, beyond the default window too', async () => {
    const later = addDays(TEST_TODAY, 10);
    const slots = await listSlots(`?store=delhi-connaught-place&date=${later}`);
    expect(slots.length).toBeGreaterThan(0);
    const delhiId = await storeIdBySlug(app, 'delhi-connaught-place');
    for (const slot of slots) expect(slot).toMatchObject({ store_id: delhiId, date: later });
  });

  it('has nothing for a store closed that day, or an unknown store', async () => {
    // 2026-03-08 is a Sunday, when the Hyderabad store is closed.
    expect(await listSlots('?store=hyderabad-banjara-hills&date=2026-03-08')).toEqual([]);
    expect(await listSlots('?store=atlantis')).toEqual([]);
  });

  it('never offers a full slot', async () => {
    const slot = await findSlot(app, 'mumbai-bandra', TOMORROW, '14:30');
    await setBooked(app, slot.id, slot.capacity);
    const ids = (await listSlots(`?store=mumbai-bandra&date=${TOMORROW}`)).map((listed) => listed.id);
    expect(ids).not.toContain(slot.id);
    expect(ids.length).toBeGreaterThan(0);
  });

  it('shows how many places are left', async () => {
    const slot = await findSlot(app, 'mumbai-bandra', TOMORROW, '15:30');
    await setBooked(app, slot.id, 2);
    const listed = (await listSlots(`?store=mumbai-bandra&date=${TOMORROW}`)).find((s) => s.id === slot.id);
    expect(listed).toMatchObject({ capacity: 3, available: 1 });
  });

  it.each([
    ['?date=2026-02-30', 'date'],
    ['?date=tomorrow', 'date'],
    ['?store=Mumbai%20Bandra', 'store'],
  ])('refuses %s with 422 on the field', async (query, field) => {
    const response = await app.inject({ method: 'GET', url: `/api/v1/timeslots${query}` });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty(field);
  });
});

describe('POST /api/v1/appointment', () => {
  let slot: SlotRow;
  beforeAll(async () => {
    slot = await findSlot(app, 'mumbai-bandra', TOMORROW, '10:30');
  });

  it('books a guest and returns the booking info with the store and the slot', async () => {
    const { status, body } = await book(bookingFor(slot));
    expect(status, JSON.stringify(body)).toBe(201);
    const { data } = appointmentResponseSchema.parse(body);
    expect(data.booking_number).toMatch(BOOKING_NUMBER_PATTERN);
    expect(data).toMatchObject({
      customer_name: 'Asha Rao',
      phone: '+919876543210',
      appointment_date: TOMORROW,
      notes: 'Looking for a bridal set',
      timeslot_id: slot.id,
      user_id: null,
      status: 'booked',
      store: { id: bandraId, slug: 'mumbai-bandra', name: 'Aurelia Bandra', address: '24 Linking Road, Bandra West, Mumbai 400050' },
      timeslot: { id: slot.id, date: TOMORROW, start_time: '10:30', end_time: '11:30', capacity: 3, available: 2 },
    });
    expect((await readSlot(app, slot.id)).booked).toBe(1);
  });

  it('gives every booking its own number', async () => {
    const first = await book(bookingFor(slot, { phone: '9000000001', notes: null }));
    const second = await book(bookingFor(slot, { phone: '9000000002' }));
    expect(first.status).toBe(201);
    expect(first.body.data.notes).toBeNull();
    expect(second.status).toBe(201);
    expect(first.body.data.booking_number).not.toBe(second.body.data.booking_number);
  });

  it('answers 409 when the slot is full, and leaves it full', async () => {
    expect((await readSlot(app, slot.id)).booked).toBe(3);
    const { status, body } = await book(bookingFor(slot, { phone: '9000000003' }));
    expect(status).toBe(409);
    expect(body).toEqual({ message: 'This timeslot is no longer available.' });
    expect((await readSlot(app, slot.id)).booked).toBe(3);
    expect(await appointmentCount(slot.id)).toBe(3);
  });

  it('books a signed-in shopper as the user of the token', async () => {
    const shopperId = await userIdByEmail(app, DEMO_SHOPPER.email);
    const token = await app.issueToken(shopperId);
    const target = await findSlot(app, 'mumbai-bandra', TOMORROW, '11:30');
    const anonymous = await book(bookingFor(target, { phone: '9100000001' }), token);
    expect(anonymous.status).toBe(201);
    expect(anonymous.body.data.user_id).toBe(shopperId);
    const own = await book(bookingFor(target, { phone: '9100000002', user_id: shopperId }), token);
    expect(own.status).toBe(201);
    expect(own.body.data.user_id).toBe(shopperId);
  });

  it('refuses a user_id that is not the token\'s, or sent by a guest (422 on user_id)', async () => {
    const shopperId = await userIdByEmail(app, DEMO_SHOPPER.email);
    const staffId = await userIdByEmail(app, DEMO_STAFF.email);
    const target = await findSlot(app, 'mumbai-bandra', TOMORROW, '12:30');
    const foreign = await book(bookingFor(target, { user_id: staffId }), await app.issueToken(shopperId));
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors).toHaveProperty('user_id');
    const guest = await book(bookingFor(target, { user_id: shopperId }));
    expect(guest.status).toBe(422);
    expect(guest.body.errors).toHaveProperty('user_id');
    expect((await readSlot(app, target.id)).booked).toBe(0);
  });

  it('answers 401 to an invalid token rather than booking as a guest', async () => {
    const target = await findSlot(app, 'mumbai-bandra', TOMORROW, '12:30');
    const response = await book(bookingFor(target), 'not-a-token');
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: 'Unauthenticated.' });
  });

  it('refuses an appointment_date other than the slot\'s date (422 on appointment_date)', async () => {
    const target = await findSlot(app, 'mumbai-bandra', TOMORROW, '12:30');
    const { status, body } = await book(bookingFor(target, { appointment_date: addDays(TOMORROW, 1) }));
    expect(status).toBe(422);
    expect(Object.keys(body.errors)).toEqual(['appointment_date']);
    expect(body.errors.appointment_date[0]).toContain(TOMORROW);
    expect((await readSlot(app, target.id)).booked).toBe(0);
  });

  it('refuses an unknown timeslot (422 on timeslot_id)', async () => {
    const { status, body } = await book(bookingFor(slot, { timeslot_id: 999_999 }));
    expect(status).toBe(422);
    expect(Object.keys(body.errors)).toEqual(['timeslot_id']);
  });

  it('answers 409 for a slot that has begun', async () => {
    const begun = await findSlot(app, 'mumbai-bandra', TEST_TODAY, '11:30');
    const { status, body } = await book(bookingFor(begun));
    expect(status).toBe(409);
    expect(body.message).toBe('This timeslot is no longer available.');
    expect((await readSlot(app, begun.id)).booked).toBe(0);
  });

  it('answers 409 when the same phone books the same slot twice', async () => {
    const target = await findSlot(app, 'mumbai-bandra', TOMORROW, '13:30');
    expect((await book(bookingFor(target, { phone: '9200000001' }))).status).toBe(201);
    const again = await book(bookingFor(target, { phone: '9200000001', customer_name: 'Asha R.' }));
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/already has an appointment/);
    expect((await readSlot(app, target.id)).booked).toBe(1);
  });

  it.each([
    [{ customer_name: '' }, 'customer_name'],
    [{ customer_name: undefined }, 'customer_name'],
    [{ phone: '12-34' }, 'phone'],
    [{ phone: '+9198765' }, 'phone'],
    [{ phone: '98765' }, 'phone'],
    [{ appointment_date: '02/03/2026' }, 'appointment_date'],
    [{ timeslot_id: 'x' }, 'timeslot_id'],
    [{ timeslot_id: -1 }, 'timeslot_id'],
    [{ notes: 'n'.repeat(501) }, 'notes'],
  ])('refuses %o with 422 on the field', async (override, field) => {
    const { status, body } = await book(bookingFor(slot, override));
    expect(status).toBe(422);
    expect(body.errors).toHaveProperty(field);
  });

  it('says what an Indian phone number looks like when five digits are joined to +91', async () => {
    const { status, body } = await book(bookingFor(slot, { phone: '+9198765' }));
    expect([status, body.errors]).toEqual([422, { phone: ['Enter a 10-digit mobile number starting with 6, 7, 8 or 9'] }]);
  });

  it('answers 422 rather than 500 for an id beyond a database integer', async () => {
    const { status } = await book(bookingFor(slot, { timeslot_id: 2 ** 40 }));
    expect(status).toBeLessThan(500);
    expect(status).toBeGreaterThanOrEqual(400);
  });
});

describe('appointment capacity holds under concurrency', () => {
  const phone = (n: number) => `98${String(n).padStart(8, '0')}`;

  it('gives the last place of a slot to exactly one of two simultaneous bookings', async () => {
    const slot = await findSlot(app, 'mumbai-bandra', addDays(TEST_TODAY, 2), '10:30');
    await setBooked(app, slot.id, slot.capacity - 1);
    const results = await Promise.all([book(bookingFor(slot, { phone: phone(1) })), book(bookingFor(slot, { phone: phone(2) }))]);
    expect(results.map((result) => result.status).sort()).toEqual([201, 409]);
    expect(results.find((result) => result.status === 409)?.body).toEqual({ message: 'This timeslot is no longer available.' });
    expect((await readSlot(app, slot.id)).booked).toBe(slot.capacity);
    expect(await appointmentCount(slot.id)).toBe(1);
  });

  it('books exactly 3 of 20 simultaneous bookings of a slot that takes 3', async () => {
    const slot = await findSlot(app, 'mumbai-bandra', addDays(TEST_TODAY, 2), '11:30');
    expect(slot).toMatchObject({ capacity: 3, booked: 0 });
    const results = await Promise.all(Array.from({ length: 20 }, (_, n) => book(bookingFor(slot, { phone: phone(100 + n) }))));
    const statuses = results.map((result) => result.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 409)).toHaveLength(17);
    expect((await readSlot(app, slot.id)).booked).toBe(3);
    expect(await appointmentCount(slot.id)).toBe(3);
    const numbers = results.filter((result) => result.status === 201).map((result) => result.body.data.booking_number);
    expect(new Set(numbers).size).toBe(3);
  });

  it('books the same phone once when it sends the same booking twice at once', async () => {
    const slot = await findSlot(app, 'mumbai-bandra', addDays(TEST_TODAY, 2), '12:30');
    const results = await Promise.all([book(bookingFor(slot, { phone: phone(7) })), book(bookingFor(slot, { phone: phone(7) }))]);
    expect(results.map((result) => result.status).sort()).toEqual([201, 409]);
    expect((await readSlot(app, slot.id)).booked).toBe(1);
    const [row] = await app.db
      .select({ n: count() })
      .from(appointments)
      .where(and(eq(appointments.timeslotId, slot.id), eq(appointments.phone, `+91${phone(7)}`)));
    expect(row?.n).toBe(1);
  });
});
