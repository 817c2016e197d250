import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy/waitFor wait up to 5 s, not 1 s: the lazy chunks and the local API answer slower on a busy CI machine.
configure({ asyncUtilTimeout: 5_000 });

// What jsdom lacks and Radix primitives call.
if (typeof window !== 'undefined') {
  afterEach(() => cleanup());
  const nothing = () => undefined;
  window.ResizeObserver ??= class {
    observe = nothing;
    unobserve = nothing;
    disconnect = nothing;
  };
  Element.prototype.scrollIntoView ??= () => undefined;
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => undefined;
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: nothing,
      removeEventListener: nothing,
      addListener: nothing,
      removeListener: nothing,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
