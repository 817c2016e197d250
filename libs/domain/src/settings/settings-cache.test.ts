import { describe, expect, it } from 'vitest';
import { SETTINGS_CACHE_TTL_MS } from '../constants';
import { isSettingsCacheValid, parseSettingsCache, readSettingsCache, serializeSettingsCache } from './settings-cache';

const T0 = 1_700_000_000_000;
const settings = [{ key: 'is_store_open', value: 'false' }];

describe('docs/behaviour.md §9 settings cache in session storage: valid 5 minutes', () => {
  it('is valid from the moment it is written until just before 5 minutes', () => {
    expect(SETTINGS_CACHE_TTL_MS).toBe(300_000);
    expect(isSettingsCacheValid(T0, T0)).toBe(true);
    expect(isSettingsCacheValid(T0, T0 + 299_999)).toBe(true);
  });
  it('has expired at exactly 5 minutes and after', () => {
    expect(isSettingsCacheValid(T0, T0 + 300_000)).toBe(false);
    expect(isSettingsCacheValid(T0, T0 + 3_600_000)).toBe(false);
  });
  it('is not valid when written in the future or at a non-finite time', () => {
    expect(isSettingsCacheValid(T0 + 1, T0)).toBe(false);
    expect(isSettingsCacheValid(Number.NaN, T0)).toBe(false);
    expect(isSettingsCacheValid(-Infinity, T0)).toBe(false);
  });
});

describe('docs/behaviour.md §9 settings cache entry: written and read back, garbage tolerated', () => {
  it('round-trips settings and the time', () => {
    expect(parseSettingsCache(serializeSettingsCache(settings, T0))).toEqual({ cachedAt: T0, settings });
  });
  it('reads nothing from missing, non-JSON or shapeless text', () => {
    for (const raw of [null, undefined, '', '{', 'null', '42', '"x"', '{}', '{"cachedAt":"1"}', '{"cachedAt":1e999}']) {
      expect(parseSettingsCache(raw)).toBeNull();
    }
  });
  it('drops malformed settings inside an entry', () => {
    expect(parseSettingsCache(JSON.stringify({ cachedAt: T0, settings: [{ key: 'a' }, ...settings] }))).toEqual({
      cachedAt: T0,
      settings,
    });
    expect(parseSettingsCache(JSON.stringify({ cachedAt: T0, settings: 'x' }))).toEqual({ cachedAt: T0, settings: [] });
  });
  it('gives the cached settings only while the entry is valid', () => {
    const raw = serializeSettingsCache(settings, T0);
    expect(readSettingsCache(raw, T0 + 1_000)).toEqual(settings);
    expect(readSettingsCache(raw, T0 + SETTINGS_CACHE_TTL_MS)).toBeNull();
    expect(readSettingsCache('garbage', T0)).toBeNull();
  });
});
