import { afterRightPin, afterWrongKioskPin, afterWrongPin, pinLockSecondsLeft } from '@aurelia/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { kioskDevices, users } from '../db/schema/index';

/** A try at a staff member's PIN, counted before the PIN is checked; or the seconds left of their lock-out. */
export type PinClaim =
  | { readonly ok: true; readonly attemptsLeft: number; readonly lockSeconds: number }
  | { readonly ok: false; readonly lockSeconds: number };

/**
 * Counts a try as wrong before the PIN is checked, under a row lock: parallel tries queue on the staff
 * member's row, so at most STAFF_PIN_MAX_ATTEMPTS of them are ever checked before the lock-out (reading the
 * count, checking the PIN and writing the count back let all of them through at once). The right PIN then
 * clears the count with {@link clearPinAttempts}. The rule itself is libs/domain `afterWrongPin`.
 */
export async function claimPinAttempt(db: Database, userId: number, now: Date): Promise<PinClaim> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ failedAttempts: users.pinFailedAttempts, lockedUntil: users.pinLockedUntil })
      .from(users)
      .where(eq(users.id, userId))
      .for('no key update');
    if (!row) throw new Error(`No user ${userId}`);
    const locked = pinLockSecondsLeft(row, now);
    if (locked > 0) return { ok: false, lockSeconds: locked };
    const next = afterWrongPin(row, now);
    await tx.update(users).set({ pinFailedAttempts: next.failedAttempts, pinLockedUntil: next.lockedUntil }).where(eq(users.id, userId));
    return { ok: true, attemptsLeft: next.attemptsLeft, lockSeconds: pinLockSecondsLeft(next, now) };
  });
}

/** The right PIN: the count starts again (and a lock the last try set is lifted). */
export async function clearPinAttempts(db: Database, userId: number): Promise<void> {
  const reset = afterRightPin();
  await db.update(users).set({ pinFailedAttempts: reset.failedAttempts, pinLockedUntil: reset.lockedUntil }).where(eq(users.id, userId));
}

/**
 * The same count for a kiosk, whoever the PIN was for (libs/domain `afterWrongKioskPin`): claimed before the
 * staff member's, so a kiosk over its limit refuses every PIN without counting it against anyone.
 */
export async function claimKioskPinAttempt(db: Database, deviceId: number, now: Date): Promise<PinClaim> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ failedAttempts: kioskDevices.pinFailedAttempts, lockedUntil: kioskDevices.pinLockedUntil })
      .from(kioskDevices)
      .where(eq(kioskDevices.id, deviceId))
      .for('no key update');
    if (!row) throw new Error(`No kiosk ${deviceId}`);
    const locked = pinLockSecondsLeft(row, now);
    if (locked > 0) return { ok: false, lockSeconds: locked };
    const next = afterWrongKioskPin(row, now);
    await tx.update(kioskDevices).set({ pinFailedAttempts: next.failedAttempts, pinLockedUntil: next.lockedUntil }).where(eq(kioskDevices.id, deviceId));
    return { ok: true, attemptsLeft: next.attemptsLeft, lockSeconds: pinLockSecondsLeft(next, now) };
  });
}

/** A right PIN on the kiosk: its count starts again. */
export async function clearKioskPinAttempts(db: Database, deviceId: number): Promise<void> {
  const reset = afterRightPin();
  await db.update(kioskDevices).set({ pinFailedAttempts: reset.failedAttempts, pinLockedUntil: reset.lockedUntil }).where(eq(kioskDevices.id, deviceId));
}
