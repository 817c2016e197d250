/** What a request answers while the database cannot be reached: the wire message and `Retry-After` (seconds). */
export const DATABASE_UNAVAILABLE = {
  message: 'The shop is briefly unavailable: please try again in a few seconds.',
  retryAfterSeconds: 5,
} as const;

/** Network errors of the driver's socket: the server is down, restarting or unreachable. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * SQLSTATEs of a lost or refused session: class 08 (connection exception), 57P01 admin shutdown
 * (pg_terminate_backend, a fast shutdown), 57P02 crash shutdown, 57P03 cannot connect now (starting up),
 * 53300 too many connections.
 */
const isLostSessionState = (code: string) => code.startsWith('08') || code === '57P01' || code === '57P02' || code === '57P03' || code === '53300';

/** Messages node-postgres and pg-pool give a lost connection, which carry no code. */
const LOST_CONNECTION_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Cannot use a pool after calling end on the pool',
  'Client was closed and is not queryable',
];

/**
 * Whether `error` (or an error it wraps: Drizzle wraps the driver's in `cause`) says the database could not
 * be reached or dropped the session, as opposed to refusing the query: such a request may simply be sent
 * again once the database is back, so it answers 503, never 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || (/^[0-9A-Z]{5}$/.test(code) && isLostSessionState(code)))) return true;
    if (typeof message === 'string' && LOST_CONNECTION_MESSAGES.some((lost) => message.includes(lost))) return true;
    const { errors } = current as { errors?: unknown };
    // An AggregateError (a refused connection to several addresses, as net gives for `localhost`).
    if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
