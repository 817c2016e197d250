import { afterRightPin, afterWrongKioskPin, afterWrongPin, pinLockSecondsLeft, type PinAttempts } from '@aurelia/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { kioskDevices, users } from '../db/schema/index';

/** A try at a staff member's PIN, counted before the PIN is checked; or the seconds left of their lock-out. */
export type PinClaim =
  | { readonly ok: true; readonly attemptsLeft: number; readonly lockSeconds: number }
  | { readonly ok: false; readonly lockSeconds: number };

/** A table that counts wrong PINs: a staff member's row, or a kiosk's. */
type PinCountingTable = typeof users | typeof kioskDevices;

/** The rule a wrong try follows: libs/domain `afterWrongPin` for a staff member, `afterWrongKioskPin` for a kiosk. */
type WrongPinRule = (attempts: PinAttempts, now: Date) => PinAttempts & { readonly attemptsLeft: number };

/** Claims a try on the row `id` of `table` under a row lock, as {@link claimPinAttempt} describes. */
function claimAttempt(db: Database, table: PinCountingTable, id: number, afterWrong: WrongPinRule, now: Date): Promise<PinClaim> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ failedAttempts: table.pinFailedAttempts, lockedUntil: table.pinLockedUntil })
      .from(table)
      .where(eq(table.id, id))
      .for('no key update');
    if (!row) throw new Error(`No ${table === users ? 'user' : 'kiosk'} ${id}`);
    const locked = pinLockSecondsLeft(row, now);
    if (locked > 0) return { ok: false, lockSeconds: locked };
    const next = afterWrong(row, now);
    await writeAttempts(tx, table, id, next);
    return { ok: true, attemptsLeft: next.attemptsLeft, lockSeconds: pinLockSecondsLeft(next, now) };
  });
}

function writeAttempts(db: Pick<Database, 'update'>, table: PinCountingTable, id: number, attempts: PinAttempts) {
  return db.update(table).set({ pinFailedAttempts: attempts.failedAttempts, pinLockedUntil: attempts.lockedUntil }).where(eq(table.id, id));
}

/**
 * Counts a try as wrong before the PIN is checked, under a row lock: parallel tries queue on the staff
 * member's row, so at most STAFF_PIN_MAX_ATTEMPTS of them are ever checked before the lock-out (reading the
 * count, checking the PIN and writing the count back let all of them through at once). The right PIN then
 * clears the count with {@link clearPinAttempts}. The rule itself is libs/domain `afterWrongPin`.
 */
export function claimPinAttempt(db: Database, userId: number, now: Date): Promise<PinClaim> {
  return claimAttempt(db, users, userId, afterWrongPin, now);
}

/** The right PIN: the count starts again (and a lock the last try set is lifted). */
export async function clearPinAttempts(db: Database, userId: number): Promise<void> {
  await writeAttempts(db, users, userId, afterRightPin());
}

/**
 * The same count for a kiosk, whoever the PIN was for (libs/domain `afterWrongKioskPin`): claimed before the
 * staff member's, so a kiosk over its limit refuses every PIN without counting it against anyone.
 */
export function claimKioskPinAttempt(db: Database, deviceId: number, now: Date): Promise<PinClaim> {
  return claimAttempt(db, kioskDevices, deviceId, afterWrongKioskPin, now);
}

/** A right PIN on the kiosk: its count starts again. */
export async function clearKioskPinAttempts(db: Database, deviceId: number): Promise<void> {
  await writeAttempts(db, kioskDevices, deviceId, afterRightPin());
}
