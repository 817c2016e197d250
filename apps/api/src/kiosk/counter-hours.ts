import { counterOpen, formatDayHours, storeOpenState } from '@aurelia/domain';
import type { CounterOverride } from '@aurelia/contracts';
import { and, desc, eq, gt } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import { counterHoursOverrides, kioskDevices, stores, users } from '../db/schema/index';
import { HttpError } from '../errors';
import { presentOpeningHours, type StoreRow } from '../stores/store-presenter';

/** 403: the store is closed and no manager opened its counter; says today's hours and who can. */
export class CounterClosedError extends HttpError {
  override readonly name = 'CounterClosedError';
  constructor(store: StoreRow, now: Date) {
    const { todayHours } = storeOpenState(presentOpeningHours(store.openingHours), now);
    super(
      403,
      `${store.name} is closed now (today: ${formatDayHours(todayHours)}), so the counter is closed too. ` +
        'A manager can open it outside hours with their password and a reason.',
    );
  }
}

/** The override that keeps a store's counter open at `now`, the latest one when several do; null when none. */
export async function activeOverride(db: Database, storeId: number, now: Date): Promise<CounterOverride | null> {
  const [row] = await db
    .select({ override: counterHoursOverrides, managerName: users.name })
    .from(counterHoursOverrides)
    .leftJoin(users, eq(users.id, counterHoursOverrides.openedBy))
    .where(and(eq(counterHoursOverrides.storeId, storeId), gt(counterHoursOverrides.openUntil, now)))
    .orderBy(desc(counterHoursOverrides.openUntil))
    .limit(1);
  if (!row) return null;
  return {
    open_until: row.override.openUntil.toISOString(),
    manager: row.override.openedBy !== null && row.managerName !== null ? { id: row.override.openedBy, name: row.managerName } : null,
    reason: row.override.reason,
  };
}

/** Whether a store's counter works at `now`: its opening hours (India time), or a manager's override. */
export async function isCounterOpen(db: Database, store: StoreRow, now: Date): Promise<boolean> {
  const override = await activeOverride(db, store.id, now);
  return counterOpen(presentOpeningHours(store.openingHours), now, override ? new Date(override.open_until) : null);
}

/** Throws {@link CounterClosedError} outside the store's hours unless a manager's override lasts. */
export async function assertCounterOpen(db: Database, store: StoreRow, now: Date): Promise<void> {
  if (!(await isCounterOpen(db, store, now))) throw new CounterClosedError(store, now);
}

/**
 * A preHandler for counter calls (after `requireCounterStaff`): the store of the kiosk the PIN session was
 * opened on must be open, or opened by a manager's override; 403 otherwise. The kiosk only hides its screens
 * when the store is closed; this is what enforces it.
 */
export function openCounterOnly(app: FastifyInstance): (request: FastifyRequest) => Promise<void> {
  return async (request) => {
    const deviceId = request.auth?.kioskDeviceId;
    if (deviceId === null || deviceId === undefined) return;
    const [row] = await app.db.select({ store: stores }).from(kioskDevices).innerJoin(stores, eq(stores.id, kioskDevices.storeId)).where(eq(kioskDevices.id, deviceId));
    if (row) await assertCounterOpen(app.db, row.store, new Date());
  };
}
