/**
 * Gives the history entry the browser has just made a key of its own, as React Router's inline script would have
 * before the first paint (shared/scroll-restoration.tsx leaves a new entry alone); the router reads it as it starts,
 * and keeps each entry's scroll position under it.
 */
export function keyHistoryEntry() {
  if (window.history.state?.key) return;
  window.history.replaceState({ ...window.history.state, key: Math.random().toString(32).slice(2) }, '');
}
