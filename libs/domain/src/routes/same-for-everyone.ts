import { matchRoute } from './match-route';

/**
 * Whether the page at `pathname` shows everyone the same thing until the browser has it (route-table.ts,
 * `sameForEveryone`): the catalogue, the stores and content pages. Such a page can be rendered once and served
 * to guests and signed-in shoppers alike; whatever names the shopper is filled in by the browser.
 */
export function isSameForEveryone(pathname: string): boolean {
  return matchRoute(pathname)?.route.sameForEveryone === true;
}
