import { useSyncExternalStore } from 'react';
import type { IconPathSet, IconSource } from './icon-source';

let paths: IconPathSet | undefined;
let loading = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!loading) {
    loading = true;
    // In a task of its own, once the effects of the commit that mounted the first icons (hydration's) have run.
    setTimeout(() => {
      void import('./icon-paths').then(({ ICON_PATHS }) => {
        paths = ICON_PATHS;
        for (const notify of listeners) notify();
      });
    }, 0);
  }
  return () => {
    listeners.delete(listener);
  };
}

/**
 * `Icon`'s drawings for a server-rendered page (the storefront's browser build puts this module in place of
 * icon-source.ts): `'server'` while the page hydrates, where the server's drawings stay as they are, then the
 * whole set, fetched once the first icons have mounted. An icon first drawn in the browser before then is an
 * empty box of its size for that moment.
 */
export function useIconPaths(): IconSource {
  return useSyncExternalStore<IconSource>(
    subscribe,
    () => paths,
    () => 'server',
  );
}
