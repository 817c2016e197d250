import { AUTH_COOKIE_MAX_AGE_SECONDS } from '../constants';
import { isSignedIn, signedOutSession, type AuthSession } from './auth-session';
import { serializeClearingCookie, serializeCookie, type CookieOptions } from './cookie';

/** Name of the cookie holding the access token. */
export const AUTH_TOKEN_COOKIE = 'auth_token';
/** Name of the cookie holding the user record as JSON. */
export const AUTH_USER_COOKIE = 'auth_user';

/**
 * Attributes of both auth cookies (SPEC.md §9): 7 days, secure, lax same-site, not
 * http-only, since the client reads them to restore the session.
 */
export const AUTH_COOKIE_OPTIONS: Readonly<CookieOptions> = Object.freeze({
  maxAge: AUTH_COOKIE_MAX_AGE_SECONDS,
  secure: true,
  sameSite: 'lax',
  httpOnly: false,
  path: '/',
});

function isObject(value: unknown): boolean {
  return typeof value === 'object' && value !== null;
}

/**
 * The two cookie strings that store a session (SPEC.md §4): token and user as JSON for a
 * signed-in session; clearing cookies for any other, so that half a session is never kept.
 */
export function authSessionCookies<U>(session: AuthSession<U>): [token: string, user: string] {
  if (!isSignedIn(session)) {
    return [
      serializeClearingCookie(AUTH_TOKEN_COOKIE, AUTH_COOKIE_OPTIONS),
      serializeClearingCookie(AUTH_USER_COOKIE, AUTH_COOKIE_OPTIONS),
    ];
  }
  return [
    serializeCookie(AUTH_TOKEN_COOKIE, session.token, AUTH_COOKIE_OPTIONS),
    serializeCookie(AUTH_USER_COOKIE, JSON.stringify(session.user), AUTH_COOKIE_OPTIONS),
  ];
}

/**
 * Restores the session from parsed cookies at start (SPEC.md §4). Signed out when either
 * cookie is missing, the token is empty, the user is not valid JSON or fails `isUser`
 * (by default: any JSON object). Never throws.
 */
export function restoreAuthSession<U>(
  cookies: Readonly<Record<string, string | undefined>>,
  isUser: (value: unknown) => value is U = isObject as (value: unknown) => value is U,
): AuthSession<U> {
  const token = cookies[AUTH_TOKEN_COOKIE];
  const userJson = cookies[AUTH_USER_COOKIE];
  if (!token || !userJson) return signedOutSession();
  let user: unknown;
  try {
    user = JSON.parse(userJson);
  } catch {
    return signedOutSession();
  }
  return isUser(user) ? { token, user } : signedOutSession();
}
