import { cloneElement, isValidElement, type ReactElement } from 'react';
import { ScrollRestoration as RouterScrollRestoration } from 'react-router';

/** Where React Router keeps the scroll positions of the history entries (its default storage key). */
export const SCROLL_POSITIONS_KEY = 'react-router-scroll-positions';

/**
 * Runs in the page, as an inline script, before the first paint: back on a page already seen (reload, back or
 * forward to a full page load), scroll to where the shopper was. Stringified into the document, so it must stand alone.
 *
 * A history entry gets its key from the first script that finds none; an entry without a key is one the browser
 * has just made, for which nothing can be stored, so the script touches neither the history nor the session's
 * storage then. Those are calls into the browser's own process, and each made the page's first paint wait on it
 * (React Router's own script makes both on every load); the entry is keyed later, before the router starts
 * (shared/history-key.ts).
 */
function restoreScrollPosition(storageKey: string) {
  const key = window.history.state && window.history.state.key;
  if (!key) return;
  try {
    const stored = JSON.parse(sessionStorage.getItem(storageKey) || '{}')[key];
    if (typeof stored === 'number') window.scrollTo(0, stored);
  } catch {
    sessionStorage.removeItem(storageKey);
  }
}

/** The inline script that restores the scroll position before the first paint. */
export function restoreScrollPositionScript() {
  return `(${restoreScrollPosition.toString()})(${JSON.stringify(SCROLL_POSITIONS_KEY)})`;
}

/**
 * React Router's `<ScrollRestoration>` (it saves each entry's position and restores it on client navigations),
 * with a leaner script for full page loads: see {@link restoreScrollPosition}.
 */
export function ScrollRestoration() {
  // Called rather than rendered so that its script can be replaced; its hooks are this component's, called in the
  // same order on every render (as DeferredScripts does with `<Scripts>`).
  const rendered = RouterScrollRestoration({});
  if (!isValidElement(rendered) || rendered.type !== 'script') return rendered;
  return cloneElement(rendered as ReactElement<{ dangerouslySetInnerHTML?: { __html: string } }>, { dangerouslySetInnerHTML: { __html: restoreScrollPositionScript() } });
}
