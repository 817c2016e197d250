// @vitest-environment jsdom
import { COLOR_MODE_COOKIE, colorModeFromCookies } from '@aurelia/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { refusingApi, storeOn } from '../../test/api-server';
import { colorModeChosen } from './color-mode-slice';
import { LEGACY_COLOR_MODE_KEY, takeUpLegacyColorMode } from './legacy-color-mode';

afterEach(() => {
  window.localStorage.clear();
  document.cookie = `${COLOR_MODE_COOKIE}=; Path=/; Max-Age=0`;
});

async function afterTakingUp() {
  const store = storeOn(await refusingApi(), document.cookie ? { colorMode: { preference: colorModeFromCookies(document.cookie) ?? 'system' } } : {});
  takeUpLegacyColorMode((preference) => store.dispatch(colorModeChosen(preference)));
  return { preference: store.getState().colorMode.preference, cookie: colorModeFromCookies(document.cookie), left: window.localStorage.getItem(LEGACY_COLOR_MODE_KEY) };
}

describe('docs/behaviour.md §9 a colour mode an earlier version kept in local storage', () => {
  it('is taken up, moved into the cookie the server reads, and forgotten there', async () => {
    window.localStorage.setItem(LEGACY_COLOR_MODE_KEY, ' Dark ');
    expect(await afterTakingUp()).toEqual({ preference: 'dark', cookie: 'dark', left: null });
  });

  it('gives way to a choice the cookie already holds, the newer one', async () => {
    window.localStorage.setItem(LEGACY_COLOR_MODE_KEY, 'dark');
    document.cookie = `${COLOR_MODE_COOKIE}=light; Path=/`;
    expect(await afterTakingUp()).toEqual({ preference: 'light', cookie: 'light', left: null });
  });

  it('is dropped when unreadable', async () => {
    window.localStorage.setItem(LEGACY_COLOR_MODE_KEY, '<sepia>');
    expect(await afterTakingUp()).toEqual({ preference: 'system', cookie: null, left: null });
  });

  it('changes nothing when there is none', async () => {
    expect(await afterTakingUp()).toEqual({ preference: 'system', cookie: null, left: null });
  });
});
