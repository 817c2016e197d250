import { combineReducers, configureStore, type Reducer } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE } from 'redux-persist';
import { appointmentsSlice } from '../features/appointments/appointments-slice';
import { authSlice } from '../features/auth/auth-slice';
import { cartSlice } from '../features/cart/cart-slice';
import { checkoutSlice } from '../features/checkout/checkout-slice';
import { colorModeSlice } from '../features/color-mode/color-mode-slice';
import { goldPlanSlice } from '../features/gold-plan/gold-plan-slice';
import { productListSlice } from '../features/catalogue/product-list-slice';
import { settingsSlice } from '../features/settings/settings-slice';
import { toastsSlice } from '../features/toasts/toasts-slice';
import { wishlistSlice } from '../features/wishlist/wishlist-slice';
import { createAppListenerMiddleware } from './listener-middleware';
import type { StoreServices } from './services';

type CartReducer = Reducer<ReturnType<typeof cartSlice.reducer>>;

/**
 * The store's reducer, with the cart's reducer given: the browser swaps in redux-persist's wrapper of it once
 * the page is interactive (app/persist-cart.ts), so that redux-persist is not part of the first load.
 */
export const rootReducerWith = (cart: CartReducer) =>
  combineReducers({
    [authSlice.reducerPath]: authSlice.reducer,
    [settingsSlice.reducerPath]: settingsSlice.reducer,
    [cartSlice.reducerPath]: cart,
    [productListSlice.reducerPath]: productListSlice.reducer,
    [wishlistSlice.reducerPath]: wishlistSlice.reducer,
    [toastsSlice.reducerPath]: toastsSlice.reducer,
    [colorModeSlice.reducerPath]: colorModeSlice.reducer,
    [appointmentsSlice.reducerPath]: appointmentsSlice.reducer,
    [checkoutSlice.reducerPath]: checkoutSlice.reducer,
    [goldPlanSlice.reducerPath]: goldPlanSlice.reducer,
  });

const rootReducer = rootReducerWith(cartSlice.reducer);

export type RootState = ReturnType<typeof rootReducer>;
export type PreloadedState = Partial<RootState>;

/**
 * A store per request on the server and one in the browser (TOOLCHAIN.md), with the services thunks and
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
