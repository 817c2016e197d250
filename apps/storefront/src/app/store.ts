import { configureStore, type WithSlice } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE } from 'redux-persist';
import { authSlice } from '../features/auth/auth-slice';
import { cartSlice } from '../features/cart/cart-slice';
import { colorModeSlice } from '../features/color-mode/color-mode-slice';
import { settingsSlice } from '../features/settings/settings-slice';
import { toastsSlice } from '../features/toasts/toasts-slice';
import { wishlistSlice } from '../features/wishlist/wishlist-slice';
import type { StoreServices } from '../shared/services';
import { rootReducer, type AppStore, type PreloadedState } from '../shared/state';
import { createAppListenerMiddleware } from './listener-middleware';

declare module '../shared/state' {
  // eslint-disable-next-line @typescript-eslint/no-empty-interface, @typescript-eslint/no-empty-object-type -- the slices below are its members
  interface RootSlices
    extends WithSlice<typeof authSlice>,
      WithSlice<typeof settingsSlice>,
      WithSlice<typeof cartSlice>,
      WithSlice<typeof wishlistSlice>,
      WithSlice<typeof toastsSlice>,
      WithSlice<typeof colorModeSlice> {}
}

// The slices every page needs, in the process's one reducer before any store is made (shared/state.ts).
for (const slice of [authSlice, settingsSlice, cartSlice, wishlistSlice, toastsSlice, colorModeSlice]) rootReducer.inject(slice);

/**
 * A store per request on the server and one in the browser (docs/architecture.md "Rendering"), with the services
 * thunks and listeners use. The cart is persisted by the browser only, after hydration (app/persist-cart.ts).
 */
export function makeStore(services: StoreServices, preloadedState: PreloadedState = {}): AppStore {
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
