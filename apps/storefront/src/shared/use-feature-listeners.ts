import { useLayoutEffect } from 'react';
import { useAppDispatch } from './hooks';
import { startFeatureListeners, type FeatureListeners } from './feature-listeners';

/**
 * Starts a feature's listeners on the store when a component of its pages mounts: in a layout effect, so they
 * are listening before any effect of the page (its children's included) dispatches what they wait for.
 */
export function useFeatureListeners(add: FeatureListeners) {
  const dispatch = useAppDispatch();
  useLayoutEffect(() => startFeatureListeners(dispatch, add), [dispatch, add]);
}
