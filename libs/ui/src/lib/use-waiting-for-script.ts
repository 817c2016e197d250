import { useSyncExternalStore } from 'react';

const never = () => () => undefined;
const waiting = () => true;
const notWaiting = () => false;

/**
 * True while a component that `waits` for the page's script is still the server's markup (and in the server's
 * render), false once React runs it in the browser; a client-only render (the kiosk, Storybook) never waits.
 * A component that does not wait reads false on the server and in the browser alike, so hydration does not
 * render it a second time, as it would every component whose answer changes (a listing has dozens of buttons;
 * only a form's submit button waits).
 */
export function useWaitingForScript(waits: boolean): boolean {
  return useSyncExternalStore(never, notWaiting, waits ? waiting : notWaiting);
}
