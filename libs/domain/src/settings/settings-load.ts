import { parseSettings, type Setting } from './setting';
import { DEFAULT_SETTINGS, withDefaultSettings } from './setting-defaults';

/** Where the settings fetch stands (docs/behaviour.md §4). */
export type SettingsLoadStatus = 'not-loaded' | 'loading' | 'loaded';

/** The settings load state machine. */
export interface SettingsLoadState {
  status: SettingsLoadStatus;
  /** The server's settings with the defaults under them; null until the first load ends. */
  settings: readonly Setting[] | null;
  /** True while `settings` are only the defaults, because no fetch has succeeded yet. */
  isFallback: boolean;
  /** The message of the last failed fetch, cleared by a success. */
  error: string | null;
}

/** Events of the settings load: a fetch was requested, succeeded with a payload, or failed. */
export type SettingsLoadEvent =
  | { type: 'requested' }
  | { type: 'succeeded'; payload: unknown }
  | { type: 'failed'; error?: string };

/** The state before any fetch. */
export const initialSettingsLoadState: SettingsLoadState = {
  status: 'not-loaded',
  settings: null,
  isFallback: false,
  error: null,
};

/**
 * Moves the settings load on by one event (docs/behaviour.md §4, §8). A success stores the parsed payload with
 * the defaults merged under it. A failure with nothing loaded yet falls back to the defaults; a failure
 * after a load keeps what was loaded. A request while one is in flight changes nothing.
 */
export function settingsLoadReducer(state: SettingsLoadState, event: SettingsLoadEvent): SettingsLoadState {
  switch (event.type) {
    case 'requested':
      return state.status === 'loading' ? state : { ...state, status: 'loading' };
    case 'succeeded':
      return {
        status: 'loaded',
        settings: withDefaultSettings(parseSettings(event.payload)),
        isFallback: false,
        error: null,
      };
    case 'failed':
      return {
        status: 'loaded',
        settings: state.settings ?? DEFAULT_SETTINGS,
        isFallback: state.settings === null || state.isFallback,
        error: event.error ?? 'Settings could not be loaded',
      };
  }
}

/** The settings to act on now: those loaded, or the defaults while none are. */
export function effectiveSettings(state: SettingsLoadState): readonly Setting[] {
  return state.settings ?? DEFAULT_SETTINGS;
}
