import { staffAppointmentResponseSchema, type Appointment, type StaffAppointment } from '@aurelia/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays } from '@aurelia/domain';
import { bearer, bookingFor, findSlot, freezeClock, readSlot, setBooked, TEST_NOW, userIdByEmail } from '../test/appointment-helpers';
import { appointments, timeslots } from '../db/schema/index';
import { openCounterSession, type CounterSession } from '../test/counter-session';
import { DEMO_SHOPPER, DEMO_STAFF } from '../seed/seed-database';
import { buildTestApp, TEST_TODAY } from '../test/build-test-app';

let app: FastifyInstance;
let staff: CounterSession;
const TOMORROW = addDays(TEST_TODAY, 1);
const STAFF_NAME = 'Rahul Mehta';
let phones = 0;
const nextPhone = () => `98200${String(++phones).padStart(5, '0')}`;

/** Books online (as a shopper would) at Bandra. */
async function booked(date: string, start: string): Promise<Appointment> {
  const slot = await findSlot(app, 'mumbai-bandra', date, start);
  const response = await app.inject({ method: 'POST', url: '/api/v1/appointment', payload: bookingFor(slot, { phone: nextPhone() }) });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

function staffPost(path: string, body?: object, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: `/api/v1/staff/appointments${path}`,
    headers: { ...staff.headers, ...headers },
    ...(body === undefined ? {} : { payload: body }),
  });
}

const dataOf = (response: { json: () => unknown }): StaffAppointment => staffAppointmentResponseSchema.parse(response.json()).data;

beforeAll(async () => {
  freezeClock();
  ({ app } = await buildTestApp());
  staff = await openCounterSession(app, await userIdByEmail(app, DEMO_STAFF.email));
});
afterAll(async () => {
  await app?.close();
  vi.useRealTimers();
});

describe('the staff actions on an appointment', () => {
  it('check in then complete, each step in the history with the staff member’s name', async () => {
    const appointment = await booked(TEST_TODAY, '12:30');
    expect((await staffPost(`/${appointment.id}/check-in`)).statusCode).toBe(200);
    const done = await staffPost(`/${appointment.id}/complete`);
    expect(done.statusCode, done.body).toBe(200);
    const data = dataOf(done);
    expect(data.status).toBe('completed');
    expect(data.history.map((event) => [event.action, event.staff_name])).toEqual([
      ['booked', null],
      ['check-in', STAFF_NAME],
      ['complete', STAFF_NAME],
    ]);
    const again = await staffPost(`/${appointment.id}/cancel`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This appointment is completed and cannot be cancelled.');
  });

  it('mark a no-show only once the slot has started', async () => {
    const later = await booked(TEST_TODAY, '16:30');
    const early = await staffPost(`/${later.id}/no-show`);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toContain('before its time');
    vi.setSystemTime(new Date(TEST_NOW.getTime() + 5 * 3_600_000)); // 17:00 in India
    try {
      const response = await staffPost(`/${later.id}/no-show`);
      expect(response.statusCode, response.body).toBe(200);
      expect(dataOf(response).status).toBe('no_show');
    } finally {
      vi.setSystemTime(TEST_NOW);
    }
  });

  it('cancel frees the place in the slot, once even when two kiosks cancel at once', async () => {
    const appointment = await booked(TOMORROW, '12:30');
    const before = (await readSlot(app, appointment.timeslot_id)).booked;
    const statuses = (await Promise.all([staffPost(`/${appointment.id}/cancel`), staffPost(`/${appointment.id}/cancel`)])).map((r) => r.statusCode);
    expect(statuses.sort()).toEqual([200, 409]);
    expect((await readSlot(app, appointment.timeslot_id)).booked).toBe(before - 1);
  });
});

describe('moving an appointment', () => {
  it('takes a place in the new slot, frees the old one and notes the move', async () => {
    const appointment = await booked(TOMORROW, '13:30');
    const target = await findSlot(app, 'mumbai-bandra', TOMORROW, '15:30');
    const fromBefore = (await readSlot(app, appointment.timeslot_id)).booked;
    const toBefore = target.booked;
    const response = await staffPost(`/${appointment.id}/move`, { timeslot_id: target.id });
    expect(response.statusCode, response.body).toBe(200);
    const data = dataOf(response);
    expect(data).toMatchObject({ timeslot_id: target.id, appointment_date: TOMORROW, status: 'booked' });
    expect(data.history.at(-1)).toMatchObject({ action: 'move', staff_name: STAFF_NAME, note: `From ${TOMORROW} 13:30 to ${TOMORROW} 15:30` });
    expect((await readSlot(app, appointment.timeslot_id)).booked).toBe(fromBefore - 1);
    expect((await readSlot(app, target.id)).booked).toBe(toBefore + 1);
  });

  it('never overfills a slot: 10 moves at once into its last place, one succeeds', async () => {
    const target = await findSlot(app, 'mumbai-bandra', TOMORROW, '17:30');
    await setBooked(app, target.id, target.capacity - 1);
    // Ten customers of one roomy slot all move into the last place at once.
    const source = await findSlot(app, 'mumbai-bandra', TOMORROW, '18:30');
    await app.db.update(timeslots).set({ capacity: 20 }).where(eq(timeslots.id, source.id));
    const movers: Appointment[] = [];
    for (let index = 0; index < 10; index += 1) movers.push(await booked(TOMORROW, '18:30'));
    const answers = await Promise.all(movers.map((mover) => staffPost(`/${mover.id}/move`, { timeslot_id: target.id })));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    for (const refused of answers.filter((answer) => answer.statusCode !== 200)) {
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe('That timeslot is full: choose another.');
    }
    expect((await readSlot(app, target.id)).booked).toBe(target.capacity);
  });

  it('refuses a slot of another store (422), one that has started (409), and the same slot (422)', async () => {
    const appointment = await booked(TOMORROW, '14:30');
    const delhi = await findSlot(app, 'delhi-connaught-place', TOMORROW, '14:00');
    expect((await staffPost(`/${appointment.id}/move`, { timeslot_id: delhi.id })).statusCode).toBe(422);
    const started = await findSlot(app, 'mumbai-bandra', TEST_TODAY, '10:30');
    expect((await staffPost(`/${appointment.id}/move`, { timeslot_id: started.id })).statusCode).toBe(409);
    expect((await staffPost(`/${appointment.id}/move`, { timeslot_id: appointment.timeslot_id })).statusCode).toBe(422);
  });
});

describe('a walk-in', () => {
  it('is booked into the store’s slot with the staff member’s name, and a resend with its key books nothing more', async () => {
    const slot = await findSlot(app, 'mumbai-bandra', TEST_TODAY, '13:30');
    const body = { customer_name: 'Meera Iyer', phone: nextPhone(), timeslot_id: slot.id, notes: null };
    const key = { 'idempotency-key': `walk-in-${Date.now()}` };
    const first = await staffPost('', body, key);
    expect(first.statusCode, first.body).toBe(201);
    const data = dataOf(first);
    expect(data).toMatchObject({ customer_name: 'Meera Iyer', appointment_date: TEST_TODAY, status: 'booked' });
    expect(data.history).toEqual([expect.objectContaining({ action: 'booked', staff_name: STAFF_NAME, note: 'Walk-in at the counter' })]);

    const resent = await staffPost('', body, key);
    expect(resent.statusCode).toBe(201);
    expect(resent.headers['idempotent-replayed']).toBe('true');
    expect(dataOf(resent).id).toBe(data.id);
    const rows = await app.db.select().from(appointments).where(eq(appointments.phone, `+91${body.phone}`));
    expect(rows).toHaveLength(1);

    const reused = await staffPost('', { ...body, customer_name: 'Someone Else' }, key);
    expect(reused.statusCode).toBe(422);
  });

  it('sent twice at once with one key is booked once: the second waits for the first or is told it is still running', async () => {
    const slot = await findSlot(app, 'mumbai-bandra', TOMORROW, '19:30');
    const body = { customer_name: 'Kabir Khan', phone: nextPhone(), timeslot_id: slot.id };
    const key = { 'idempotency-key': `walk-in-twice-${Date.now()}` };
    const answers = await Promise.all([staffPost('', body, key), staffPost('', body, key)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toContainEqual(201);
    for (const answer of answers) expect([201, 409]).toContain(answer.statusCode);
    expect(await app.db.select().from(appointments).where(eq(appointments.phone, `+91${body.phone}`))).toHaveLength(1);
  });

  it('follows the booking rules: 422 by the fields, 409 for a full slot, 404 for another store’s slot', async () => {
    const slot = await findSlot(app, 'mumbai-bandra', TOMORROW, '16:30');
    const bad = await staffPost('', { customer_name: 'M', phone: '12', timeslot_id: slot.id });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['customer_name', 'phone']);
    const noTime = await staffPost('', { customer_name: 'Meera Iyer', phone: '98765' });
    expect(noTime.json().errors).toEqual({ phone: ['Enter a 10-digit mobile number starting with 6, 7, 8 or 9'], timeslot_id: ['Choose a time'] });
    await setBooked(app, slot.id, slot.capacity);
    const full = await staffPost('', { customer_name: 'Meera Iyer', phone: nextPhone(), timeslot_id: slot.id });
    expect(full.statusCode).toBe(409);
    const delhi = await findSlot(app, 'delhi-connaught-place', TOMORROW, '14:00');
    expect((await staffPost('', { customer_name: 'Meera Iyer', phone: nextPhone(), timeslot_id: delhi.id })).statusCode).toBe(404);
  });

  it('answers 401 without a token and 403 to a shopper', async () => {
    const anonymous = await app.inject({ method: 'POST', url: '/api/v1/staff/appointments', payload: {} });
    expect(anonymous.statusCode).toBe(401);
    const shopper = await app.issueToken(await userIdByEmail(app, DEMO_SHOPPER.email));
    const refused = await app.inject({ method: 'POST', url: '/api/v1/staff/appointments/1/cancel', headers: bearer(shopper) });
    expect(refused.statusCode).toBe(403);
  });
});
