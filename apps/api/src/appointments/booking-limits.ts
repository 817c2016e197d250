import { APPOINTMENT_BOOKING_DAYS } from '@aurelia/domain';
import { AttemptLimiter, longestWait, type Clock } from '../accounts/attempt-limiter';
import { isLoopbackHost } from '../config';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/**
 * How many bookings `POST /appointment` takes, counted in memory per process:
 *
 * | limiter             | counts                                                       | limit | window |
 * |---------------------|--------------------------------------------------------------|-------|--------|
 * | `perClient`         | bookings from one address (a guest) or one signed-in user    |  10   | 10 min |
 * | `perPhone`          | bookings for one phone number (E.164), from anywhere         |   5   | 10 min |
 * | `perAddress`        | bookings from one address, guests and accounts alike         |  10   | 1 day  |
 * | `perAddressStoreDay`| bookings from one address for one store's date               |   3   | 15 days|
 *
 * A family booking a few visits stays far below them; a script filling every slot, one person's number
 * booked from many addresses, or one address signing up many accounts to fill a store's week, does not.
 * Over the first three: 429 with `Retry-After`; over a store-day's share: 409 (waiting does not help: the
 * window outlasts the days of slots on offer). The two per-address limits leave loopback alone: a call from
 * this machine (the storefront's own server, local tools) names no shopper's address.
 */
export const BOOKING_LIMITS = {
  perClient: { limit: 10, windowMs: 10 * MINUTE },
  perPhone: { limit: 5, windowMs: 10 * MINUTE },
  perAddress: { limit: 10, windowMs: DAY },
  perAddressStoreDay: { limit: 3, windowMs: (APPOINTMENT_BOOKING_DAYS + 1) * DAY },
} as const;

export type BookingLimitSettings = { readonly [K in keyof typeof BOOKING_LIMITS]: { limit: number; windowMs: number } };

export const TOO_MANY_BOOKINGS_MESSAGE = 'Too many bookings. Please try again in';
export const STORE_DAY_SHARE_MESSAGE = (limit: number) =>
  `At most ${limit} appointments at one store on one date can be booked from the same network; please choose another date or store.`;

/** Who books what: the counted keys of one booking. */
export interface BookingAttempt {
  /** `user:<id>` for a signed-in shopper, `ip:<address>` for a guest. */
  client: string;
  /** The request's address, whoever is signed in. */
  address: string;
  /** The phone number (E.164). */
  phone: string;
  /** The store and date of the slot, when the slot exists. */
  storeDay?: { storeId: number; date: string } | undefined;
}

/** A booking may go ahead, must wait `retryAfter` seconds, or has used its address's share of that store-day. */
export type BookingVerdict = { ok: true } | { ok: false; retryAfter: number } | { ok: false; storeDayFull: true; limit: number };

/** The limiters of one app. */
export class BookingLimits {
  private readonly perClient: AttemptLimiter;
  private readonly perPhone: AttemptLimiter;
  private readonly perAddress: AttemptLimiter;
  private readonly perAddressStoreDay: AttemptLimiter;

  constructor(
    private readonly settings: BookingLimitSettings = BOOKING_LIMITS,
    clock: Clock = Date.now,
  ) {
    this.perClient = new AttemptLimiter({ ...settings.perClient, clock });
    this.perPhone = new AttemptLimiter({ ...settings.perPhone, clock });
    this.perAddress = new AttemptLimiter({ ...settings.perAddress, clock });
    this.perAddressStoreDay = new AttemptLimiter({ ...settings.perAddressStoreDay, clock });
  }

  /**
   * Counts a booking in every limiter, or in none when one refuses it (so waiting is enough to get
   * through a 429). Synchronous: concurrent requests cannot all pass the same check.
   */
  take(attempt: BookingAttempt): BookingVerdict {
    const address = isLoopbackHost(attempt.address) ? undefined : `ip:${attempt.address}`;
    const wait = longestWait([
      [this.perClient, attempt.client],
      [this.perPhone, attempt.phone],
      ...(address === undefined ? [] : [[this.perAddress, address] as const]),
    ]);
    if (wait > 0) return { ok: false, retryAfter: wait };
    const storeDay = address && attempt.storeDay ? `${address}|${attempt.storeDay.storeId}|${attempt.storeDay.date}` : undefined;
    if (storeDay !== undefined && this.perAddressStoreDay.retryAfter(storeDay) > 0) {
      return { ok: false, storeDayFull: true, limit: this.settings.perAddressStoreDay.limit };
    }
    this.perClient.hit(attempt.client);
    this.perPhone.hit(attempt.phone);
    if (address !== undefined) this.perAddress.hit(address);
    if (storeDay !== undefined) this.perAddressStoreDay.hit(storeDay);
    return { ok: true };
  }
}
