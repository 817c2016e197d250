import { ROUTES, type RouteDefinition } from './route-table';

/** Decoded path parameters, by name. */
export type RouteParams = Readonly<Record<string, string>>;

/** A route and the parameters the path gave it. */
export interface RouteMatch {
  route: RouteDefinition;
  params: RouteParams;
}

function segmentsOf(pathname: string): string[] {
  return pathname.split('/').filter((segment, index, all) => index > 0 && !(segment === '' && index === all.length - 1));
}

function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

function matchPattern(route: RouteDefinition, segments: readonly string[]): RouteParams | null {
  const parts = segmentsOf(route.pattern);
  if (parts.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of parts.entries()) {
    const segment = segments[index] as string;
    if (part.startsWith(':')) {
      const value = segment === '' ? null : decode(segment);
      if (value === null) return null;
      params[part.slice(1)] = value;
    } else if (part.toLowerCase() !== segment.toLowerCase()) {
      return null;
    }
  }
  return params;
}

/**
 * The route of {@link ROUTES} that `pathname` opens, with its decoded parameters, or null for the
 * 404 page. One trailing slash is tolerated; static segments match in any letter case, as React
 * Router matches by default. An empty or badly percent-encoded parameter matches nothing.
 */
export function matchRoute(pathname: string): RouteMatch | null {
  if (!pathname.startsWith('/')) return null;
  const segments = segmentsOf(pathname);
  for (const route of ROUTES) {
    const params = matchPattern(route, segments);
    if (params !== null) return { route, params };
  }
  return null;
}
