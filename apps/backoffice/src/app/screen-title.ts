import { useEffect, useRef } from 'react';

/**
 * Names the tab after the screen and moves focus to its heading when the screen arrives, so a keyboard or
 * screen-reader user starts at the new content rather than at the link they followed.
 */
export function useScreenTitle<T extends HTMLElement>(title: string) {
  const ref = useRef<T>(null);
  useEffect(() => {
    document.title = `${title} · Aurelia back office`;
    ref.current?.focus({ preventScroll: true });
  }, [title]);
  return ref;
}
