import { createListenerMiddleware } from '@reduxjs/toolkit';
import { addAppointmentListeners } from '../features/appointments/appointments-listeners';
import { addAuthListeners } from '../features/auth/auth-listeners';
import { addCartListeners } from '../features/cart/cart-listeners';
import { addWishlistListeners } from '../features/wishlist/wishlist-listeners';
import type { AppStartListening } from '../shared/feature-listeners';
import type { StoreServices } from '../shared/services';

/**
 * One listener middleware per store (one store per request on the server), with the listeners every page needs at
 * once; the settings refresh rules start once the page is idle (features/settings/use-settings-refresh-events.ts).
 */
export function createAppListenerMiddleware(services: StoreServices) {
  const listener = createListenerMiddleware({ extra: services });
  const startListening = listener.startListening as AppStartListening;
  addAuthListeners(startListening);
  addAppointmentListeners(startListening);
  addCartListeners(startListening);
  addWishlistListeners(startListening);
  return listener;
}
