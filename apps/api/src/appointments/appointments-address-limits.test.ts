import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays } from '@aurelia/domain';
import { BOOKING_LIMITS, STORE_DAY_SHARE_MESSAGE } from './booking-limits';
import { bearer, bookingFor, findSlot, freezeClock } from '../test/appointment-helpers';
import { newShopper } from '../cart/cart.test-fixture';
import { buildTestApp, TEST_TODAY } from '../test/build-test-app';

let app: FastifyInstance;
let address = 0;
/** Each test books from addresses of its own, so the per-address counts start at zero. */
const nextAddress = () => `198.51.100.${++address}`;
let phones = 0;
const nextPhone = () => `95000${String(++phones).padStart(5, '0')}`;

function book(body: Record<string, unknown>, remoteAddress: string, token?: string) {
  return app.inject({ method: 'POST', url: '/api/v1/appointment', payload: body, remoteAddress, headers: bearer(token) });
}

beforeAll(async () => {
  freezeClock();
  ({ app } = await buildTestApp({ bookingLimits: BOOKING_LIMITS }));
});
afterAll(async () => {
  await app?.close();
  vi.useRealTimers();
});

/** Stores whose weekday slots start at 10:30, and days ahead that are not Sundays. */
const STORES = ['mumbai-bandra', 'bengaluru-indiranagar', 'hyderabad-banjara-hills', 'jaipur-mi-road'];
const WEEKDAYS_AHEAD = [1, 2, 3, 4, 5, 8, 9, 10, 11, 12];

describe(`at most ${BOOKING_LIMITS.perAddress.limit} bookings a day from one address, accounts and guests alike`, () => {
  it('answers 429 with Retry-After once one address has booked its day’s share, however many accounts it signs in with', async () => {
    const from = nextAddress();
    const statuses: number[] = [];
    for (let n = 0; n <= BOOKING_LIMITS.perAddress.limit; n++) {
      // Every booking a fresh account (the odd ones a guest), each at another store-day: only the address is shared.
      const shopper = n % 2 === 0 ? await newShopper(app) : undefined;
      const slot = await findSlot(app, STORES[n % STORES.length] ?? '', addDays(TEST_TODAY, WEEKDAYS_AHEAD[n % WEEKDAYS_AHEAD.length] ?? 1), '10:30');
      const response = await book(bookingFor(slot, { phone: nextPhone() }), from, shopper?.token);
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(Number(response.headers['retry-after'])).toBeGreaterThan(60 * 60);
        expect(response.json().message).toMatch(/^Too many bookings\. Please try again in \d+ seconds\.$/);
      }
    }
    expect(statuses).toEqual([...Array.from({ length: BOOKING_LIMITS.perAddress.limit }, () => 201), 429]);

    // Another address, signed in or not, is not held up.
    const slot = await findSlot(app, 'mumbai-bandra', addDays(TEST_TODAY, 2), '12:30');
    expect((await book(bookingFor(slot, { phone: nextPhone() }), nextAddress())).statusCode).toBe(201);
    const shopper = await newShopper(app);
    expect((await book(bookingFor(slot, { phone: nextPhone() }), nextAddress(), shopper.token)).statusCode).toBe(201);
  });
});

describe('calls from this machine', () => {
  it('are not held to the per-address limits: they name no shopper’s address (the storefront’s server, local tools)', async () => {
    const day = addDays(TEST_TODAY, 4);
    const statuses: number[] = [];
    for (const start of ['10:00', '11:00', '12:00', '13:00']) {
      statuses.push((await book(bookingFor(await findSlot(app, 'delhi-connaught-place', day, start), { phone: nextPhone() }), '127.0.0.1')).statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 201]);
  });
});

describe(`at most ${BOOKING_LIMITS.perAddressStoreDay.limit} bookings from one address for one store on one date`, () => {
  it('answers 409 past the share, in any slot of that day, while other stores, dates and addresses still book', async () => {
    const from = nextAddress();
    const day = addDays(TEST_TODAY, 3);
    const starts = ['13:00', '14:00', '15:00', '16:00'];
    const statuses: number[] = [];
    for (const start of starts) {
      const slot = await findSlot(app, 'pune-fc-road', day, start);
      const response = await book(bookingFor(slot, { phone: nextPhone() }), from, (await newShopper(app)).token);
      statuses.push(response.statusCode);
      if (response.statusCode === 409) expect(response.json()).toEqual({ message: STORE_DAY_SHARE_MESSAGE(BOOKING_LIMITS.perAddressStoreDay.limit) });
    }
    expect(statuses).toEqual([...Array.from({ length: BOOKING_LIMITS.perAddressStoreDay.limit }, () => 201), 409]);

    const elsewhere = await findSlot(app, 'mumbai-bandra', day, '16:30');
    expect((await book(bookingFor(elsewhere, { phone: nextPhone() }), from)).statusCode).toBe(201);
    const nextDay = await findSlot(app, 'pune-fc-road', addDays(TEST_TODAY, 4), '16:00');
    expect((await book(bookingFor(nextDay, { phone: nextPhone() }), from)).statusCode).toBe(201);
    const sameDay = await findSlot(app, 'pune-fc-road', day, '17:00');
    expect((await book(bookingFor(sameDay, { phone: nextPhone() }), nextAddress())).statusCode).toBe(201);

    // The share does not come back with time inside the booking window: the day stays taken.
    vi.setSystemTime(new Date(Date.now() + 2 * 24 * 60 * 60_000));
    const later = await findSlot(app, 'pune-fc-road', day, '18:00');
    expect((await book(bookingFor(later, { phone: nextPhone() }), from)).statusCode).toBe(409);
  });
});
