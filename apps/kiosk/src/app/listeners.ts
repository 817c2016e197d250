import { resendWaiting, loadAppointments } from '../features/appointments/appointments-thunks';
import { dayChosen } from '../features/appointments/appointments-slice';
import { DEVICE_STORAGE_KEY, forgotten, registered } from '../features/device/device-slice';
import { cameOnline } from '../features/network/network-slice';
import { unlocked } from '../features/session/session-slice';
import type { KioskStartListening } from './start-listening';

/** Side effects of the kiosk's actions (docs/architecture.md "Style: state": effects live in listeners, not in reducers). */
export function startKioskListeners(startListening: KioskStartListening): void {
  // The registration is the only state kept across reloads.
  startListening({
    actionCreator: registered,
    effect: (action, { extra }) => {
      extra.storage?.setItem(DEVICE_STORAGE_KEY, JSON.stringify({ token: action.payload.token, device: action.payload.device }));
    },
  });
  startListening({
    actionCreator: forgotten,
    effect: (_action, { extra }) => extra.storage?.removeItem(DEVICE_STORAGE_KEY),
  });

  // A new session or another day: load the list.
  startListening({
    matcher: (action) => unlocked.match(action) || dayChosen.match(action),
    effect: async (_action, { dispatch }) => {
      await dispatch(loadAppointments());
    },
  });

  // The network is back: what waited is sent first, then the list is brought up to date.
  startListening({
    actionCreator: cameOnline,
    effect: async (_action, { dispatch, getState, cancelActiveListeners }) => {
      cancelActiveListeners();
      await dispatch(resendWaiting());
      if (getState().session.session) await dispatch(loadAppointments());
    },
  });
}
