import { PUBLIC_ORIGIN } from './api.server';

/** Where a navigation may come from and still change state: our own pages, or the shopper typing the address. */
const OWN_NAVIGATION = new Set(['same-origin', 'same-site', 'none']);

/**
 * True when the browser says the request came from our own site or the shopper's own hand (Sec-Fetch-Site).
 * A request without the header (an old browser, a script) is not trusted: it gets the cautious answer.
 */
export function isOwnNavigation(request: Request): boolean {
  const site = request.headers.get('sec-fetch-site');
  return site !== null && OWN_NAVIGATION.has(site);
}

/**
 * True when a POST came from one of our own pages: Sec-Fetch-Site same-origin, or, from a browser that does not
 * send it, an Origin header naming this site.
 */
export function isOwnFormPost(request: Request): boolean {
  const site = request.headers.get('sec-fetch-site');
  if (site !== null) return site === 'same-origin';
  const origin = request.headers.get('origin');
  return origin !== null && (origin === PUBLIC_ORIGIN || origin === new URL(request.url).origin);
}
