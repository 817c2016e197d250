import { addListener, type TypedStartListening } from '@reduxjs/toolkit';
import type { StoreServices } from './services';
import type { AppDispatch, RootState } from './state';

export type AppStartListening = TypedStartListening<RootState, AppDispatch, StoreServices>;

/** A feature's listeners, registered through the `startListening` they are given. */
export type FeatureListeners = (startListening: AppStartListening) => void;

const addAppListener = addListener.withTypes<RootState, AppDispatch, StoreServices>();
const started = new WeakMap<AppDispatch, Set<FeatureListeners>>();

/**
 * Starts the listeners of a feature whose pages bring them (checkout) on this store, once: they come with
 * those pages rather than in every first load, and stay for the store's life once started.
 */
export function startFeatureListeners(dispatch: AppDispatch, add: FeatureListeners) {
  const done = started.get(dispatch) ?? new Set<FeatureListeners>();
  started.set(dispatch, done);
  if (done.has(add)) return;
  done.add(add);
  add(((options: Parameters<typeof addAppListener>[0]) => dispatch(addAppListener(options))) as AppStartListening);
}
