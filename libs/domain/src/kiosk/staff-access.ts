/** A staff PIN: 4 to 6 digits, typed on the kiosk's numeric keypad. */
export const STAFF_PIN_PATTERN = /^\d{4,6}$/;

/** Wrong PINs in a row before the staff member is locked out, and for how long. */
export const STAFF_PIN_MAX_ATTEMPTS = 5;
export const STAFF_PIN_LOCK_MINUTES = 15;

/**
 * Wrong PINs in a row on one kiosk, whoever they were for, before the kiosk itself is locked for a while: a
 * stolen device token then locks one screen, not every staff member of the store.
 */
export const KIOSK_PIN_MAX_ATTEMPTS = 8;
export const KIOSK_PIN_LOCK_MINUTES = 15;

/** After this long without a touch the kiosk warns, then locks when the countdown ends. */
export const KIOSK_IDLE_WARNING_SECONDS = 120;
export const KIOSK_IDLE_COUNTDOWN_SECONDS = 30;

/** How long a staff session opened by a PIN lasts at most (the kiosk locks it sooner when idle). */
export const KIOSK_SESSION_HOURS = 12;

export function isStaffPin(value: string): boolean {
  return STAFF_PIN_PATTERN.test(value);
}

/** A staff member's PIN record: wrong attempts in a row and, once too many, until when they are locked out. */
export interface PinAttempts {
  readonly failedAttempts: number;
  readonly lockedUntil: Date | null;
}

/** Whole seconds left of a lock-out at `now` (rounded up), or 0 when the staff member may try. */
export function pinLockSecondsLeft(attempts: PinAttempts, now: Date): number {
  if (!attempts.lockedUntil) return 0;
  return Math.max(0, Math.ceil((attempts.lockedUntil.getTime() - now.getTime()) / 1000));
}

/**
 * The record after a wrong PIN. The count restarts once a lock-out has run out; reaching
 * {@link STAFF_PIN_MAX_ATTEMPTS} locks the staff member for {@link STAFF_PIN_LOCK_MINUTES}.
 */
export function afterWrongPin(attempts: PinAttempts, now: Date): PinAttempts & { readonly attemptsLeft: number } {
  return afterWrongTry(attempts, now, STAFF_PIN_MAX_ATTEMPTS, STAFF_PIN_LOCK_MINUTES);
}

/** A kiosk's record after a wrong PIN typed on it: {@link KIOSK_PIN_MAX_ATTEMPTS} lock the kiosk. */
export function afterWrongKioskPin(attempts: PinAttempts, now: Date): PinAttempts & { readonly attemptsLeft: number } {
  return afterWrongTry(attempts, now, KIOSK_PIN_MAX_ATTEMPTS, KIOSK_PIN_LOCK_MINUTES);
}

function afterWrongTry(attempts: PinAttempts, now: Date, max: number, lockMinutes: number): PinAttempts & { readonly attemptsLeft: number } {
  const expired = attempts.lockedUntil !== null && attempts.lockedUntil.getTime() <= now.getTime();
  const failedAttempts = (expired ? 0 : attempts.failedAttempts) + 1;
  if (failedAttempts >= max) return { failedAttempts, lockedUntil: new Date(now.getTime() + lockMinutes * 60_000), attemptsLeft: 0 };
  return { failedAttempts, lockedUntil: null, attemptsLeft: max - failedAttempts };
}

/** The record after the right PIN: the count starts again. */
export function afterRightPin(): PinAttempts {
  return { failedAttempts: 0, lockedUntil: null };
}
