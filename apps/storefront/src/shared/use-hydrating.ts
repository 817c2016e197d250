import { useSyncExternalStore } from 'react';

const unchanging = () => () => undefined;
const drawnAgain = () => false;
const hydrating = () => true;

/**
 * Whether the component is being hydrated: true in the render that hydrates it, false in every other (React draws
 * it again right after, where it was true). A part that draws what the browser holds and the server did not (the
 * bag kept in the browser, a user the page has taken up since) draws what the server drew while it hydrates, which,
 * for a part hydrated after its page, may be a while after the browser's copy changed.
 */
export function useHydrating() {
  return useSyncExternalStore(unchanging, drawnAgain, hydrating);
}
