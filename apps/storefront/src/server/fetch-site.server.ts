import { PUBLIC_ORIGIN } from './api.server';

/**
 * True when a POST came from one of our own pages: the browser says so (Sec-Fetch-Site same-origin) and the
 * Origin it sends names this site. A browser that sends no Sec-Fetch-Site is judged by its Origin alone; a post
 * with neither is not trusted. Another port or a sibling subdomain is another origin, however same-site.
 */
export function isOwnFormPost(request: Request): boolean {
  const site = request.headers.get('sec-fetch-site');
  if (site !== null && site !== 'same-origin') return false;
  const origin = request.headers.get('origin');
  if (origin === null) return site === 'same-origin';
  return origin === PUBLIC_ORIGIN || origin === new URL(request.url).origin;
}
