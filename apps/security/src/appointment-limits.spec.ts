import { expect, test, type APIRequestContext } from '@playwright/test';
import { API } from './servers';

/** Bookings one address may make a day, and hold at one store on one date (the API's booking limits). */
const PER_ADDRESS_A_DAY = 10;
const PER_ADDRESS_STORE_DAY = 3;

interface Slot {
  id: number;
  store_id: number;
  date: string;
  available: number;
}

let phones = 0;
const nextPhone = () => `93${String(Date.now() % 1_000_000).padStart(6, '0')}${String(++phones % 100).padStart(2, '0')}`;

/** A new account signed up from `address`, as an authorization header. */
async function newAccount(request: APIRequestContext, address: string, n: number): Promise<Record<string, string>> {
  const password = 'Sapphire#2026';
  const registered = await request.post(`${API}/auth/register`, {
    headers: { 'x-forwarded-for': address },
    data: { name: 'Ravi Kumar', email: `booking-limit-${Date.now()}-${n}@aurelia.test`, phone: '9845012388', phone_country_code: 'IN', phone_country_number: '91', password, password_confirmation: password },
  });
  expect(registered.status(), await registered.text()).toBe(200);
  return { authorization: `Bearer ${((await registered.json()) as { access_token: string }).access_token}` };
}

/** The bookable slots of the coming week with a free place, each store-day's in start order. */
async function freeSlots(request: APIRequestContext): Promise<Slot[]> {
  const listed = await request.get(`${API}/timeslots`);
  expect(listed.status()).toBe(200);
  return ((await listed.json()) as { data: Slot[] }).data.filter((slot) => slot.available > 0);
}

const book = (request: APIRequestContext, slot: Slot, address: string, headers: Record<string, string> = {}) =>
  request.post(`${API}/appointment`, {
    headers: { ...headers, 'x-forwarded-for': address },
    data: { customer_name: 'Ravi Kumar', phone: nextPhone(), appointment_date: slot.date, timeslot_id: slot.id },
  });

test.describe('appointment limits do not multiply with accounts', () => {
  test(`one address gets ${PER_ADDRESS_A_DAY} bookings a day, however many accounts it signs up (then 429 with Retry-After)`, async ({ request }) => {
    const address = '100.64.6.10';
    // One slot per store-day, so only the per-address count can refuse them.
    const byStoreDay = new Map<string, Slot>();
    for (const slot of await freeSlots(request)) byStoreDay.set(`${slot.store_id}|${slot.date}`, byStoreDay.get(`${slot.store_id}|${slot.date}`) ?? slot);
    const slots = [...byStoreDay.values()].slice(0, PER_ADDRESS_A_DAY + 1);
    expect(slots).toHaveLength(PER_ADDRESS_A_DAY + 1);
    const statuses: number[] = [];
    for (const [n, slot] of slots.entries()) {
      // A fresh account for every second booking: each account alone stays far below its own limit.
      const headers = n % 2 === 0 ? await newAccount(request, address, n) : {};
      const answer = await book(request, slot, address, headers);
      statuses.push(answer.status());
      if (answer.status() === 429) {
        expect(Number(answer.headers()['retry-after'])).toBeGreaterThan(60 * 60);
        expect(Object.keys((await answer.json()) as object)).toEqual(['message']);
      }
    }
    expect(statuses).toEqual([...Array.from({ length: PER_ADDRESS_A_DAY }, () => 201), 429]);
  });

  test(`one address holds at most ${PER_ADDRESS_STORE_DAY} bookings at one store on one date (then 409)`, async ({ request }) => {
    const address = '100.64.6.20';
    const byStoreDay = new Map<string, Slot[]>();
    for (const slot of await freeSlots(request)) {
      const key = `${slot.store_id}|${slot.date}`;
      byStoreDay.set(key, [...(byStoreDay.get(key) ?? []), slot]);
    }
    const day = [...byStoreDay.values()].find((slots) => slots.length > PER_ADDRESS_STORE_DAY + 1) ?? [];
    expect(day.length).toBeGreaterThan(PER_ADDRESS_STORE_DAY + 1);
    const statuses: number[] = [];
    for (const slot of day.slice(0, PER_ADDRESS_STORE_DAY + 1)) statuses.push((await book(request, slot, address)).status());
    expect(statuses).toEqual([...Array.from({ length: PER_ADDRESS_STORE_DAY }, () => 201), 409]);
    const refused = await book(request, day[PER_ADDRESS_STORE_DAY + 1] as Slot, address);
    expect(refused.status()).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toMatch(/one store on one date/);
    // Another address books the same store-day.
    expect((await book(request, day[PER_ADDRESS_STORE_DAY + 1] as Slot, '100.64.6.21')).status()).toBe(201);
  });
});
