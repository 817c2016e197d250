import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE, persistReducer } from 'redux-persist';
import { appointmentsSlice } from '../features/appointments/appointments-slice';
import { authSlice } from '../features/auth/auth-slice';
import { cartSlice } from '../features/cart/cart-slice';
import { checkoutSlice } from '../features/checkout/checkout-slice';
import { colorModeSlice } from '../features/color-mode/color-mode-slice';
import { goldPlanSlice } from '../features/gold-plan/gold-plan-slice';
import { productListSlice } from '../features/product-list/product-list-slice';
import { settingsSlice } from '../features/settings/settings-slice';
import { toastsSlice } from '../features/toasts/toasts-slice';
import { wishlistSlice } from '../features/wishlist/wishlist-slice';
import { createAppListenerMiddleware } from './listener-middleware';
import { browserLocalStorage } from './persisted-storage';
import type { StoreServices } from './services';

/** The cart and the temporary cart are kept in localStorage; nothing from the API is (ARCHITECTURE.md). */
const persistedCart = persistReducer(
  { key: 'aurelia-cart', version: 1, storage: browserLocalStorage, whitelist: ['cart', 'temporary'] },
  cartSlice.reducer,
);

const rootReducer = combineReducers({
  [authSlice.reducerPath]: authSlice.reducer,
  [settingsSlice.reducerPath]: settingsSlice.reducer,
  [cartSlice.reducerPath]: persistedCart,
  [productListSlice.reducerPath]: productListSlice.reducer,
  [wishlistSlice.reducerPath]: wishlistSlice.reducer,
  [toastsSlice.reducerPath]: toastsSlice.reducer,
  [colorModeSlice.reducerPath]: colorModeSlice.reducer,
  [appointmentsSlice.reducerPath]: appointmentsSlice.reducer,
  [checkoutSlice.reducerPath]: checkoutSlice.reducer,
  [goldPlanSlice.reducerPath]: goldPlanSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;
export type PreloadedState = Partial<RootState>;

/**
 * A store per request on the server and one in the browser (TOOLCHAIN.md), with the services thunks and
 * listeners use. `persistStore` is called by the browser only, after hydration.
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
