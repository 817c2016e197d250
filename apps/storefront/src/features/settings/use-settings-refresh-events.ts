import { useEffect } from 'react';
import { useAppDispatch } from '../../shared/hooks';
import { whenIdle } from '../../shared/when-idle';

/**
 * Starts the settings refresh rules once the page is idle after hydration: they only act minutes later (a tab
 * hidden for over 2 minutes, 10 minutes idle, back online), so their code, and the fetch they make, are not in the first
 * load.
 */
export function useSettingsRefreshEvents() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    let stop: (() => void) | undefined;
    let stopped = false;
    const cancel = whenIdle(() => {
      void Promise.all([import('./settings-refresh'), import('./settings-thunks')]).then(([{ startSettingsRefresh }, { refreshSettings }]) => {
        if (!stopped) stop = startSettingsRefresh(dispatch, refreshSettings);
      });
    });
    return () => {
      stopped = true;
      cancel();
      stop?.();
    };
  }, [dispatch]);
}
