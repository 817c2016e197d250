import { endOfIndiaDay, indiaTimeToday, KIOSK_SESSION_HOURS, pinLockSecondsLeft, storeOpenState } from '@aurelia/domain';
import type {
  ClearDeviceLockBody,
  ClearPinLockBody,
  CounterOverride,
  CounterOverrideBody,
  KioskDevice,
  KioskDeviceBody,
  KioskDeviceState,
  KioskSession,
  ManagedKiosk,
  RevokeKioskBody,
} from '@aurelia/contracts';
import { and, asc, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyReply } from 'fastify';
import type { AuthLimiters } from '../accounts/auth-limits';
import { verifySecret } from '../accounts/passwords';
import { generateToken, hashToken } from '../auth/tokens';
import type { UserRow } from '../auth/user-presenter';
import type { Database } from '../db/database';
import { authTokens, counterHoursOverrides, kioskDevices, stores, users } from '../db/schema/index';
import { ForbiddenError, HttpError, UnauthenticatedError, ValidationError } from '../errors';
import { fullAddress, presentOpeningHours, type StoreRow } from '../stores/store-presenter';
import { recordAudit } from './audit';
import { activeOverride, assertCounterOpen } from './counter-hours';
import { ManagerPasswords } from './manager-password';
import { claimKioskPinAttempt, claimPinAttempt, clearKioskPinAttempts, clearPinAttempts } from './pin-attempts';

export type KioskDeviceRow = typeof kioskDevices.$inferSelect;

/** The manager who registered a kiosk, beside the kiosk's own row. */
const registrars = alias(users, 'registrars');
const registrarColumns = { id: registrars.id, name: registrars.name };

export const NOT_A_MANAGER_MESSAGE = 'Only a store manager can set up a kiosk.';
export const UNKNOWN_DEVICE_MESSAGE = 'This kiosk is not set up, or it was removed: a manager must set it up again.';
export const OTHER_STORE_MESSAGE = 'You can set up kiosks only for the store you work at.';
export const WRONG_PIN_MESSAGE = 'That PIN is not right.';
export const NOT_A_KIOSK_MESSAGE = 'No kiosk of your store has this number.';
export const NOT_ON_STAFF_MESSAGE = 'No one on this store’s staff has this number.';
export const OVERRIDE_IN_THE_PAST = 'Choose a time later than now, today.';

/** 429 with `Retry-After`: the staff member (or, with `kiosk`, anyone at this kiosk) typed too many wrong PINs in a row. */
export class PinLockedError extends HttpError {
  override readonly name = 'PinLockedError';
  constructor(
    readonly retryAfterSeconds: number,
    kiosk = false,
  ) {
    const minutes = Math.ceil(retryAfterSeconds / 60);
    const wait = `Try again in ${minutes} minute${minutes === 1 ? '' : 's'}`;
    super(429, kiosk ? `Too many wrong PINs on this kiosk. ${wait}.` : `Too many wrong PINs. ${wait}, or ask your manager.`);
  }
}

/** Who is calling, for the password limits of a manager's action: the reply (for `Retry-After`) and the address. */
export interface Caller {
  reply: FastifyReply;
  ip: string;
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

function presentManagedDevice(device: KioskDeviceRow, store: StoreRow, registrar: { id: number; name: string } | null): ManagedKiosk {
  return {
    ...presentDevice(device, store),
    registered_by: registrar ? { id: registrar.id, name: registrar.name } : null,
    last_seen_at: device.lastSeenAt?.toISOString() ?? null,
    revoked_at: device.revokedAt?.toISOString() ?? null,
  };
}

/** The store a manager runs; 403 for anyone else. */
function managedStoreId(user: UserRow): number {
  if (user.role !== 'staff' || !user.isManager || user.storeId === null) throw new ForbiddenError(NOT_A_MANAGER_MESSAGE);
  return user.storeId;
}

/**
 * Kiosk set-up and staff unlock. A manager registers a kiosk for a store once; the kiosk then
 * sends its device token with every call. Staff of that store unlock it with their PIN (argon2id hashes,
 * lock-out by libs/domain `afterWrongPin`), which opens a staff session bound to the kiosk.
 */
export class KioskService {
  readonly passwords: ManagerPasswords;

  constructor(
    private readonly db: Database,
    limits: AuthLimiters,
  ) {
    this.passwords = new ManagerPasswords(db, limits);
  }

  /**
   * Registers a kiosk for a store: managers only, and only for the store they work at (403 otherwise, so a
   * manager cannot open another store's counter to staff they do not manage); the device token is answered
   * this once.
   */
  async register(manager: UserRow, body: KioskDeviceBody, caller: Caller): Promise<{ device_token: string; device: KioskDevice }> {
    if (manager.role !== 'staff' || !manager.isManager) throw new ForbiddenError(NOT_A_MANAGER_MESSAGE);
    await this.passwords.confirm(caller.reply, caller.ip, manager, body.password);
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
    const members = await this.db
      .select({ id: users.id, name: users.name, lockedUntil: users.pinLockedUntil, failedAttempts: users.pinFailedAttempts })
      .from(users)
      .where(and(eq(users.role, 'staff'), eq(users.storeId, store.id), isNotNull(users.pinHash)))
      .orderBy(asc(users.name), asc(users.id));
    const staff = members.map((member) => ({ id: member.id, name: member.name, pin_locked: pinLockSecondsLeft(member, now) > 0 }));
    const hours = presentOpeningHours(store.openingHours);
    const { openNow, todayHours } = storeOpenState(hours, now);
    const override = await activeOverride(this.db, store.id, now);
    return {
      device: presentDevice(device, store),
      staff,
      open_now: openNow,
      counter_open: openNow || override !== null,
      locked_until: pinLockSecondsLeft({ failedAttempts: device.pinFailedAttempts, lockedUntil: device.pinLockedUntil }, now) > 0 ? (device.pinLockedUntil?.toISOString() ?? null) : null,
      override,
      today_hours: todayHours,
      opening_hours: hours,
    };
  }

  /**
   * Unlocks the kiosk for a staff member of its store. A wrong PIN counts towards the staff member's lock-out
   * (401 with the tries left) and the kiosk's; while either is locked out every PIN is refused (429 with
   * Retry-After) before it is checked. A staff member of another store, or no one, gets the same 401 as a wrong
   * PIN. The right PIN outside the store's hours (and no manager's override) answers 403.
   */
  async unlock(device: KioskDeviceRow, store: StoreRow, staffId: number, pin: string, now: Date): Promise<KioskSession> {
    const kioskClaim = await claimKioskPinAttempt(this.db, device.id, now);
    if (!kioskClaim.ok) throw new PinLockedError(kioskClaim.lockSeconds, true);
    const [member] = await this.db
      .select()
      .from(users)
      .where(and(eq(users.id, staffId), eq(users.role, 'staff'), eq(users.storeId, store.id)));
    if (!member || !member.pinHash) {
      await verifySecret(null, pin);
      if (kioskClaim.lockSeconds > 0) throw new PinLockedError(kioskClaim.lockSeconds, true);
      throw new UnauthenticatedError(WRONG_PIN_MESSAGE);
    }
    const claim = await claimPinAttempt(this.db, member.id, now);
    if (!claim.ok) throw new PinLockedError(claim.lockSeconds);
    if (!(await verifySecret(member.pinHash, pin))) {
      if (claim.lockSeconds > 0) throw new PinLockedError(claim.lockSeconds);
      if (kioskClaim.lockSeconds > 0) throw new PinLockedError(kioskClaim.lockSeconds, true);
      throw new WrongPinError(claim.attemptsLeft);
    }
    await Promise.all([clearPinAttempts(this.db, member.id), clearKioskPinAttempts(this.db, device.id)]);
    // After the PIN, so a closed store's kiosk tells only its own staff why it does not open.
    await assertCounterOpen(this.db, store, now);
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

  /** The kiosks of the manager's store, newest first, revoked ones included (403 for anyone but a manager). */
  async listForManager(manager: UserRow): Promise<ManagedKiosk[]> {
    const storeId = managedStoreId(manager);
    const rows = await this.db
      .select({ device: kioskDevices, store: stores, registrar: registrarColumns })
      .from(kioskDevices)
      .innerJoin(stores, eq(stores.id, kioskDevices.storeId))
      .leftJoin(registrars, eq(registrars.id, kioskDevices.registeredBy))
      .where(eq(kioskDevices.storeId, storeId))
      .orderBy(desc(kioskDevices.createdAt), desc(kioskDevices.id));
    return rows.map((row) => presentManagedDevice(row.device, row.store, row.registrar));
  }

  /**
   * Revokes a kiosk of the manager's store (404 for any other kiosk, so other stores' kiosks are not revealed):
   * its device token stops working and every staff session opened on it ends now. Revoking twice changes nothing.
   */
  async revoke(manager: UserRow, deviceId: number, body: RevokeKioskBody, now: Date): Promise<ManagedKiosk> {
    const storeId = managedStoreId(manager);
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ device: kioskDevices, store: stores })
        .from(kioskDevices)
        .innerJoin(stores, eq(stores.id, kioskDevices.storeId))
        .where(and(eq(kioskDevices.id, deviceId), eq(kioskDevices.storeId, storeId)))
        .for('update', { of: kioskDevices });
      if (!row) throw new HttpError(404, NOT_A_KIOSK_MESSAGE);
      const [registrar] = row.device.registeredBy === null ? [] : await tx.select(registrarColumns).from(registrars).where(eq(registrars.id, row.device.registeredBy));
      if (row.device.revokedAt) return presentManagedDevice(row.device, row.store, registrar ?? null);
      const [revoked] = await tx.update(kioskDevices).set({ revokedAt: now }).where(eq(kioskDevices.id, deviceId)).returning();
      await tx.update(authTokens).set({ revokedAt: now }).where(and(eq(authTokens.kioskDeviceId, deviceId), isNull(authTokens.revokedAt)));
      await recordAudit(tx, {
        actorUserId: manager.id,
        storeId,
        action: 'kiosk.revoke',
        reason: body.reason,
        before: { kiosk_id: deviceId, revoked_at: null },
        after: { kiosk_id: deviceId, revoked_at: now.toISOString() },
      });
      return presentManagedDevice(revoked ?? row.device, row.store, registrar ?? null);
    });
  }

  /**
   * A manager of the kiosk's store lifts a staff member's PIN lock-out, with their password; recorded in the
   * audit log. 404 for anyone not on this store's staff.
   */
  async clearPinLock(device: KioskDeviceRow, store: StoreRow, staffId: number, body: ClearPinLockBody, caller: Caller) {
    const manager = await this.passwords.managerOf(caller.reply, caller.ip, store.id, body.manager_email, body.password);
    const [member] = await this.db
      .select()
      .from(users)
      .where(and(eq(users.id, staffId), eq(users.role, 'staff'), eq(users.storeId, store.id), isNotNull(users.pinHash)));
    if (!member) throw new HttpError(404, NOT_ON_STAFF_MESSAGE);
    await clearPinAttempts(this.db, member.id);
    await recordAudit(this.db, {
      actorUserId: manager.id,
      storeId: store.id,
      action: 'staff.pin-lock-clear',
      reason: body.reason || null,
      before: { staff_id: member.id, failed_attempts: member.pinFailedAttempts, locked_until: member.pinLockedUntil?.toISOString() ?? null, kiosk_id: device.id },
      after: { staff_id: member.id, failed_attempts: 0, locked_until: null },
    });
    return { id: member.id, name: member.name, pin_locked: false };
  }

  /**
   * A manager of the kiosk's store lifts the kiosk's own lock-out after wrong PINs, with their password and a
   * reason, from the locked kiosk itself; recorded in the audit log. Answers the lock screen's new state.
   */
  async clearDeviceLock(device: KioskDeviceRow, store: StoreRow, body: ClearDeviceLockBody, caller: Caller, now: Date): Promise<KioskDeviceState> {
    const manager = await this.passwords.managerOf(caller.reply, caller.ip, store.id, body.manager_email, body.password);
    await clearKioskPinAttempts(this.db, device.id);
    await recordAudit(this.db, {
      actorUserId: manager.id,
      storeId: store.id,
      action: 'kiosk.pin-lock-clear',
      reason: body.reason,
      before: { kiosk_id: device.id, failed_attempts: device.pinFailedAttempts, locked_until: device.pinLockedUntil?.toISOString() ?? null },
      after: { kiosk_id: device.id, failed_attempts: 0, locked_until: null },
    });
    return this.state({ ...device, pinFailedAttempts: 0, pinLockedUntil: null }, store, now);
  }

  /**
   * A manager of the kiosk's store opens its counter outside opening hours, with their password and a reason,
   * until `until` today (India time) or the end of the day; recorded in the audit log.
   */
  async openOutsideHours(device: KioskDeviceRow, store: StoreRow, body: CounterOverrideBody, caller: Caller, now: Date): Promise<CounterOverride> {
    const manager = await this.passwords.managerOf(caller.reply, caller.ip, store.id, body.manager_email, body.password);
    const openUntil = body.until ? indiaTimeToday(now, body.until) : endOfIndiaDay(now);
    if (openUntil.getTime() <= now.getTime()) throw new ValidationError({ until: [OVERRIDE_IN_THE_PAST] });
    const before = await activeOverride(this.db, store.id, now);
    await this.db.transaction(async (tx) => {
      await tx.insert(counterHoursOverrides).values({ storeId: store.id, openedBy: manager.id, reason: body.reason, openUntil });
      await recordAudit(tx, {
        actorUserId: manager.id,
        storeId: store.id,
        action: 'counter.hours-override',
        reason: body.reason,
        before: { open_now: storeOpenState(presentOpeningHours(store.openingHours), now).openNow, override_until: before?.open_until ?? null },
        after: { override_until: openUntil.toISOString(), kiosk_id: device.id },
      });
    });
    return { open_until: openUntil.toISOString(), manager: { id: manager.id, name: manager.name }, reason: body.reason };
  }
}
