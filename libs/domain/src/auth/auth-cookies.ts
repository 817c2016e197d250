import { AUTH_COOKIE_MAX_AGE_SECONDS } from '../constants';
import { holdsSession, signedOutSession, type AuthSession, type ServerSession } from './auth-session';
import { serializeClearingCookie, serializeCookie, type CookieOptions } from './cookie';

/** Name of the cookie holding the access token: HttpOnly, only the storefront server reads it. */
export const AUTH_TOKEN_COOKIE = 'auth_token';
/** Name of the cookie holding the user record as JSON: the page reads it to name the shopper. */
export const AUTH_USER_COOKIE = 'auth_user';

/**
 * Attributes of the auth cookies: 7 days, lax same-site, the whole site, `Secure` when the shop is served over
 * TLS. The token is HttpOnly: no script, ours or another page's on the same host, can read it. The user record
 * stays readable, for the header of a page rendered as a guest's.
 */
export function authCookieOptions(secure: boolean): { token: Readonly<CookieOptions>; user: Readonly<CookieOptions> } {
  const common = { maxAge: AUTH_COOKIE_MAX_AGE_SECONDS, secure, sameSite: 'lax', path: '/' } as const;
  return { token: { ...common, httpOnly: true }, user: { ...common, httpOnly: false } };
}

/**
 * The two `Set-Cookie` values that store a server session: the token and the user as JSON when a session is
 * held; clearing cookies for any other, so that half a session is never kept.
 */
export function authSessionCookies<U>(session: ServerSession<U>, secure: boolean): [token: string, user: string] {
  const options = authCookieOptions(secure);
  if (!holdsSession(session)) {
    return [serializeClearingCookie(AUTH_TOKEN_COOKIE, options.token), serializeClearingCookie(AUTH_USER_COOKIE, options.user)];
  }
  return [
    serializeCookie(AUTH_TOKEN_COOKIE, session.token, options.token),
    serializeCookie(AUTH_USER_COOKIE, JSON.stringify(session.user), options.user),
  ];
}

function isObject(value: unknown): boolean {
  return typeof value === 'object' && value !== null;
}

function readUser<U>(json: string | undefined, isUser: (value: unknown) => value is U): U | null {
  if (!json) return null;
  try {
    const user: unknown = JSON.parse(json);
    return isUser(user) ? user : null;
  } catch {
    return null;
  }
}

/**
 * The server session in a request's parsed cookies. Signed out when either cookie is missing, the token is
 * empty, the user is not valid JSON or fails `isUser` (by default: any JSON object). Never throws.
 */
export function restoreAuthSession<U>(
  cookies: Readonly<Record<string, string | undefined>>,
  isUser: (value: unknown) => value is U = isObject as (value: unknown) => value is U,
): ServerSession<U> {
  const token = cookies[AUTH_TOKEN_COOKIE];
  const user = readUser(cookies[AUTH_USER_COOKIE], isUser);
  return token && user !== null ? { token, user } : signedOutSession();
}

/**
 * The session as a page's script sees it in `document.cookie`: the token is out of its reach, the user record
 * is there only while the server holds a session (it sets and clears both together).
 */
export function restoreBrowserSession<U>(
  cookies: Readonly<Record<string, string | undefined>>,
  isUser: (value: unknown) => value is U = isObject as (value: unknown) => value is U,
): AuthSession<U> {
  const user = readUser(cookies[AUTH_USER_COOKIE], isUser);
  return user === null ? { signedIn: false, user: null } : { signedIn: true, user };
}
