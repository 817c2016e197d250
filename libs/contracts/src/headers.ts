/**
 * The names of the API's own headers, without zod: a client that only sends them (libs/api-client) imports
 * `@aurelia/contracts/headers` and does not bundle the schemas.
 */

/**
 * The header a registered kiosk sends with every call: the device token it was given at set-up. It names
 * the store; a staff member's PIN then opens a session on it.
 */
export const KIOSK_DEVICE_HEADER = 'x-kiosk-device';

/** Sent with a 429: the seconds to wait before trying again. */
export const RETRY_AFTER_HEADER = 'Retry-After';

/** What a route with its own cap (`rateLimit` in the endpoint table) reports on its answers, as @fastify/rate-limit sends them. */
export const RATE_LIMIT_HEADERS = {
  limit: 'X-RateLimit-Limit',
  remaining: 'X-RateLimit-Remaining',
  reset: 'X-RateLimit-Reset',
} as const;
