import { useEffect } from 'react';
import { useAppDispatch } from '../../shared/hooks';
import { pageEventOccurred } from './settings-slice';

/** Reports the page events the settings refresh rules listen to (docs/behaviour.md §4); the listener decides. */
export function useSettingsRefreshEvents() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    const report = (event: 'visible' | 'hidden' | 'online' | 'focus' | 'click') => dispatch(pageEventOccurred({ event, at: Date.now() }));
    const onVisibility = () => report(document.visibilityState === 'visible' ? 'visible' : 'hidden');
    const onOnline = () => report('online');
    const onFocus = () => report('focus');
    const onClick = () => report('click');
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
  }, [dispatch]);
}
