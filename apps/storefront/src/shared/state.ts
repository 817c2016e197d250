import {
  combineSlices,
  type Action,
  type CombinedSliceReducer,
  type Dispatch,
  type Store,
  type ThunkDispatch,
  type UnknownAction,
  type UnsubscribeListener,
} from '@reduxjs/toolkit';
import type { StoreServices } from './services';

/**
 * The slices every store has. app/store.ts, which injects them, declares them here (declaration merging), so that
 * the features type the state without importing the composition root.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-interface, @typescript-eslint/no-empty-object-type -- filled in by declaration merging
export interface RootSlices {}

/**
 * The slices only some pages use (checkout, the gold plan, booking, the listings) are injected by their own
 * modules (`slice.injectInto(rootReducer)`), so that they load with those pages rather than in every first load;
 * each declares itself here for the state's type. The server imports every page at start, so its stores have
 * them all; in the browser a slice not yet injected reads as its initial state through its selectors, as on the
 * server before any action of its own.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-interface, @typescript-eslint/no-empty-object-type -- filled in by declaration merging
export interface LazyLoadedSlices {}

export type RootState = RootSlices & Partial<LazyLoadedSlices>;
export type PreloadedState = Partial<RootState>;

/**
 * The store's reducer, one for the process. It starts empty and typed as whole: app/store.ts injects the slices
 * every page needs as it loads, before any store is made, and the browser later swaps the cart's reducer for
 * redux-persist's wrapper of it (app/persist-cart.ts).
 */
export const rootReducer = combineSlices().withLazyLoadedSlices<LazyLoadedSlices>() as unknown as CombinedSliceReducer<RootSlices, RootState>;

/** The store's dispatch: actions, thunks that get the store's services, and listeners added later (app/listener-middleware.ts). */
export type AppDispatch = ((action: Action<'listenerMiddleware/add'>) => UnsubscribeListener) &
  ThunkDispatch<RootState, StoreServices, UnknownAction> &
  Dispatch<UnknownAction>;

/** The store as the features see it (app/store.ts makes it). */
export interface AppStore extends Store<RootState> {
  dispatch: AppDispatch;
}
