import { holdsSession } from '@aurelia/domain';
import { readSession } from './api.server';

/**
 * What a shared cache (a CDN, the reverse proxy) may do with a guest's page: serve it for 10 s, then serve it
 * stale for up to a minute while it fetches a fresh one. Browsers keep nothing (max-age=0): a shopper who signs
 * in sees their own page at once.
 */
export const GUEST_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=10, stale-while-revalidate=60';
/** A signed-in shopper's page names them: nobody stores it. */
export const PRIVATE_PAGE_CACHE_CONTROL = 'private, no-store';

/**
 * Sets Cache-Control and Vary on a rendered page or its data: public for a guest's successful GET that sets no
 * cookie, private and unstored for anything else (signed in, redirects, errors, a flash message being
 * cleared). `Vary: Cookie` keeps a cache from handing a guest's copy to a signed-in shopper or back; the
 * compression middleware adds Accept-Encoding.
 */
export function setPageCacheHeaders(request: Request, status: number, headers: Headers): void {
  const method = request.method.toUpperCase();
  const shareable = (method === 'GET' || method === 'HEAD') && status === 200 && !headers.has('set-cookie') && !holdsSession(readSession(request));
  headers.set('Cache-Control', shareable ? GUEST_PAGE_CACHE_CONTROL : PRIVATE_PAGE_CACHE_CONTROL);
  headers.append('Vary', 'Cookie');
}
