import { readSettingsCache, serializeSettingsCache, type Setting } from '@aurelia/domain';
import { createAppAsyncThunk } from '../../shared/hooks';
import { SETTINGS_CACHE_KEY, settingsFailed, settingsReceived, settingsRequested } from './settings-slice';

/**
 * Fetches the settings again. A failure keeps what was loaded (or the defaults) and only warns
 * (docs/behaviour.md §8); a success refreshes the session cache.
 */
export const refreshSettings = createAppAsyncThunk('settings/refresh', async (_: void, { dispatch, extra }) => {
  dispatch(settingsRequested());
  try {
    const settings = await extra.api.getSettings();
    const at = extra.now();
    dispatch(settingsReceived({ settings, at }));
    try {
      window.sessionStorage.setItem(SETTINGS_CACHE_KEY, serializeSettingsCache(settings, at));
    } catch {
      // storage blocked: the cache is an optimisation only
    }
    return true;
  } catch (error) {
    console.warn('Settings could not be loaded; the defaults apply', error);
    dispatch(settingsFailed({ error: error instanceof Error ? error.message : 'Settings could not be loaded', at: extra.now() }));
    return false;
  }
});

/** The settings this tab fetched in the last 5 minutes (session storage), or null; for when the server could not load them. */
export function cachedSettings(now: number): Setting[] | null {
  try {
    return readSettingsCache(window.sessionStorage.getItem(SETTINGS_CACHE_KEY), now);
  } catch {
    // storage blocked: the defaults stand
    return null;
  }
}
