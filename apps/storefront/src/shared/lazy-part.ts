import { lazy, type ComponentType } from 'react';

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
  return { load: loadOnce, current: (): ComponentType<Props> => loaded ?? Lazy };
}
