// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storeOn, testApiForThisFile } from '../../test/api-server';
import { startSettingsRefresh } from './settings-refresh';
import { selectSettings, settingsStateFromServer } from './settings-slice';
import { refreshSettings } from './settings-thunks';

const api = testApiForThisFile();
beforeEach(() => {
  api.on('GET', '/settings/', { body: { data: [{ key: 'is_store_open', value: 'false' }] } });
});
const settingsCalls = () => api.arrivals.filter((a) => a.path === '/api/v1/settings/').length;

describe('startSettingsRefresh: the page events the refresh rules decide on', () => {
  it('refreshes when the browser is back online, and reports nothing once stopped', async () => {
    const store = storeOn(api, { settings: settingsStateFromServer([{ key: 'is_store_open', value: 'true' }], Date.now()) });
    // Until it is started, the store has no refresh rules: nothing is fetched.
    window.dispatchEvent(new Event('online'));
    await new Promise((settle) => setTimeout(settle, 50));
    expect(settingsCalls()).toBe(0);

    const stop = startSettingsRefresh(store.dispatch, refreshSettings);
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(selectSettings(store.getState())).toContainEqual({ key: 'is_store_open', value: 'false' }));
    expect(settingsCalls()).toBe(1);

    stop();
    window.dispatchEvent(new Event('online'));
    await new Promise((settle) => setTimeout(settle, 50));
    expect(settingsCalls()).toBe(1);
  });

  it('tells of a click after the frame that answers it, with the click’s time', async () => {
    const store = storeOn(api, { settings: settingsStateFromServer([{ key: 'is_store_open', value: 'true' }], Date.now()) });
    const stop = startSettingsRefresh(store.dispatch, refreshSettings);
    const before = store.getState().settings.lastActivityAt;
    const clickedAt = Date.now();
    document.body.click();
    // Not in the click's own task: the shopper's tap is answered first.
    expect(store.getState().settings.lastActivityAt).toBe(before);
    await vi.waitFor(() => expect(store.getState().settings.lastActivityAt).not.toBe(before));
    const reported = store.getState().settings.lastActivityAt ?? 0;
    expect(reported).toBeGreaterThanOrEqual(clickedAt);
    expect(reported).toBeLessThanOrEqual(clickedAt + 20);
    stop();
  });
});
