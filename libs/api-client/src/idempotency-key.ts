/** Web Crypto as both browsers and Node offer it, typed here: the client compiles without either environment's library. */
declare const crypto: { randomUUID?: () => string; getRandomValues<T extends Uint8Array>(array: T): T };

/**
 * A new `Idempotency-Key`: a UUID where the browser offers one (secure contexts), else 32 random hex digits,
 * so a shop served over plain HTTP on a LAN address can still take orders.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
