import { COLOR_MODE_COOKIE, type ColorModePreference } from '@aurelia/domain';

/** A year, in seconds: how long the browser keeps the shopper's choice. */
const KEPT_FOR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Keeps `preference` in the cookie the server reads (libs/domain COLOR_MODE_COOKIE), for every page of the site. Not
 * HttpOnly, as the page writes it; `Secure` where the page itself is served over HTTPS.
 */
export function writeColorModeCookie(preference: ColorModePreference): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${COLOR_MODE_COOKIE}=${preference}; Path=/; Max-Age=${KEPT_FOR_SECONDS}; SameSite=Lax${secure}`;
}
