import { describe, expect, it } from 'vitest';
import { chosenColorMode, colorModeWarning, resolveColorMode } from './resolve-color-mode';

describe('docs/behaviour.md §4 colour mode: the preference, system following the OS', () => {
  it('uses light or dark as chosen, whatever the OS says', () => {
    expect(resolveColorMode({ preference: 'dark', systemMode: 'light' })).toEqual({ mode: 'dark' });
    expect(resolveColorMode({ preference: 'light', systemMode: 'dark' })).toEqual({ mode: 'light' });
  });
  it('follows the OS for system', () => {
    expect(resolveColorMode({ preference: 'system', systemMode: 'dark' })).toEqual({ mode: 'dark' });
    expect(resolveColorMode({ preference: 'system', systemMode: 'light' })).toEqual({ mode: 'light' });
  });
  it('draws light for system when the OS mode is unknown, as on the server', () => {
    expect(resolveColorMode({ preference: 'system', systemMode: null })).toEqual({ mode: 'light' });
  });
});

describe('docs/behaviour.md §4 a page may force a mode through route meta', () => {
  it.each(['light', 'dark'] as const)('forcing %s wins over the preference and the OS', (forced) => {
    expect(resolveColorMode({ preference: 'system', systemMode: forced === 'dark' ? 'light' : 'dark', forced })).toEqual({
      mode: forced,
    });
  });
  it('forces nothing for null or undefined', () => {
    expect(resolveColorMode({ preference: 'dark', systemMode: null, forced: null })).toEqual({ mode: 'dark' });
  });
});

describe('docs/behaviour.md §4 forcing system is warned against and ignored', () => {
  it('ignores it, with a warning for the developer', () => {
    expect(resolveColorMode({ preference: 'dark', systemMode: 'light', forced: 'system' })).toEqual({ mode: 'dark' });
    expect(colorModeWarning('system')).toMatch(/cannot force the colour mode "system"/);
  });
  it('ignores an unknown forced value, with a warning naming it', () => {
    expect(resolveColorMode({ preference: 'system', systemMode: 'dark', forced: 'sepia' })).toEqual({ mode: 'dark' });
    expect(colorModeWarning('sepia')).toContain('(sepia)');
  });
  it('warns about nothing when a route forces light, dark or nothing', () => {
    expect([colorModeWarning('light'), colorModeWarning('dark'), colorModeWarning(undefined), colorModeWarning(null)]).toEqual([null, null, null, null]);
  });
});

describe('docs/behaviour.md §4 what the server draws before any script runs', () => {
  const preferences = ['light', 'dark', 'system'] as const;
  const forced = [undefined, null, 'light', 'dark', 'system', 'sepia'];
  const cases = preferences.flatMap((preference) => forced.map((force) => [preference, force] as const));

  it.each(cases)('preference %s, forced %j: the mode every operating system gets, or none', (preference, force) => {
    const onLight = resolveColorMode({ preference, systemMode: 'light', forced: force }).mode;
    const onDark = resolveColorMode({ preference, systemMode: 'dark', forced: force }).mode;
    // Pinned exactly when the OS makes no difference; otherwise left to the stylesheet's `color-scheme: light dark`.
    expect(chosenColorMode({ preference, forced: force })).toBe(onLight === onDark ? onLight : null);
  });
});
