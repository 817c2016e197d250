import { describe, expect, it } from 'vitest';
import { colorModeFromCookies } from './color-mode-cookie';

describe('docs/behaviour.md §4 the preference kept in a cookie', () => {
  it('reads it among other cookies', () => {
    expect(colorModeFromCookies('cart=1; aurelia-color-mode=dark; theme=light')).toBe('dark');
  });
  it('reads none when there is no such cookie', () => {
    expect([colorModeFromCookies(''), colorModeFromCookies(null), colorModeFromCookies('aurelia-color-modes=dark')]).toEqual([null, null, null]);
  });
  it('reads an unreadable value as system, as stored values are', () => {
    expect(colorModeFromCookies('aurelia-color-mode=%3Cscript%3E')).toBe('system');
  });
});
