import { Suspense, use, type ComponentType } from 'react';

/**
 * Marks the promise settled as React's `use` reads it (`status`, `value`), so that a render after it settled, the
 * server's first included, returns the value at once rather than suspending.
 */
function tracked<T>(promise: Promise<T>): Promise<T> {
  promise.then(
    (value) => Object.assign(promise, { status: 'fulfilled', value }),
    (reason: unknown) => Object.assign(promise, { status: 'rejected', reason }),
  );
  return promise;
}

const onServer = typeof document === 'undefined';

/**
 * A component whose code is left out of the first load and hydrated later. The server renders it as usual (its
 * module is loaded when the server starts, so the HTML is the same as without this); the browser keeps that HTML,
 * which works as plain HTML (a form still submits, a link still leads), inside a Suspense boundary until `when`
 * says it is time, then loads the module and hydrates the same elements in place, keeping focus and what was typed.
 */
export function hydrateLater<P extends object>(load: () => Promise<ComponentType<P>>, when: () => Promise<void>) {
  let loading: Promise<ComponentType<P>> | undefined;
  const start = () => (loading ??= tracked(onServer ? load() : when().then(load)));
  if (onServer) void start();

  function Loaded(props: P) {
    const Component = use(start());
    return <Component {...props} />;
  }

  return function HydratedLater(props: P) {
    return (
      <Suspense>
        <Loaded {...props} />
      </Suspense>
    );
  };
}

/**
 * Resolves when the shopper reaches for an element matching `selector` (the pointer over it or the focus moving
 * into it), presses anything anywhere (a click or a key may start a navigation, whose update would make React
 * drop the server's HTML of a boundary not hydrated yet), or once the page has loaded and the browser is idle.
 */
export function whenTouchedOrIdle(selector: string): () => Promise<void> {
  return () =>
    new Promise((resolve) => {
      const events = ['pointerover', 'focusin', 'pointerdown', 'touchstart', 'keydown'] as const;
      const done = () => {
        for (const type of events) document.removeEventListener(type, onEvent, true);
        resolve();
      };
      const onEvent = (event: Event) => {
        const near = event.type === 'pointerover' || event.type === 'focusin';
        if (!near || (event.target instanceof Element && event.target.closest(selector))) done();
      };
      for (const type of events) document.addEventListener(type, onEvent, { capture: true, passive: true });
      const idle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(done, { timeout: 2000 }) : setTimeout(done, 1));
      if (document.readyState === 'complete') idle();
      else window.addEventListener('load', idle, { once: true });
    });
}
