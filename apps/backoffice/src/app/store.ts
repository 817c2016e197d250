import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { readStoredSession, sessionSlice, storeSession } from '../features/session/session-slice';
import type { BackOfficeServices } from './services';

const rootReducer = combineReducers({ session: sessionSlice.reducer });

export type RootState = ReturnType<typeof rootReducer>;

/** The back office's store: the session read back from this tab's storage, and written there whenever it changes. */
export function createBackOfficeStore(services: BackOfficeServices) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: { session: { signedIn: readStoredSession(services.storage, services.now()), endedBecause: null } },
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: services } }),
  });
  let last = store.getState().session.signedIn;
  store.subscribe(() => {
    const current = store.getState().session.signedIn;
    if (current !== last) storeSession(services.storage, current);
    last = current;
  });
  return store;
}

export type BackOfficeStore = ReturnType<typeof createBackOfficeStore>;
export type AppDispatch = BackOfficeStore['dispatch'];
export interface AppThunkConfig {
  state: RootState;
  dispatch: AppDispatch;
  extra: BackOfficeServices;
}
