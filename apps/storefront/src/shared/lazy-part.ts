import { createElement, lazy, memo, Suspense, useEffect, useRef, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { SHOP_UNREACHABLE } from './shop-unreachable';
import { whenIdle } from './when-idle';

/** What a part that could not be fetched draws (and a prefetch that failed gives: nothing). */
const Nothing = () => null;

/**
 * The server's loads of the parts' code, begun as each part is declared (as the server starts). A part drawn before
 * its code has come is not ready when the page's first bytes go out: React then sends it later, out of place and
 * hidden until an inline script moves it, which a browser without JavaScript never runs (checkout's form, first
 * drawn after a start, stayed hidden so). The server answers no page before these have settled (entry.server.tsx).
 */
const serverLoads: Promise<unknown>[] = [];

/** Settles once the code of every part declared so far has come (on the server; at once in the browser). */
export function partsLoaded(): Promise<unknown> {
  return Promise.allSettled(serverLoads);
}

/** A module already come, as React.lazy takes it: its `then` answers at once, so the part is drawn in that render. */
function cameAlready<Module>(module: Module): Promise<Module> {
  const thenable: PromiseLike<Module> = { then: (onCome) => Promise.resolve(onCome ? onCome(module) : (module as never)) };
  return thenable as Promise<Module>;
}

/**
 * React.lazy for a part the server draws: on the server its code is loaded as the server starts (`partsLoaded`),
 * and drawn in place from the first page; in the browser, plain React.lazy.
 */
// Typed as React.lazy is: any component, its props taken from it.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyDrawn<Part extends ComponentType<any>>(load: () => Promise<{ default: Part }>): LazyExoticComponent<Part> {
  if (!import.meta.env.SSR) return lazy(load);
  let come: { default: Part } | undefined;
  serverLoads.push(load().then((module) => (come = module)));
  return lazy(() => (come ? cameAlready(come) : load()));
}

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
  if (import.meta.env.SSR) serverLoads.push(loadOnce());
  const Lazy = lazy(loadOnce);
  const Optional = lazyOrNothing(loadOnce);
  return {
    load: loadOnce,
    /** Fetches it ahead of its use; should that fail, the use asks for it again. */
    prefetch: () => void loadOnce().catch(Nothing),
    /** With `optional`, a part the page can do without: drawn as nothing if its code cannot be fetched (lazyOrNothing). */
    current: (optional?: boolean): ComponentType<Props> => loaded ?? (optional ? Optional : Lazy),
    /** The component itself once its code has come. */
    loaded: () => loaded,
  };
}

/**
 * React.lazy for a part the page can do without (a menu's panel, the footer, the loading bar): should its code not
 * come (the connection gone, a tab left open from before a release whose files are gone), it draws nothing, where
 * React.lazy would throw to the nearest error boundary and, in the header, take the whole page with it.
 */
export function lazyOrNothing<Props extends object>(load: () => Promise<{ default: ComponentType<Props> }>) {
  return lazyDrawn(() => load().catch(() => ({ default: Nothing })));
}

/**
 * A part of a page with nothing in it to press (a piece's details, an order's lines), hydrated after the rest of the
 * page: its code is not in the first load, and the server's HTML draws it meanwhile. `load` (a route's `clientLoader`:
 * `withParts`) fetches it with a page's data on a navigation, so that it shows with the page. It is drawn again only
 * for new props: the page drawing again before the part has hydrated (its first scroll, say) would otherwise have
 * React throw the server's drawing away and show nothing until the code came. Should its code not come, the server's
 * drawing stays; after a navigation, which has none, the part says the shop could not be reached.
 */
export function hydratedLater<Props extends object>(load: () => Promise<{ default: ComponentType<Props> }>) {
  let failed = false;
  const part = lazyPart(() =>
    load().catch((error: unknown) => {
      failed = true;
      throw error;
    }),
  );
  const Kept = keptOnFailure(part.load);
  const Later = memo(function Later(props: Props) {
    const [Part] = useState(() => part.loaded() ?? (failed ? Unreachable : Kept));
    return createElement(Suspense, { fallback: null }, createElement(Part, props));
  });
  return { Later, load: part.load };
}

/**
 * React.lazy for a part the server drew: should its code not come, the load never settles, so that the boundary keeps
 * the server's HTML rather than failing the page (or drawing nothing in its place).
 */
export function keptOnFailure<Props extends object>(load: () => Promise<{ default: ComponentType<Props> }>) {
  return lazy(() => load().catch(() => new Promise<never>(() => undefined)));
}

/** What a part whose code could not be fetched says where it would have been drawn. */
export function Unreachable() {
  return createElement('p', { role: 'alert' }, SHOP_UNREACHABLE);
}

/** A route's `clientLoader` whose page has parts hydrated later: on a navigation their code comes with its data. */
export async function withParts<T>(serverLoader: () => Promise<T>, ...parts: { load: () => Promise<unknown> }[]): Promise<T> {
  const [data] = await Promise.all([serverLoader(), ...parts.map((part) => part.load().catch(Nothing))]);
  return data;
}

export type LazyPart<Props extends object> = ReturnType<typeof lazyPart<Props>>;

/**
 * A part the shopper opens (a drawer, a sheet): nothing until `show()`, then its component as it was at the first
 * opening, kept from then on; nothing drawn if its code could not be fetched (the page goes on without it).
 */
export function useOpenedPart<Props extends object>(part: LazyPart<Props>) {
  const [Opened, setOpened] = useState<ComponentType<Props>>();
  return [Opened, () => setOpened((opened?: ComponentType<Props>) => opened ?? part.current(true))] as const;
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

/**
 * A dialog opened from state by a button of the page's own rather than by a Radix trigger (its code comes later than
 * the button's): whether it is open, how it asks to close, and the button's ref, to which closing gives the focus
 * back, as a Radix trigger would.
 */
export function useDialogButton() {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) requestAnimationFrame(() => button.current?.focus());
  };
  return { open, onOpenChange, button };
}
