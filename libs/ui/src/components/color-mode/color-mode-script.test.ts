import { resolveColorMode, type ColorMode } from '@aurelia/domain';
import { describe, expect, it } from 'vitest';

import { COLOR_MODE_STORAGE_KEY, colorModeScript } from './color-mode-script';

/** Runs the head script against a fake page and returns the mode it set. */
function run(script: string, stored: string | null, systemDark: boolean): string | undefined {
  const root = { dataset: {} as Record<string, string>, style: {} as Record<string, string> };
  const page = {
    document: { documentElement: root },
    localStorage: { getItem: (key: string) => (key === COLOR_MODE_STORAGE_KEY ? stored : null) },
    matchMedia: () => ({ matches: systemDark }),
  };
  new Function('document', 'localStorage', 'matchMedia', script)(page.document, page.localStorage, page.matchMedia);
  return root.dataset['theme'];
}

describe('docs/behaviour.md §4 colour mode: the no-flash script agrees with the domain rule', () => {
  const stored = [null, 'light', 'dark', 'system', ' DARK ', 'nonsense'];
  const forced = [undefined, 'light', 'dark', 'system', 'sepia'];
  const cases = stored.flatMap((value) => forced.flatMap((force) => [true, false].map((dark) => [value, force, dark] as const)));

  it.each(cases)('stored %j, forced %j, system dark %s', (value, force, dark) => {
    const preference = ['light', 'dark'].includes(String(value).trim().toLowerCase()) ? (String(value).trim().toLowerCase() as ColorMode) : 'system';
    const expected = resolveColorMode({ preference, systemMode: dark ? 'dark' : 'light', forced: force }).mode;
    expect(run(colorModeScript({ forced: force }), value, dark)).toBe(expected);
  });

  it('survives blocked storage', () => {
    const script = colorModeScript();
    expect(() => new Function('document', 'localStorage', 'matchMedia', script)({}, null, null)).not.toThrow();
  });
});
