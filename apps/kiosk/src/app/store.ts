import type { ApiClient } from '@aurelia/api-client';
import { combineReducers, configureStore, createListenerMiddleware, type TypedStartListening } from '@reduxjs/toolkit';
import { startKioskListeners } from './listeners';
import { appointmentsSlice } from '../features/appointments/appointments-slice';
import { deviceSlice, initialDeviceState, readStoredDevice } from '../features/device/device-slice';
import { giftCardsSlice } from '../features/gift-cards/gift-cards-slice';
import { networkSlice } from '../features/network/network-slice';
import { sessionSlice } from '../features/session/session-slice';

const rootReducer = combineReducers({
  device: deviceSlice.reducer,
  session: sessionSlice.reducer,
  appointments: appointmentsSlice.reducer,
  giftCards: giftCardsSlice.reducer,
  network: networkSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/** What thunks and listeners get besides the store: the API, a clock and key maker (tests set them). */
export interface KioskServices {
  api: ApiClient;
  /** A client acting with a given staff token (resending an action of a locked session). */
  apiWithToken: (token: string) => ApiClient;
  now: () => number;
  newKey: () => string;
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined;
}

/** The kiosk's store: the registration read back from storage, everything else starts empty. */
export function createKioskStore(services: KioskServices) {
  const listeners = createListenerMiddleware({ extra: services });
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: { device: { ...initialDeviceState, ...readStoredDevice(services.storage) } },
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: services } }).prepend(listeners.middleware),
  });
  startKioskListeners(listeners.startListening as KioskStartListening);
  return store;
}

export type KioskStore = ReturnType<typeof createKioskStore>;
export type KioskStartListening = TypedStartListening<RootState, AppDispatch, KioskServices>;
export type AppDispatch = KioskStore['dispatch'];
export interface AppThunkConfig {
  state: RootState;
  dispatch: AppDispatch;
  extra: KioskServices;
}
