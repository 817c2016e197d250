import type { CounterOverride, KioskDevice, KioskDeviceState, KioskStaffMember, OpeningHoursByDay } from '@aurelia/contracts';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Where the kiosk keeps its registration: the one thing that survives a reload or a lock. */
export const DEVICE_STORAGE_KEY = 'aurelia-kiosk-device';

export interface DeviceState {
  /** The device token from set-up; null until a manager registers this kiosk. */
  token: string | null;
  device: KioskDevice | null;
  /** The store's staff who may unlock it, and whether the store is open: refreshed by the lock screen. */
  staff: (KioskStaffMember & { pin_locked?: boolean })[];
  openNow: boolean;
  /** A manager opened the counter outside the store's hours, until `open_until`. */
  override: CounterOverride | null;
  /** Until when this kiosk refuses every PIN after too many wrong ones; a manager may unlock it early. */
  lockedUntil: string | null;
  todayHours: { open: string; close: string } | null;
  /** The week's hours: the kiosk follows its own clock between refreshes. */
  openingHours: OpeningHoursByDay | null;
  status: 'idle' | 'loading' | 'ready' | 'failed';
}

export const initialDeviceState: DeviceState = {
  token: null,
  device: null,
  staff: [],
  openNow: true,
  override: null,
  lockedUntil: null,
  todayHours: null,
  openingHours: null,
  status: 'idle',
};

/** The stored registration, if any (a damaged value counts as none). */
export function readStoredDevice(storage: Pick<Storage, 'getItem'> | undefined): Pick<DeviceState, 'token' | 'device'> {
  try {
    const raw = storage?.getItem(DEVICE_STORAGE_KEY);
    if (!raw) return { token: null, device: null };
    const parsed = JSON.parse(raw) as { token?: unknown; device?: KioskDevice };
    return typeof parsed.token === 'string' && parsed.device ? { token: parsed.token, device: parsed.device } : { token: null, device: null };
  } catch {
    return { token: null, device: null };
  }
}

export const deviceSlice = createSlice({
  name: 'device',
  initialState: initialDeviceState,
  reducers: {
    registered(state, action: PayloadAction<{ token: string; device: KioskDevice }>) {
      state.token = action.payload.token;
      state.device = action.payload.device;
      state.status = 'idle';
    },
    /** The API no longer knows this kiosk (removed): it must be set up again. */
    forgotten() {
      return initialDeviceState;
    },
    stateRequested(state) {
      state.status = state.status === 'ready' ? 'ready' : 'loading';
    },
    stateLoaded(state, action: PayloadAction<KioskDeviceState>) {
      state.device = action.payload.device;
      state.staff = action.payload.staff;
      state.openNow = action.payload.open_now;
      state.override = action.payload.override;
      state.lockedUntil = action.payload.locked_until;
      state.todayHours = action.payload.today_hours;
      state.openingHours = action.payload.opening_hours;
      state.status = 'ready';
    },
    /** A manager just opened the counter outside hours. */
    overridden(state, action: PayloadAction<CounterOverride>) {
      state.override = action.payload;
    },
    stateFailed(state) {
      // Keep what was known: a network blip must not empty the lock screen.
      state.status = state.staff.length > 0 ? 'ready' : 'failed';
    },
  },
});

export const { registered, forgotten, stateRequested, stateLoaded, overridden, stateFailed } = deviceSlice.actions;
