import { addListener, createListenerMiddleware, type TypedStartListening } from '@reduxjs/toolkit';
import { addAppointmentListeners } from '../features/appointments/appointments-listeners';
import { addAuthListeners } from '../features/auth/auth-listeners';
import { addCartListeners } from '../features/cart/cart-listeners';
import { addSettingsListeners } from '../features/settings/settings-listeners';
import { addWishlistListeners } from '../features/wishlist/wishlist-listeners';
import type { StoreServices } from './services';
import type { AppDispatch, RootState } from './store';

export type AppStartListening = TypedStartListening<RootState, AppDispatch, StoreServices>;

/** A feature's listeners, registered through the `startListening` they are given. */
export type FeatureListeners = (startListening: AppStartListening) => void;

/** One listener middleware per store (one store per request on the server), with the listeners every page needs. */
export function createAppListenerMiddleware(services: StoreServices) {
  const listener = createListenerMiddleware({ extra: services });
  const startListening = listener.startListening as AppStartListening;
  addAuthListeners(startListening);
  addAppointmentListeners(startListening);
  addCartListeners(startListening);
  addSettingsListeners(startListening);
  addWishlistListeners(startListening);
  return listener;
}

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
