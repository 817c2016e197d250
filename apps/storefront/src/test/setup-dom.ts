import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

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
