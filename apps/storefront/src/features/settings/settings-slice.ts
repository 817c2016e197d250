import {
  effectiveSettings,
  initialSettingsLoadState,
  settingsLoadReducer,
  type Setting,
  type SettingsLoadState,
  type SettingsRefreshEvent,
} from '@aurelia/domain';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Session-storage key of the settings cache (docs/behaviour.md §9: valid 5 minutes, cleared on reload). */
export const SETTINGS_CACHE_KEY = 'aurelia-settings';

export interface SettingsState extends SettingsLoadState {
  /** When settings were last fetched (epoch ms); drives the refresh rules of docs/behaviour.md §4. */
  lastRefreshAt: number | null;
  /** When the tab was last hidden. */
  hiddenAt: number | null;
  /** When the shopper last focused or clicked the page. */
  lastActivityAt: number | null;
}

export const initialSettingsState: SettingsState = {
  ...initialSettingsLoadState,
  lastRefreshAt: null,
  hiddenAt: null,
  lastActivityAt: null,
};

/** Settings loaded on the server for this request, handed to the client store (no refetch on hydration). */
export function settingsStateFromServer(settings: readonly Setting[] | null, fetchedAt: number): SettingsState {
  const loaded =
    settings === null
      ? settingsLoadReducer(initialSettingsLoadState, { type: 'failed', error: 'Settings could not be loaded' })
      : settingsLoadReducer(initialSettingsLoadState, { type: 'succeeded', payload: settings });
  return { ...initialSettingsState, ...loaded, lastRefreshAt: fetchedAt };
}

/**
 * Settings as a state machine (not loaded → loading → loaded) on the domain's reducer; on a failed fetch
 * with nothing loaded yet the defaults apply (docs/behaviour.md §4, §8). Refreshes are decided by listeners.
 */
export const settingsSlice = createSlice({
  name: 'settings',
  initialState: initialSettingsState,
  reducers: {
    settingsRequested(state) {
      return { ...state, ...settingsLoadReducer(state, { type: 'requested' }) };
    },
    settingsReceived(state, action: PayloadAction<{ settings: readonly Setting[]; at: number }>) {
      const loaded = settingsLoadReducer(state, { type: 'succeeded', payload: action.payload.settings });
      return { ...state, ...loaded, lastRefreshAt: action.payload.at };
    },
    settingsFailed(state, action: PayloadAction<{ error: string; at: number }>) {
      const loaded = settingsLoadReducer(state, { type: 'failed', error: action.payload.error });
      return { ...state, ...loaded, lastRefreshAt: action.payload.at };
    },
    /** Something happened on the page that may call for fresh settings (docs/behaviour.md §4); a listener decides. */
    pageEventOccurred(state, action: PayloadAction<{ event: SettingsRefreshEvent | 'hidden'; at: number }>) {
      const { event, at } = action.payload;
      if (event === 'hidden') state.hiddenAt = at;
      if (event === 'focus' || event === 'click') state.lastActivityAt = at;
    },
  },
  selectors: {
    selectSettings: (state) => effectiveSettings(state),
  },
});

export const { settingsRequested, settingsReceived, settingsFailed, pageEventOccurred } = settingsSlice.actions;
export const { selectSettings } = settingsSlice.selectors;
