import { ICON_PATHS } from './icon-paths';

/** Path data of the icons, by name. */
export type IconPathSet = Readonly<Record<string, readonly string[]>>;

/**
 * What `Icon` draws from: the set; `'server'` while hydrating the server's markup, whose drawings are already in
 * the page; or nothing yet (the set is still on its way).
 */
export type IconSource = IconPathSet | 'server' | undefined;

/**
 * Where `Icon` finds its drawings: here the whole set, at once. The storefront's browser build takes
 * icon-source-deferred.ts in its place (apps/storefront/vite.config.ts), as its server-rendered icons need no
 * JavaScript to be seen.
 */
export function useIconPaths(): IconSource {
  return ICON_PATHS;
}
