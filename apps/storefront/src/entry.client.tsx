import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { keyHistoryEntry } from './shared/history-key';
import { HYDRATING_EVENT } from './shared/hydrating-event';

/**
 * Hydrates the server's HTML; hydration runs in a transition, yielding to the shopper's input. The history entry
 * is keyed first: the router reads its key as it starts. That is a call into the browser (1–6 ms while a page loads
 * on a slow phone), so hydration starts in the next task.
 */
keyHistoryEntry();
setTimeout(() => {
  // From here on React answers presses itself; the start script stops keeping them (shared/deferred-scripts.tsx).
  document.dispatchEvent(new Event(HYDRATING_EVENT));
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}, 0);
