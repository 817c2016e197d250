import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays } from '@aurelia/domain';
import { bookingFor, findSlot, freezeClock } from '../test/appointment-helpers';
import { appointments } from '../db/schema/index';
import { BOOKING_LIMITS } from './booking-limits';
import { buildTestApp, TEST_TODAY } from '../test/build-test-app';

let app: FastifyInstance;
let address = 0;
/** Each test books from addresses of its own, so the per-address count starts at zero. */
const nextAddress = () => `203.0.113.${++address}`;

function book(body: Record<string, unknown>, remoteAddress: string) {
  return app.inject({ method: 'POST', url: '/api/v1/appointment', payload: body, remoteAddress });
}

beforeAll(async () => {
  freezeClock();
  ({ app } = await buildTestApp({ bookingLimits: BOOKING_LIMITS }));
});
afterAll(async () => {
  await app?.close();
  vi.useRealTimers();
});

describe('one person is one phone number, however it is written', () => {
  it('refuses the same number in another spelling for the same slot (409), and stores E.164', async () => {
    const slot = await findSlot(app, 'mumbai-bandra', addDays(TEST_TODAY, 3), '10:30');
    const first = await book(bookingFor(slot, { phone: '+91 98111 22233' }), nextAddress());
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().data.phone).toBe('+919811122233');
    for (const phone of ['9811122233', '091-98111-22233', '098111 22233', '0091 9811122233']) {
      const again = await book(bookingFor(slot, { phone }), nextAddress());
      expect(again.statusCode, phone).toBe(409);
      expect(again.json().message).toBe('This phone number already has an appointment in this timeslot.');
    }
  });

  it('still finds a booking stored before numbers were normalised', async () => {
    const slot = await findSlot(app, 'mumbai-bandra', addDays(TEST_TODAY, 3), '11:30');
    const first = await book(bookingFor(slot, { phone: '9811122244' }), nextAddress());
    expect(first.statusCode, first.body).toBe(201);
    await app.db.update(appointments).set({ phone: '9811122244' }).where(eq(appointments.id, first.json().data.id));
    const again = await book(bookingFor(slot, { phone: '+91 98111 22244' }), nextAddress());
    expect(again.statusCode).toBe(409);
  });
});

describe('guest bookings are limited', () => {
  it(`answers 429 with Retry-After past ${BOOKING_LIMITS.perClient.limit} bookings from one address`, async () => {
    const from = nextAddress();
    const statuses: number[] = [];
    for (let n = 0; n < BOOKING_LIMITS.perClient.limit + 2; n++) {
      // Spread over store-days, so the per-store-day share is never what refuses them.
      const day = addDays(TEST_TODAY, 7 + Math.floor(n / BOOKING_LIMITS.perAddressStoreDay.limit));
      const slot = await findSlot(app, 'mumbai-bandra', day, '10:30');
      const response = await book(bookingFor(slot, { phone: `97000000${String(n).padStart(2, '0')}` }), from);
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
        expect(response.json().message).toMatch(/^Too many bookings\. Please try again in \d+ seconds\.$/);
      }
    }
    expect(statuses.slice(0, BOOKING_LIMITS.perClient.limit)).not.toContain(429);
    expect(statuses.slice(BOOKING_LIMITS.perClient.limit)).toEqual([429, 429]);
    // Another address is not held up.
    const slot = await findSlot(app, 'mumbai-bandra', addDays(TEST_TODAY, 4), '10:30');
    const other = await book(bookingFor(slot, { phone: '9700000099' }), nextAddress());
    expect(other.statusCode).not.toBe(429);
  });

  it(`answers 429 past ${BOOKING_LIMITS.perPhone.limit} bookings for one phone, from any address and in any spelling`, async () => {
    const spellings = ['+91 96000 11122', '9600011122', '091-96000-11122'];
    const statuses: number[] = [];
    for (let n = 0; n < BOOKING_LIMITS.perPhone.limit + 1; n++) {
      const slot = await findSlot(app, 'mumbai-bandra', addDays(TEST_TODAY, 5), ['10:30', '11:30', '12:30', '13:30', '14:30', '15:30'][n] ?? '16:30');
      const response = await book(bookingFor(slot, { phone: spellings[n % spellings.length] }), nextAddress());
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([...Array.from({ length: BOOKING_LIMITS.perPhone.limit }, () => 201), 429]);
  });
});
