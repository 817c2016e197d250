import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

// SESSION_SECRET keeps the tokens good across restarts and workers (server/host/main.mjs shares one among its workers).
const SECRET = process.env['SESSION_SECRET'] || randomBytes(32).toString('base64url');

/**
 * The sign-out form's token: bound to the session (an HMAC of its token with the server's secret), so a page
 * elsewhere cannot make one, and without giving the session's token away.
 */
export function signOutToken(sessionToken: string): string {
  return createHmac('sha256', SECRET).update(`sign-out:${sessionToken}`).digest('base64url');
}

/** Whether a posted form token is this session's. */
export function isSignOutToken(sessionToken: string, posted: unknown): boolean {
  if (typeof posted !== 'string') return false;
  const expected = Buffer.from(signOutToken(sessionToken));
  const given = Buffer.from(posted);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
