import { lazy, Suspense, useEffect, useState } from 'react';
import { useAppSelector } from '../../shared/hooks';
import { whenIdle } from '../../shared/when-idle';

const loadHost = () => import('./toast-host');
const ToastHost = lazy(loadHost);

/**
 * Shows the toasts the store asked for, as the shop's own toasts (top-right, 3000 ms, docs/behaviour.md §9). The
 * toast machinery is not part of the page's first load: it is fetched at the first interaction and
 * mounted with the first toast.
 */
export function Toaster() {
  const waiting = useAppSelector((state) => state.toasts.queue.length > 0);
  const [needed, setNeeded] = useState(false);
  if (waiting && !needed) setNeeded(true);
  // Fetched after the shopper's first touch, click or key (every toast answers one), so a toast shows at once
  // and is not left behind a dialog opened meanwhile; a page only looked at never loads it. Once the browser is idle
  // after it, not in it: starting the fetch (the module's preload links) cost the tap that asked for the toast
  // a style recalculation of the page before its own answer.
  useEffect(() => {
    const events = ['pointerdown', 'keydown', 'focusin'] as const;
    let cancel: (() => void) | undefined;
    const prefetch = () => {
      for (const name of events) document.removeEventListener(name, prefetch, true);
      cancel = whenIdle(() => void loadHost());
    };
    for (const name of events) document.addEventListener(name, prefetch, true);
    return () => {
      for (const name of events) document.removeEventListener(name, prefetch, true);
      cancel?.();
    };
  }, []);
  return needed ? (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  ) : null;
}
