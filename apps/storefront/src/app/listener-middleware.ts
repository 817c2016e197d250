import { createListenerMiddleware, type TypedStartListening } from '@reduxjs/toolkit';
import { addAppointmentListeners } from '../features/appointments/appointments-listeners';
import { addAuthListeners } from '../features/auth/auth-listeners';
import { addCartListeners } from '../features/cart/cart-listeners';
import { addCheckoutListeners } from '../features/checkout/checkout-listeners';
import { addSettingsListeners } from '../features/settings/settings-listeners';
import { addWishlistListeners } from '../features/wishlist/wishlist-listeners';
import type { StoreServices } from './services';
import type { AppDispatch, RootState } from './store';

export type AppStartListening = TypedStartListening<RootState, AppDispatch, StoreServices>;

/** One listener middleware per store (one store per request on the server), with every feature's listeners. */
export function createAppListenerMiddleware(services: StoreServices) {
  const listener = createListenerMiddleware({ extra: services });
  const startListening = listener.startListening as AppStartListening;
  addAuthListeners(startListening);
  addAppointmentListeners(startListening);
  addCartListeners(startListening);
  addCheckoutListeners(startListening);
  addSettingsListeners(startListening);
  addWishlistListeners(startListening);
  return listener;
}
