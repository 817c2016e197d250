import { KIOSK_SESSION_HOURS, storeOpenState } from '@aurelia/domain';
import type { KioskDevice, KioskDeviceBody, KioskDeviceState, KioskSession } from '@aurelia/contracts';
import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import { verifySecret } from '../accounts/passwords';
import { generateToken, hashToken } from '../auth/tokens';
import type { UserRow } from '../auth/user-presenter';
import type { Database } from '../db/database';
import { authTokens, kioskDevices, stores, users } from '../db/schema/index';
import { ForbiddenError, HttpError, UnauthenticatedError, ValidationError } from '../errors';
import { fullAddress, presentOpeningHours, type StoreRow } from '../stores/store-presenter';
import { claimPinAttempt, clearPinAttempts } from './pin-attempts';

export type KioskDeviceRow = typeof kioskDevices.$inferSelect;

export const NOT_A_MANAGER_MESSAGE = 'Only a store manager can set up a kiosk.';
export const UNKNOWN_DEVICE_MESSAGE = 'This kiosk is not set up, or it was removed: a manager must set it up again.';
export const OTHER_STORE_MESSAGE = 'You can set up kiosks only for the store you work at.';
export const WRONG_PIN_MESSAGE = 'That PIN is not right.';

/** 429 with `Retry-After`: the staff member typed too many wrong PINs in a row. */
export class PinLockedError extends HttpError {
  override readonly name = 'PinLockedError';
  constructor(readonly retryAfterSeconds: number) {
    const minutes = Math.ceil(retryAfterSeconds / 60);
    super(429, `Too many wrong PINs. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}, or ask your manager.`);
  }
}

/** 401 for a wrong PIN, saying how many tries are left before the lock-out. */
export class WrongPinError extends HttpError {
  override readonly name = 'WrongPinError';
  constructor(attemptsLeft: number) {
    super(401, `${WRONG_PIN_MESSAGE} ${attemptsLeft} ${attemptsLeft === 1 ? 'try' : 'tries'} left before a lock-out.`);
  }
}

const storeOf = (store: StoreRow) => ({ id: store.id, slug: store.slug, name: store.name, address: fullAddress(store) });

function presentDevice(device: KioskDeviceRow, store: StoreRow): KioskDevice {
  return { id: device.id, name: device.name, store: storeOf(store), registered_at: device.createdAt.toISOString() };
}

/**
 * Kiosk set-up and staff unlock. A manager registers a kiosk for a store once; the kiosk then
 * sends its device token with every call. Staff of that store unlock it with their PIN (argon2id hashes,
 * lock-out by libs/domain `afterWrongPin`), which opens a staff session bound to the kiosk.
 */
export class KioskService {
  constructor(private readonly db: Database) {}

  /**
   * Registers a kiosk for a store: managers only, and only for the store they work at (403 otherwise, so a
   * manager cannot open another store's counter to staff they do not manage); the device token is answered
   * this once.
   */
  async register(manager: UserRow, body: KioskDeviceBody): Promise<{ device_token: string; device: KioskDevice }> {
    if (manager.role !== 'staff' || !manager.isManager) throw new ForbiddenError(NOT_A_MANAGER_MESSAGE);
    const [store] = await this.db.select().from(stores).where(eq(stores.slug, body.store));
    if (!store) throw new ValidationError({ store: ['Choose one of the stores.'] });
    if (store.id !== manager.storeId) throw new ForbiddenError(OTHER_STORE_MESSAGE);
    const token = generateToken();
    const [device] = await this.db
      .insert(kioskDevices)
      .values({ storeId: store.id, name: body.name, tokenHash: hashToken(token), registeredBy: manager.id })
      .returning();
    if (!device) throw new Error('The kiosk was not saved');
    return { device_token: token, device: presentDevice(device, store) };
  }

  /** The kiosk a device token names, with its store; 401 for an unknown or removed kiosk. */
  async deviceByToken(token: string | undefined, now: Date): Promise<{ device: KioskDeviceRow; store: StoreRow }> {
    if (!token) throw new UnauthenticatedError(UNKNOWN_DEVICE_MESSAGE);
    const [row] = await this.db
      .select({ device: kioskDevices, store: stores })
      .from(kioskDevices)
      .innerJoin(stores, eq(stores.id, kioskDevices.storeId))
      .where(and(eq(kioskDevices.tokenHash, hashToken(token)), isNull(kioskDevices.revokedAt)));
    if (!row) throw new UnauthenticatedError(UNKNOWN_DEVICE_MESSAGE);
    await this.db.update(kioskDevices).set({ lastSeenAt: now }).where(eq(kioskDevices.id, row.device.id));
    return row;
  }

  /** What the lock screen shows: the store, its staff who have a PIN, and whether it is open now. */
  async state(device: KioskDeviceRow, store: StoreRow, now: Date): Promise<KioskDeviceState> {
    const staff = await this.db
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(and(eq(users.role, 'staff'), eq(users.storeId, store.id), isNotNull(users.pinHash)))
      .orderBy(asc(users.name), asc(users.id));
    const hours = presentOpeningHours(store.openingHours);
    const { openNow, todayHours } = storeOpenState(hours, now);
    return { device: presentDevice(device, store), staff, open_now: openNow, today_hours: todayHours, opening_hours: hours };
  }

  /**
   * Unlocks the kiosk for a staff member of its store. A wrong PIN counts towards the lock-out (401 with
   * the tries left); while locked out every PIN is refused (429 with Retry-After) before it is checked. A
   * staff member of another store, or no one, gets the same 401 as a wrong PIN.
   */
  async unlock(device: KioskDeviceRow, store: StoreRow, staffId: number, pin: string, now: Date): Promise<KioskSession> {
    const [member] = await this.db
      .select()
      .from(users)
      .where(and(eq(users.id, staffId), eq(users.role, 'staff'), eq(users.storeId, store.id)));
    if (!member || !member.pinHash) {
      await verifySecret(null, pin);
      throw new UnauthenticatedError(WRONG_PIN_MESSAGE);
    }
    const claim = await claimPinAttempt(this.db, member.id, now);
    if (!claim.ok) throw new PinLockedError(claim.lockSeconds);
    if (!(await verifySecret(member.pinHash, pin))) {
      if (claim.lockSeconds > 0) throw new PinLockedError(claim.lockSeconds);
      throw new WrongPinError(claim.attemptsLeft);
    }
    await clearPinAttempts(this.db, member.id);
    const token = generateToken();
    const expiresAt = new Date(now.getTime() + KIOSK_SESSION_HOURS * 3_600_000);
    await this.db.insert(authTokens).values({ userId: member.id, tokenHash: hashToken(token), expiresAt, kioskDeviceId: device.id });
    return {
      access_token: token,
      expires_at: expiresAt.toISOString(),
      staff: { id: member.id, name: member.name },
      store: storeOf(store),
    };
  }
}
