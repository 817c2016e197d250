import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False while the markup is the server's (before hydration) and in the server render itself, true once React
 * runs the component in the browser. A client-only render (the kiosk, Storybook) is true from the start.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
