import type { ApiClient } from '@aurelia/api-client';
import { combineReducers, configureStore, type ListenerMiddlewareInstance } from '@reduxjs/toolkit';
import { appointmentsSlice } from '../features/appointments/appointments-slice';
import { deviceSlice, initialDeviceState, readStoredDevice } from '../features/device/device-slice';
import { giftCardsSlice } from '../features/gift-cards/gift-cards-slice';
import { networkSlice } from '../features/network/network-slice';
import { pickupsSlice } from '../features/pickups/pickups-slice';
import { sessionSlice } from '../features/session/session-slice';

const rootReducer = combineReducers({
  device: deviceSlice.reducer,
  session: sessionSlice.reducer,
  appointments: appointmentsSlice.reducer,
  giftCards: giftCardsSlice.reducer,
  pickups: pickupsSlice.reducer,
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

/**
 * The kiosk's store on the given listener middleware: the registration read back from storage, everything else
 * starts empty. app/create-kiosk-store.ts makes it with the kiosk's listeners started.
 */
export function configureKioskStore(services: KioskServices, listeners: ListenerMiddlewareInstance) {
  return configureStore({
    reducer: rootReducer,
    preloadedState: { device: { ...initialDeviceState, ...readStoredDevice(services.storage) } },
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: services } }).prepend(listeners.middleware),
  });
}

export type KioskStore = ReturnType<typeof configureKioskStore>;
export type AppDispatch = KioskStore['dispatch'];
export interface AppThunkConfig {
  state: RootState;
  dispatch: AppDispatch;
  extra: KioskServices;
}
