/**
 * `max` calls in `window` (as @fastify/rate-limit reads it: '10 minutes'), counted per client IP, or per kiosk
 * (its device token; the IP for a call without one), so one screen cannot try PINs quickly.
 */
export interface RateLimit {
  readonly max: number;
  readonly window: string;
  readonly per: 'ip' | 'kiosk';
  /** Counts only the calls that send this query parameter, not blank (a search, not a plain listing). */
  readonly onlyWithQuery?: string;
}

/** The per-IP cap of the calls the account's attempt limiters do not count (creating accounts, codes, links, passwords). */
export const perIpCap = (max: number) => ({ max, window: '10 minutes', per: 'ip' }) as const satisfies RateLimit;

/** Searches (`GET /products` with `q`) per client IP: each costs the database far more than a listing. */
export const SEARCH_RATE_LIMIT = { max: 60, window: '1 minute', per: 'ip', onlyWithQuery: 'q' } as const satisfies RateLimit;
