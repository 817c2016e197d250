import { COLOR_MODE_COOKIE, isColorModePreference, type ColorModePreference } from '@aurelia/domain';
import { writeColorModeCookie } from '@aurelia/ui';

/** Where earlier versions of the shop kept the colour mode: local storage, which the server cannot read. */
export const LEGACY_COLOR_MODE_KEY = 'aurelia-color-mode';

/**
 * A choice an earlier version kept in local storage is moved into the cookie, so that the server draws it from the next
 * page on, and handed to `chosen` for this one; local storage forgets it. A choice the cookie holds already wins (it is
 * the newer). Runs once the page has hydrated, with the cart's storage (app-providers.tsx): no request of its own. The
 * store's action comes from the caller: importing the slice here as well would split it out of the root's file.
 */
export function takeUpLegacyColorMode(chosen: (preference: ColorModePreference) => void): void {
  let legacy: string | null;
  try {
    legacy = window.localStorage.getItem(LEGACY_COLOR_MODE_KEY);
    if (legacy !== null) window.localStorage.removeItem(LEGACY_COLOR_MODE_KEY);
  } catch {
    // Storage blocked (private mode, policies): nothing was kept there.
    return;
  }
  const preference = legacy?.trim().toLowerCase();
  // Whether the cookie is there, without the cookie parser: this file's chunk would otherwise share it with the root's
  // and split it into a file of its own, a request more in every page's first load.
  const inCookie = new RegExp(`(^|;\\s*)${COLOR_MODE_COOKIE}=`).test(document.cookie);
  if (!isColorModePreference(preference) || inCookie) return;
  writeColorModeCookie(preference);
  chosen(preference);
}
