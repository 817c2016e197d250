import { Suspense } from 'react';
import { useAppSelector } from '../../shared/hooks';
import { lazyPart, useOpenedPart, usePrefetchWhenIdle } from '../../shared/lazy-part';

const toastHost = lazyPart(() => import('./toast-host'));

/**
 * Shows the toasts the store asked for, as the shop's own toasts (top-right, 3000 ms, docs/behaviour.md §9). The
 * toast machinery is not part of the page's first load: it is fetched once the page is idle and mounted with the
 * first toast, in that toast's own frame once its code has come (lazy-part.ts).
 */
export function Toaster() {
  const waiting = useAppSelector((state) => state.toasts.queue.length > 0);
  const [Host, show] = useOpenedPart(toastHost);
  if (waiting && !Host) show();
  // Fetched once the page is idle after hydration, as the header's panels are: a toast answers a tap (the bag, a
  // heart), and on a slow line the first toast would otherwise wait for this code after the tap.
  usePrefetchWhenIdle(toastHost);
  return Host ? (
    <Suspense fallback={null}>
      <Host />
    </Suspense>
  ) : null;
}
