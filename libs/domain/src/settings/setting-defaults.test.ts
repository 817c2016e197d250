import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, getBooleanSetting, getSetting, SETTING_KEYS, withDefaultSettings } from './setting-defaults';

describe('docs/behaviour.md §3 setting defaults: is_store_open = true, show-notice-bar = true', () => {
  it('lists exactly the two defaults of the spec', () => {
    expect(DEFAULT_SETTINGS).toEqual([
      { key: 'is_store_open', value: 'true' },
      { key: 'show-notice-bar', value: 'true' },
    ]);
  });
  it('merges the defaults under what the server gave', () => {
    expect(withDefaultSettings([{ key: 'is_store_open', value: 'false' }, { key: 'x', value: '1' }])).toEqual([
      { key: 'is_store_open', value: 'false' },
      { key: 'x', value: '1' },
      { key: 'show-notice-bar', value: 'true' },
    ]);
  });
  it('keeps one entry per key, the last given winning', () => {
    expect(withDefaultSettings([{ key: 'x', value: '1' }, { key: 'x', value: '2' }])).toContainEqual({
      key: 'x',
      value: '2',
    });
    expect(withDefaultSettings([{ key: 'x', value: '1' }, { key: 'x', value: '2' }])).toHaveLength(3);
  });
  it('gives the defaults for an empty server list', () => {
    expect(withDefaultSettings([])).toEqual(DEFAULT_SETTINGS);
  });
  it('reads a string setting, its default, or nothing', () => {
    expect(getSetting([{ key: 'notice-bar-text', value: 'Hi' }], 'notice-bar-text')).toBe('Hi');
    expect(getSetting([], 'is_store_open')).toBe('true');
    expect(getSetting([], 'notice-bar-text')).toBeUndefined();
  });
  it('names the known keys of docs/architecture.md', () => {
    expect(Object.values(SETTING_KEYS)).toEqual([
      'is_store_open',
      'show-notice-bar',
      'notice-bar-text',
      'maintenance_mode',
      'disabled_routes',
    ]);
  });
});

describe('docs/behaviour.md §3 booleans are held as the strings true/false', () => {
  it('reads "true" and "false"', () => {
    expect(getBooleanSetting([{ key: 'is_store_open', value: 'false' }], 'is_store_open')).toBe(false);
    expect(getBooleanSetting([{ key: 'maintenance_mode', value: 'true' }], 'maintenance_mode')).toBe(true);
  });
  it('forgives blanks and letter case', () => {
    expect(getBooleanSetting({ is_store_open: ' FALSE ' }, 'is_store_open')).toBe(false);
    expect(getBooleanSetting({ maintenance_mode: 'True' }, 'maintenance_mode')).toBe(true);
  });
});

describe('docs/behaviour.md §5 an invalid boolean setting value falls back to its default', () => {
  it.each(['', 'yes', '1', '0', 'no', 'tru'])('"%s" falls back', (value) => {
    expect(getBooleanSetting({ is_store_open: value }, 'is_store_open')).toBe(true);
    expect(getBooleanSetting({ 'show-notice-bar': value }, 'show-notice-bar')).toBe(true);
    expect(getBooleanSetting({ maintenance_mode: value }, 'maintenance_mode')).toBe(false);
  });
  it('uses the defaults when the key is missing', () => {
    expect(getBooleanSetting([], 'is_store_open')).toBe(true);
    expect(getBooleanSetting([], 'maintenance_mode')).toBe(false);
  });
  it('uses a given fallback before the known default', () => {
    expect(getBooleanSetting({ is_store_open: 'maybe' }, 'is_store_open', false)).toBe(false);
    expect(getBooleanSetting({ custom: 'maybe' }, 'custom', true)).toBe(true);
  });
  it('gives false for an unknown key with no fallback', () => {
    expect(getBooleanSetting({ custom: 'maybe' }, 'custom')).toBe(false);
  });
});
