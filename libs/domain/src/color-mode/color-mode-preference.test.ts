import { describe, expect, it } from 'vitest';
import { isColorModePreference, parseColorModePreference } from './color-mode-preference';

describe('docs/behaviour.md §4 colour mode preference: light, dark or system', () => {
  it.each(['light', 'dark', 'system'])('reads %s', (value) => {
    expect(parseColorModePreference(value)).toBe(value);
    expect(isColorModePreference(value)).toBe(true);
  });
  it('forgives blanks and letter case', () => {
    expect(parseColorModePreference(' Dark ')).toBe('dark');
  });
  it.each([null, undefined, '', 'blue', 'auto', 1, {}])('reads garbage %j as system', (raw) => {
    expect(parseColorModePreference(raw)).toBe('system');
  });
  it('recognises only the exact preferences', () => {
    expect(isColorModePreference('Dark')).toBe(false);
  });
});
