import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { vi } from 'vitest';
import { stores, timeslots, users } from '../db/schema/index';
import { required } from '../required';
import { TEST_TODAY } from './build-test-app';

/** Test fixtures for the appointment suites; not used by the app. */

/** 12:00 in India on the first seeded slot day (06:30 UTC). */
export const TEST_NOW = new Date(`${TEST_TODAY}T06:30:00.000Z`);

/**
 * Freezes the clock the routes read (`new Date()`) at `now`, leaving timers alone so the database
 * drivers keep working. Undo with `vi.useRealTimers()`.
 */
export function freezeClock(now: Date = TEST_NOW): void {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
}

export type SlotRow = typeof timeslots.$inferSelect;

/** The seeded slot of a store on a day at a start time (`HH:mm`). */
export async function findSlot(app: FastifyInstance, storeSlug: string, date: string, start: string): Promise<SlotRow> {
  const [row] = await app.db
    .select({ slot: timeslots })
    .from(timeslots)
    .innerJoin(stores, eq(stores.id, timeslots.storeId))
    .where(and(eq(stores.slug, storeSlug), eq(timeslots.date, date), eq(timeslots.startTime, start)))
    .limit(1);
  return required(row, `slot ${storeSlug} ${date} ${start}`).slot;
}

export async function setBooked(app: FastifyInstance, slotId: number, booked: number): Promise<void> {
  await app.db.update(timeslots).set({ booked }).where(eq(timeslots.id, slotId));
}

export async function readSlot(app: FastifyInstance, slotId: number): Promise<SlotRow> {
  const [row] = await app.db.select().from(timeslots).where(eq(timeslots.id, slotId));
  return required(row, `slot ${slotId}`);
}

export async function userIdByEmail(app: FastifyInstance, email: string): Promise<number> {
  const [row] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return required(row, email).id;
}

export async function storeIdBySlug(app: FastifyInstance, slug: string): Promise<number> {
  const [row] = await app.db.select({ id: stores.id }).from(stores).where(eq(stores.slug, slug));
  return required(row, slug).id;
}

/** A valid booking body for `slot`; override any field. */
export function bookingFor(slot: SlotRow, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    customer_name: 'Asha Rao',
    phone: '9876543210',
    appointment_date: slot.date,
    notes: 'Looking for a bridal set',
    timeslot_id: slot.id,
    ...overrides,
  };
}

export const bearer = (token: string | null | undefined) => (token ? { authorization: `Bearer ${token}` } : {});
