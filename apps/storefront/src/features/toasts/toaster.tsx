import { lazy, Suspense, useEffect, useState } from 'react';
import { useAppSelector } from '../../app/hooks';

const loadHost = () => import('./toast-host');
const ToastHost = lazy(loadHost);

/**
 * Shows the toasts the store asked for, as the shop's own toasts (top-right, 3000 ms, SPEC.md §9). The
 * toast machinery is not part of the page's first load: it is fetched when the page is idle and mounted
 * with the first toast.
 */
export function Toaster() {
  const waiting = useAppSelector((state) => state.toasts.queue.length > 0);
  const [needed, setNeeded] = useState(false);
  if (waiting && !needed) setNeeded(true);
  // Fetched once the page is idle, so a toast shows at once and is not left behind a dialog opened meanwhile.
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1));
    idle(() => void loadHost());
  }, []);
  return needed ? (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  ) : null;
}
