import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE } from 'redux-persist';
import { authSlice } from '../features/auth/auth-slice';
import { cartSlice } from '../features/cart/cart-slice';
import { colorModeSlice } from '../features/color-mode/color-mode-slice';
import { settingsSlice } from '../features/settings/settings-slice';
import { toastsSlice } from '../features/toasts/toasts-slice';
import { wishlistSlice } from '../features/wishlist/wishlist-slice';
import { createAppListenerMiddleware } from './listener-middleware';
import type { StoreServices } from './services';

/**
 * The slices only some pages use (checkout, the gold plan, booking, the listings) are injected by their own
 * modules (`slice.injectInto(rootReducer)`), so that they load with those pages rather than in every first load;
 * each declares itself here for the state's type. The server imports every page at start, so its stores have
 * them all; in the browser a slice not yet injected reads as its initial state through its selectors, as on the
 * server before any action of its own.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-interface, @typescript-eslint/no-empty-object-type -- filled in by declaration merging
export interface LazyLoadedSlices {}

/**
 * The store's reducer, one for the process: the browser swaps the cart's reducer for redux-persist's wrapper of it
 * once the page is interactive (app/persist-cart.ts), so that redux-persist is not part of the first load.
 */
export const rootReducer = combineSlices(authSlice, settingsSlice, cartSlice, wishlistSlice, toastsSlice, colorModeSlice).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;
export type PreloadedState = Partial<RootState>;

/**
 * A store per request on the server and one in the browser (docs/architecture.md "Toolchain"), with the services thunks and
 * listeners use. The cart is persisted by the browser only, after hydration (app/persist-cart.ts).
 */
export function makeStore(services: StoreServices, preloadedState: PreloadedState = {}) {
  const listener = createAppListenerMiddleware(services);
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault({
        thunk: { extraArgument: services },
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }).prepend(listener.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
