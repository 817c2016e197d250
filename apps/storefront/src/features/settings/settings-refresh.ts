import type { AppDispatch } from '../../shared/state';
import { startFeatureListeners } from '../../shared/feature-listeners';
import { settingsListeners } from './settings-listeners';
import type * as SettingsThunks from './settings-thunks';
import { pageEventOccurred } from './settings-slice';

let listeners: ReturnType<typeof settingsListeners> | undefined;

/**
 * Starts the settings refresh rules on this store (docs/behaviour.md §4): the listener that decides, fetching with
 * `refresh`, and the page events it decides on. Returns what stops reporting the events (the listener stays, as
 * every feature's does).
 */
export function startSettingsRefresh(dispatch: AppDispatch, refresh: typeof SettingsThunks.refreshSettings) {
  // One listener function, so that starting twice on a store starts it once.
  listeners ??= settingsListeners(refresh);
  startFeatureListeners(dispatch, listeners);
  const report = (event: 'visible' | 'hidden' | 'online' | 'focus' | 'click') => dispatch(pageEventOccurred({ event, at: Date.now() }));
  const onVisibility = () => report(document.visibilityState === 'visible' ? 'visible' : 'hidden');
  const onOnline = () => report('online');
  const onFocus = () => report('focus');
  // A click is told after the frame that answers it: the report renders what reads the settings, and the shopper's
  // tap (an "Add to bag") should not wait for that. It keeps the click's time. The wait is shared/after-next-paint.ts's,
  // written out: imported by this lazy file and the bag's, that helper becomes a file of its own, and its name in the
  // root's and `shared`'s preload lists costs every first load about 90 bytes gzip (home's would pass its ceiling).
  let clickAt: number | undefined;
  const onClick = () => {
    if (clickAt !== undefined) return;
    const at = Date.now();
    clickAt = at;
    requestAnimationFrame(() =>
      setTimeout(() => {
        clickAt = undefined;
        dispatch(pageEventOccurred({ event: 'click', at }));
      }, 0),
    );
  };
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('online', onOnline);
  window.addEventListener('focus', onFocus);
  document.addEventListener('click', onClick, { capture: true, passive: true });
  return () => {
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('online', onOnline);
    window.removeEventListener('focus', onFocus);
    document.removeEventListener('click', onClick, { capture: true });
  };
}
