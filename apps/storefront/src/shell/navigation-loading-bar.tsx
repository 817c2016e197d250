import { Suspense, useEffect, useState } from 'react';
import { lazyOrNothing } from '../shared/lazy-part';
import { useNavigation } from 'react-router';
import { whenIdle } from '../shared/when-idle';

const loadBar = () => import('./loading-bar-module');
const LoadingBar = lazyOrNothing(loadBar);

/**
 * The gold loading bar during navigation. A page is never drawn with it showing, so it is not in the server's HTML
 * nor in the first load: its code is fetched once the page is idle after hydration, and it is drawn from the first
 * navigation on (it shows only when a navigation outlasts its 200 ms throttle).
 */
export function NavigationLoadingBar() {
  const active = useNavigation().state !== 'idle';
  const [wanted, setWanted] = useState(false);
  if (active && !wanted) setWanted(true);
  useEffect(() => whenIdle(() => void loadBar().catch(() => undefined)), []);
  return wanted ? (
    <Suspense fallback={null}>
      <LoadingBar active={active} />
    </Suspense>
  ) : null;
}
