import type { Reducer } from '@reduxjs/toolkit';
import { persistReducer, persistStore, type Persistor } from 'redux-persist';
import { cartSlice, type CartState } from '../features/cart/cart-slice';
import { keepAddsMadeMeanwhile } from '../features/cart/kept-cart';
import { browserLocalStorage } from '../shared/persisted-storage';
import type { AppStore, rootReducer } from '../shared/state';

// Fetched in this module's file after hydration: what else earlier visits left in local storage.
export { takeUpLegacyColorMode } from '../features/color-mode/legacy-color-mode';

/**
 * Keeps the cart and the temporary cart in localStorage; nothing from the API is (docs/architecture.md). The
 * browser loads this after hydration: the store's reducer takes redux-persist's wrapper of the cart's reducer
 * in place of it, then restores what was kept and calls `onRestored`. The store's reducer comes as an argument:
 * importing it here would split shared/state.ts out of the root's chunk into a file of its own.
 */
export function persistCart(store: AppStore, reducer: typeof rootReducer, onRestored?: () => void): Persistor {
  const persistedCart = persistReducer(
    { key: 'aurelia-cart', version: 1, storage: browserLocalStorage, whitelist: ['cart', 'temporary'], stateReconciler: keepAddsMadeMeanwhile },
    cartSlice.reducer,
  );
  // The wrapper adds its `_persist` bookkeeping to the cart's state, which nothing of the app reads, and takes
  // a state without it (the store's until now) as one not yet restored.
  // Injected over the plain one rather than `replaceReducer`, which would drop the slices the pages injected.
  reducer.inject({ reducerPath: cartSlice.reducerPath, reducer: persistedCart as unknown as Reducer<CartState> }, { overrideExisting: true });
  return persistStore(store, null, onRestored);
}
