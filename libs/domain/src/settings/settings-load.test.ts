import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from './setting-defaults';
import {
  effectiveSettings,
  initialSettingsLoadState,
  settingsLoadReducer,
  type SettingsLoadEvent,
  type SettingsLoadState,
} from './settings-load';

const run = (events: SettingsLoadEvent[], from: SettingsLoadState = initialSettingsLoadState) =>
  events.reduce(settingsLoadReducer, from);

describe('docs/behaviour.md §4 settings loading: not loaded, loading, loaded', () => {
  it('starts not loaded, with no settings', () => {
    expect(initialSettingsLoadState).toEqual({ status: 'not-loaded', settings: null, isFallback: false, error: null });
  });
  it('is loading once requested', () => {
    expect(run([{ type: 'requested' }]).status).toBe('loading');
  });
  it('ignores a second request while one is in flight', () => {
    const loading = run([{ type: 'requested' }]);
    expect(settingsLoadReducer(loading, { type: 'requested' })).toBe(loading);
  });
  it('is loaded with the parsed settings, defaults merged under them', () => {
    const state = run([
      { type: 'requested' },
      { type: 'succeeded', payload: { data: [{ key: 'is_store_open', value: 'false' }, { bad: 1 }] } },
    ]);
    expect(state).toEqual({
      status: 'loaded',
      settings: [
        { key: 'is_store_open', value: 'false' },
        { key: 'show-notice-bar', value: 'true' },
      ],
      isFallback: false,
      error: null,
    });
  });
  it('keeps the loaded settings while a refresh is loading', () => {
    const loaded = run([{ type: 'requested' }, { type: 'succeeded', payload: [{ key: 'a', value: '1' }] }]);
    const refreshing = settingsLoadReducer(loaded, { type: 'requested' });
    expect(refreshing.status).toBe('loading');
    expect(refreshing.settings).toBe(loaded.settings);
  });
});

describe('docs/behaviour.md §4, §8 on a failed fetch with no settings yet, the defaults are used', () => {
  it('is loaded with the defaults, flagged as fallback, with the error', () => {
    const state = run([{ type: 'requested' }, { type: 'failed', error: 'Network Error' }]);
    expect(state).toEqual({ status: 'loaded', settings: DEFAULT_SETTINGS, isFallback: true, error: 'Network Error' });
  });
  it('gives a generic error message when none is given', () => {
    expect(run([{ type: 'requested' }, { type: 'failed' }]).error).toBe('Settings could not be loaded');
  });
  it('stays on the fallback when a later fetch fails too', () => {
    const state = run([{ type: 'requested' }, { type: 'failed' }, { type: 'requested' }, { type: 'failed' }]);
    expect(state.isFallback).toBe(true);
    expect(state.settings).toEqual(DEFAULT_SETTINGS);
  });
  it('leaves the fallback when a later fetch succeeds', () => {
    const state = run([
      { type: 'requested' },
      { type: 'failed' },
      { type: 'requested' },
      { type: 'succeeded', payload: [] },
    ]);
    expect(state).toMatchObject({ isFallback: false, error: null, settings: DEFAULT_SETTINGS });
  });
});

describe('docs/behaviour.md §4 a failed fetch with settings already loaded keeps them', () => {
  it('keeps the loaded settings and is not a fallback', () => {
    const loaded = run([{ type: 'requested' }, { type: 'succeeded', payload: [{ key: 'a', value: '1' }] }]);
    const state = run([{ type: 'requested' }, { type: 'failed', error: 'timeout' }], loaded);
    expect(state).toEqual({ status: 'loaded', settings: loaded.settings, isFallback: false, error: 'timeout' });
  });
});

describe('docs/behaviour.md §3 the settings to act on before any load are the defaults', () => {
  it('gives the defaults while nothing is loaded, else the loaded settings', () => {
    expect(effectiveSettings(initialSettingsLoadState)).toBe(DEFAULT_SETTINGS);
    const loaded = run([{ type: 'succeeded', payload: [{ key: 'a', value: '1' }] }]);
    expect(effectiveSettings(loaded)).toBe(loaded.settings);
  });
});
