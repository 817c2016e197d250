import { lazy, useEffect, useState, type ComponentType } from 'react';
import { whenIdle } from './when-idle';

/**
 * A part of a page whose code comes once the page has hydrated (in a Suspense boundary of its own), so that the
 * first load carries neither it nor what it imports. `load()` fetches it (a route's `clientLoader` or an effect
 * starts it early); once it has come, `current()` gives the component itself, which draws in the first frame where
 * React.lazy would leave it out until a later one. Keep the component a page renders for as long as it is shown
 * (`useState(part.current)`): switching from the lazy one to the loaded one would mount it again.
 */
export function lazyPart<Props extends object>(load: () => Promise<{ default: ComponentType<Props> }>) {
  let loaded: ComponentType<Props> | undefined;
  const loadOnce = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(loadOnce);
  return {
    load: loadOnce,
    /** Fetches it ahead of its use; should that fail, the use asks for it again. */
    prefetch: () => void loadOnce().catch(() => undefined),
    current: (): ComponentType<Props> => loaded ?? Lazy,
  };
}

export type LazyPart<Props extends object> = ReturnType<typeof lazyPart<Props>>;

/**
 * A part the shopper opens (a drawer, a sheet): nothing until `show()`, then its component as it was at the first
 * opening, kept from then on.
 */
export function useOpenedPart<Props extends object>(part: LazyPart<Props>) {
  const [Opened, setOpened] = useState<ComponentType<Props>>();
  return [Opened, () => setOpened((opened?: ComponentType<Props>) => opened ?? part.current())] as const;
}

/**
 * Fetches a part once the page is idle after hydration, where `media` matches (everywhere without it): for a panel
 * a tap opens, which then draws in the tap's own frame rather than once its code has come over a slow line. With
 * `then` (useOpenedPart's `show`), gives the part once it has come: a panel kept drawn while closed, which the tap
 * then only shows.
 */
export function usePrefetchWhenIdle<Props extends object>(part: LazyPart<Props>, media?: string, then?: () => void) {
  useEffect(
    () =>
      whenIdle(() => {
        if (!media || window.matchMedia(media).matches) part.load().then(then, () => undefined);
      }),
    // `then` is a new function each render that does the same: the page's first is enough.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [part, media],
  );
}
