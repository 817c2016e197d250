import { AttemptLimiter, longestWait, type Clock } from '../accounts/attempt-limiter';

const MINUTE = 60_000;

/**
 * How many bookings `POST /appointment` takes, counted in memory per process:
 *
 * | limiter    | counts                                                 | limit | window |
 * |------------|--------------------------------------------------------|-------|--------|
 * | `perClient`| bookings from one address (a guest) or one signed-in user |  10   | 10 min |
 * | `perPhone` | bookings for one phone number (E.164), from anywhere   |   5   | 10 min |
 *
 * A family booking a few visits stays far below them; a script filling every slot, or one person's
 * number booked from many addresses, does not. Over a limit: 429 with `Retry-After`, before any lookup.
 */
export const BOOKING_LIMITS = {
  perClient: { limit: 10, windowMs: 10 * MINUTE },
  perPhone: { limit: 5, windowMs: 10 * MINUTE },
} as const;

export type BookingLimitSettings = { readonly [K in keyof typeof BOOKING_LIMITS]: { limit: number; windowMs: number } };

export const TOO_MANY_BOOKINGS_MESSAGE = 'Too many bookings. Please try again in';

/** The limiters of one app. */
export class BookingLimits {
  private readonly perClient: AttemptLimiter;
  private readonly perPhone: AttemptLimiter;

  constructor(settings: BookingLimitSettings = BOOKING_LIMITS, clock: Clock = Date.now) {
    this.perClient = new AttemptLimiter({ ...settings.perClient, clock });
    this.perPhone = new AttemptLimiter({ ...settings.perPhone, clock });
  }

  /**
   * Counts a booking by `client` (`ip:<address>` or `user:<id>`) for `phone`: 0 when it may go ahead,
   * otherwise the seconds to wait (nothing is counted then, so waiting is enough to get through).
   */
  take(client: string, phone: string): number {
    const wait = longestWait([
      [this.perClient, client],
      [this.perPhone, phone],
    ]);
    if (wait > 0) return wait;
    this.perClient.hit(client);
    this.perPhone.hit(phone);
    return 0;
  }
}
