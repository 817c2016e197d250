import type { ColorMode } from '@aurelia/domain';
import type { UIMatch } from 'react-router';

/** What a route module may declare in its `handle` export. */
export interface RouteHandle {
  /** Forces the colour mode on this page (docs/behaviour.md §4 "route meta"); `system` is warned against and ignored. */
  colorMode?: ColorMode | 'system';
  /** Renders the page without the shop's header and footer (the maintenance page). */
  bare?: true;
  /** A page to finish a task on (checkout): a short header and footer, no categories, search or long footer. */
  focused?: true;
}

function handleOf(match: UIMatch): RouteHandle {
  return (match.handle ?? {}) as RouteHandle;
}

/** The deepest route's forced colour mode, if any (passed on as is: the domain warns about `system`). */
export function forcedColorModeOf(matches: readonly UIMatch[]): RouteHandle['colorMode'] {
  return [...matches].reverse().map(handleOf).find((handle) => handle.colorMode !== undefined)?.colorMode;
}

/** True when a matched route asks for no layout. */
export function isBarePage(matches: readonly UIMatch[]): boolean {
  return matches.some((match) => handleOf(match).bare === true);
}

/** Checkout's pages: nothing around them leads away from paying (a short header and footer, `focused`). */
export const FOCUSED_PAGE: RouteHandle = { focused: true };

/** True when a matched route asks for the focused frame (checkout). */
export function isFocusedPage(matches: readonly UIMatch[]): boolean {
  return matches.some((match) => handleOf(match).focused === true);
}
