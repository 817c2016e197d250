import { SETTINGS_REFRESH_INACTIVITY_MS, SETTINGS_REFRESH_ON_VISIBLE_AFTER_MS } from '@aurelia/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storeOn, testApiForThisFile } from '../../test/api-server';
import { startFeatureListeners } from '../../shared/feature-listeners';
import { settingsListeners } from './settings-listeners';
import { pageEventOccurred, selectSettings, settingsStateFromServer } from './settings-slice';
import { refreshSettings } from './settings-thunks';

const api = testApiForThisFile();
beforeEach(() => {
  api.on('GET', '/settings/', { body: { data: [{ key: 'is_store_open', value: 'false' }] } });
});

const loadedAt = 1_000_000;
const listeners = settingsListeners(refreshSettings);
/** A store with the refresh rules started, as the page starts them once idle (use-settings-refresh-events.ts). */
const fresh = () => {
  const store = storeOn(api, { settings: settingsStateFromServer([{ key: 'is_store_open', value: 'true' }], loadedAt) });
  startFeatureListeners(store.dispatch, listeners);
  return store;
};
const settingsCalls = () => api.arrivals.filter((a) => a.path === '/api/v1/settings/').length;

describe('settings refresh rules (docs/behaviour.md §4)', () => {
  it('refreshes when the tab is visible again after more than 2 minutes hidden, not sooner', async () => {
    const store = fresh();
    store.dispatch(pageEventOccurred({ event: 'hidden', at: loadedAt }));
    store.dispatch(pageEventOccurred({ event: 'visible', at: loadedAt + SETTINGS_REFRESH_ON_VISIBLE_AFTER_MS }));
    expect(store.getState().settings.status).not.toBe('loading');
    // Not sooner: the refresh the next event starts is the only call the API sees, though it comes after.
    store.dispatch(pageEventOccurred({ event: 'hidden', at: loadedAt }));
    store.dispatch(pageEventOccurred({ event: 'visible', at: loadedAt + SETTINGS_REFRESH_ON_VISIBLE_AFTER_MS + 1 }));
    await vi.waitFor(() => expect(selectSettings(store.getState())).toContainEqual({ key: 'is_store_open', value: 'false' }));
    expect(settingsCalls()).toBe(1);
  });

  it('refreshes when the browser is back online', async () => {
    const store = fresh();
    store.dispatch(pageEventOccurred({ event: 'online', at: loadedAt + 1 }));
    await vi.waitFor(() => expect(store.getState().settings.status).toBe('loaded'));
    await vi.waitFor(() => expect(selectSettings(store.getState())).toContainEqual({ key: 'is_store_open', value: 'false' }));
    expect(settingsCalls()).toBe(1);
  });

  it('refreshes on a click after more than 10 minutes idle, only when the last refresh is over 5 minutes old', async () => {
    const store = fresh();
    store.dispatch(pageEventOccurred({ event: 'click', at: loadedAt + 1000 }));
    expect(store.getState().settings.status).not.toBe('loading');
    // Not after a short idle: the refresh the next click starts is the only call the API sees, though it comes after.
    store.dispatch(pageEventOccurred({ event: 'click', at: loadedAt + 1000 + SETTINGS_REFRESH_INACTIVITY_MS + 1 }));
    await vi.waitFor(() => expect(selectSettings(store.getState())).toContainEqual({ key: 'is_store_open', value: 'false' }));
    expect(settingsCalls()).toBe(1);
  });

  it('keeps the loaded settings and only warns when a refresh fails (docs/behaviour.md §8)', async () => {
    api.on('GET', '/settings/', { status: 404, body: { message: 'gone' } });
    const store = fresh();
    store.dispatch(pageEventOccurred({ event: 'online', at: loadedAt + 1 }));
    await vi.waitFor(() => expect(store.getState().settings.error).toBeTruthy());
    expect(selectSettings(store.getState())).toContainEqual({ key: 'is_store_open', value: 'true' });
  });
});
