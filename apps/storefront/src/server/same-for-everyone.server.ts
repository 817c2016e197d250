import { AUTH_TOKEN_COOKIE, AUTH_USER_COOKIE, isSameForEveryone } from '@aurelia/domain';

const SESSION_COOKIES = new Set([AUTH_TOKEN_COOKIE, AUTH_USER_COOKIE]);

/**
 * Whether the page a URL asks for shows everyone the same thing (libs/domain `isSameForEveryone`), for a page or
 * for React Router's data request of it (`/product/noor.data`; the home page's is `/_root.data`).
 */
export function pageIsSameForEveryone(url: string): boolean {
  let pathname: string;
  try {
    pathname = new URL(url, 'http://shop.invalid').pathname;
  } catch {
    return false;
  }
  if (pathname.endsWith('.data')) pathname = pathname.slice(0, -'.data'.length);
  if (pathname === '/_root') pathname = '/';
  return isSameForEveryone(pathname);
}

function cookieName(pair: string): string {
  return pair.slice(0, pair.indexOf('=') === -1 ? undefined : pair.indexOf('=')).trim();
}

/** Whether a Cookie header holds a session (either of the auth cookies), however it is spelled out. */
export function hasSessionCookie(cookieHeader: string | undefined): boolean {
  return (cookieHeader ?? '').split(';').some((pair) => SESSION_COOKIES.has(cookieName(pair)));
}

/** A Cookie header without the session's cookies: what the same browser would send signed out. */
export function withoutSession(cookieHeader: string): string {
  return cookieHeader
    .split(';')
    .filter((pair) => pair.trim() !== '' && !SESSION_COOKIES.has(cookieName(pair)))
    .map((pair) => pair.trim())
    .join('; ');
}
