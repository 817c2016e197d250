import { parseCookies } from '../auth/cookie';
import { COLOR_MODE_COOKIE, parseColorModePreference, type ColorModePreference } from './color-mode-preference';

/**
 * The preference kept in a Cookie header (or `document.cookie`), or null when it holds none. A module apart from the
 * preference's: the browser's first load, which writes the cookie, need not carry the cookie parser.
 */
export function colorModeFromCookies(cookies: string | null | undefined): ColorModePreference | null {
  const raw = parseCookies(cookies)[COLOR_MODE_COOKIE];
  return raw === undefined ? null : parseColorModePreference(raw);
}
