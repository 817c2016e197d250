import { LOGIN_PATH } from './route-table';

/** A path split into its pathname and its search (with the `?`, or empty); any hash is dropped. */
export interface SplitPath {
  pathname: string;
  search: string;
}

/** Splits `/a/b?x=1#top` into `{ pathname: '/a/b', search: '?x=1' }`. */
export function splitPath(path: string): SplitPath {
  const withoutHash = path.split('#', 1)[0] as string;
  const queryAt = withoutHash.indexOf('?');
  return queryAt === -1 ?
      { pathname: withoutHash, search: '' }
    : { pathname: withoutHash.slice(0, queryAt), search: withoutHash.slice(queryAt) };
}

function decodeQueryPart(part: string): string | null {
  try {
    return decodeURIComponent(part.replaceAll('+', ' '));
  } catch {
    return null;
  }
}

/** The first value of query parameter `name` in `search` (`?a=1&b=2` or `a=1&b=2`), decoded; else null. */
export function readQueryParam(search: string, name: string): string | null {
  const query = search.startsWith('?') ? search.slice(1) : search;
  for (const pair of query.split('&')) {
    const equalsAt = pair.indexOf('=');
    const key = decodeQueryPart(equalsAt === -1 ? pair : pair.slice(0, equalsAt));
    if (key === name) return decodeQueryPart(equalsAt === -1 ? '' : pair.slice(equalsAt + 1));
  }
  return null;
}

/**
 * True when `target` is a same-site relative path: it starts with one `/`, the next character is not
 * another `/` or a `\` (browsers read both as a host), and it holds no control characters (browsers
 * strip tabs and newlines, which could turn `/\t/evil.example` into `//evil.example`).
 */
export function isSafeRedirectTarget(target: unknown): target is string {
  if (typeof target !== 'string' || !target.startsWith('/')) return false;
  if (target[1] === '/' || target[1] === '\\') return false;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  return !/[\u0000-\u001f\u007f]/.test(target);
}

/** The sign-in page with the original path and search to come back to: `/auth/login?redirect=...`. */
export function loginRedirectFor(pathname: string, search = ''): string {
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(pathname + search)}`;
}
