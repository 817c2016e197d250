import type { Reducer } from '@reduxjs/toolkit';
import { persistReducer, persistStore, type Persistor } from 'redux-persist';
import { cartSlice, type CartState } from '../features/cart/cart-slice';
import { browserLocalStorage } from './persisted-storage';
import type { AppStore, rootReducerWith } from './store';

/**
 * Keeps the cart and the temporary cart in localStorage; nothing from the API is (ARCHITECTURE.md). The
 * browser loads this after hydration: the store swaps its cart reducer for redux-persist's wrapper of it, then
 * restores what was kept. The store's reducer comes as an argument: importing app/store.ts here would split it
 * out of the root's chunk into a file of its own.
 */
export function persistCart(store: AppStore, withCart: typeof rootReducerWith): Persistor {
  const persistedCart = persistReducer(
    { key: 'aurelia-cart', version: 1, storage: browserLocalStorage, whitelist: ['cart', 'temporary'] },
    cartSlice.reducer,
  );
  // The wrapper adds its `_persist` bookkeeping to the cart's state, which nothing of the app reads, and takes
  // a state without it (the store's until now) as one not yet restored.
  store.replaceReducer(withCart(persistedCart as unknown as Reducer<CartState>));
  return persistStore(store);
}
