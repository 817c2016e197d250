import { isFeatureDisabled, type FeatureKey } from '../settings/disabled-routes';
import { type SettingsInput } from '../settings/setting';
import { isMaintenanceMode, isStoreOpen } from '../settings/store-flags';
import { matchRoute, type RouteParams } from './match-route';
import { MAINTENANCE_PATH, type RouteDefinition } from './route-table';
import { isSafeRedirectTarget, loginRedirectFor, readQueryParam, splitPath } from './safe-redirect';

/**
 * The session as route access needs it. Signed in means both an access token and a user record are
 * present (docs/behaviour.md §4).
 */
export interface RouteSession {
  token: string | null;
  user: unknown;
}

/** Why a route sent the shopper elsewhere. */
export type RedirectReason = 'maintenance' | 'feature-disabled' | 'store-closed' | 'auth-required' | 'signed-in';

/** The outcome of opening a path. */
export type AccessDecision =
  | { kind: 'allow'; route: RouteDefinition; params: RouteParams }
  | { kind: 'redirect'; to: string; reason: RedirectReason; feature?: FeatureKey }
  | { kind: 'not-found'; path: string };

const CHECKOUT_PATTERN = '/checkout';
const STORE_CLOSED_REDIRECT = '/cart';

function isSignedInSession(session: RouteSession): boolean {
  return typeof session.token === 'string' && session.token !== '' && session.user !== null && session.user !== undefined;
}

function signedInTarget(route: RouteDefinition, search: string): string {
  if (route.signedInRedirect) return route.signedInRedirect;
  const target = readQueryParam(search, 'redirect');
  if (!isSafeRedirectTarget(target)) return '/';
  const next = matchRoute(splitPath(target).pathname);
  return next?.route.access === 'guest-only' ? '/' : target;
}

/**
 * Decides what opening `path` (pathname plus optional search) does, in this order:
 * 1. `maintenance_mode=true` sends every path but /maintenance to /maintenance;
 * 2. an unknown path is the 404 page;
 * 3. a route whose feature is in `disabled_routes` goes to `/`, naming the feature;
 * 4. /checkout goes to /cart while `is_store_open=false` (its outcome pages stay reachable);
 * 5. a signed-in-only route sends a guest to `/auth/login?redirect=<path and search>`;
 * 6. a guest-only route sends a signed-in user to its fixed target (/auth/otplogin: /user/profile),
 *    else to the `redirect` query when it is a safe same-site path that is not itself guest-only, else `/`.
 * docs/behaviour.md §2, §5; docs/architecture.md "Decisions".
 */
export function decideAccess(path: string, session: RouteSession, settings: SettingsInput): AccessDecision {
  const { pathname, search } = splitPath(path);
  const match = matchRoute(pathname);
  if (isMaintenanceMode(settings) && match?.route.pattern !== MAINTENANCE_PATH) {
    return { kind: 'redirect', to: MAINTENANCE_PATH, reason: 'maintenance' };
  }
  if (match === null) return { kind: 'not-found', path: pathname };
  const { route } = match;
  if (route.feature && isFeatureDisabled(settings, route.feature)) {
    return { kind: 'redirect', to: '/', reason: 'feature-disabled', feature: route.feature };
  }
  if (route.pattern === CHECKOUT_PATTERN && !isStoreOpen(settings)) {
    return { kind: 'redirect', to: STORE_CLOSED_REDIRECT, reason: 'store-closed' };
  }
  const signedIn = isSignedInSession(session);
  if (route.access === 'signed-in' && !signedIn) {
    return { kind: 'redirect', to: loginRedirectFor(pathname, search), reason: 'auth-required' };
  }
  if (route.access === 'guest-only' && signedIn) {
    return { kind: 'redirect', to: signedInTarget(route, search), reason: 'signed-in' };
  }
  return { kind: 'allow', route, params: match.params };
}
