import { describe, expect, it } from 'vitest';
import { parseSettings, readSetting, toSettingsMap } from './setting';

describe('docs/behaviour.md §7 settings payload: a list, or an object with a data list, of {key, value}', () => {
  it('reads a bare list', () => {
    expect(parseSettings([{ key: 'is_store_open', value: 'false' }])).toEqual([
      { key: 'is_store_open', value: 'false' },
    ]);
  });
  it('reads an object with a data list', () => {
    expect(parseSettings({ data: [{ key: 'notice-bar-text', value: 'Sale' }] })).toEqual([
      { key: 'notice-bar-text', value: 'Sale' },
    ]);
  });
  it('gives an empty list for anything else, without throwing', () => {
    for (const payload of [undefined, null, 'true', 42, {}, { data: 'x' }, { data: { key: 'a' } }]) {
      expect(parseSettings(payload)).toEqual([]);
    }
  });
  it('drops malformed entries and keeps only key and value', () => {
    const payload = [
      null,
      'is_store_open=true',
      { key: 'is_store_open' },
      { key: '', value: 'x' },
      { key: '  ', value: 'x' },
      { key: 'maintenance_mode', value: true },
      { key: 7, value: '7' },
      { key: 'show-notice-bar', value: 'false', id: 3 },
    ];
    expect(parseSettings(payload)).toEqual([{ key: 'show-notice-bar', value: 'false' }]);
  });
});

describe('docs/behaviour.md §3 settings map view: key and value, both strings', () => {
  const list = [
    { key: 'a', value: '1' },
    { key: 'b', value: '2' },
    { key: 'a', value: '3' },
  ];
  it('maps each key to its last value', () => {
    expect(toSettingsMap(list)).toEqual({ a: '3', b: '2' });
  });
  it('leaves a map as it is', () => {
    const map = { a: '1' };
    expect(toSettingsMap(map)).toBe(map);
  });
  it('reads a value from a list or a map, the last entry winning', () => {
    expect(readSetting(list, 'a')).toBe('3');
    expect(readSetting({ a: '1' }, 'a')).toBe('1');
  });
  it('reads nothing for a missing key, including inherited object keys', () => {
    expect(readSetting(list, 'c')).toBeUndefined();
    expect(readSetting({ a: '1' }, 'toString')).toBeUndefined();
  });
  it('keeps a "__proto__" key as an ordinary setting', () => {
    const map = toSettingsMap([{ key: '__proto__', value: 'x' }]);
    expect(readSetting(map, '__proto__')).toBe('x');
  });
});
