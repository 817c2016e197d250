import type { ColorMode } from '@aurelia/domain';
import type { ComponentType } from 'react';
import type { UIMatch } from 'react-router';

/** What a route module may declare in its `handle` export. */
export interface RouteHandle {
  /** Forces the colour mode on this page (docs/behaviour.md §4 "route meta"); `system` is warned against and ignored. */
  colorMode?: ColorMode | 'system';
  /** Renders the page without the shop's header and footer (the maintenance page). */
  bare?: true;
  /**
   * A page to finish a task on (checkout): the header and footer it is framed with instead of the shop's. The route
   * module brings them, so only its pages load them.
   */
  frame?: PageFrame;
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

/** A header and footer drawn around a page in place of the shop's. */
export interface PageFrame {
  Header: ComponentType;
  Footer: ComponentType;
}

/** The frame the deepest route that has one asks for (checkout's focused frame), or undefined for the shop's own. */
export function frameOf(matches: readonly UIMatch[]): PageFrame | undefined {
  return [...matches].reverse().map(handleOf).find((handle) => handle.frame !== undefined)?.frame;
}
