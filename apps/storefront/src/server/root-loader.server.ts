import type { Category, PageSummary, Setting, Store, User } from '@aurelia/contracts';
import {
  DEFAULT_COLOR_MODE_PREFERENCE,
  DEFAULT_SETTINGS,
  FEATURE_UNAVAILABLE_MESSAGES,
  browserSession,
  colorModeFromCookies,
  decideAccess,
  isFeatureKey,
  parseCookies,
  type AuthSession,
  type ColorModePreference,
} from '@aurelia/domain';
import { isHttpError, isNetworkError, isTimeoutError } from '@aurelia/api-client/errors';
import { data, redirect } from 'react-router';
import { FLASH_COOKIE_NAME as FLASH_COOKIE, SESSION_ENDED_FLASH, SESSION_ENDED_MESSAGE } from '../shared/flash';
import { BRAND_NAME, PUBLIC_ORIGIN, readSession } from './api.server';
import { sharedCategories, sharedPages, sharedSettings, sharedStores } from './reference-data.server';


export interface RootData {
  /** Whether the server holds a session, and its user: never the token, which stays in its HttpOnly cookie. */
  session: AuthSession<User>;
  /** The server's settings, or null when they could not be loaded (the defaults then apply). */
  settings: Setting[] | null;
  settingsAt: number;
  categories: Category[];
  /** Stores for the footer: name, city and page. */
  stores: Pick<Store, 'slug' | 'name' | 'city'>[];
  /** The CMS pages, for the footer. */
  pages: PageSummary[];
  brand: string;
  /** The site's public origin (PUBLIC_URL) for canonical URLs and structured data. */
  origin: string;
  /** A message to toast once, left by a redirect. */
  flash: string | null;
  /** The shopper's colour mode as their cookie keeps it (`system` when they never chose one): the store starts from it. */
  colorMode: ColorModePreference;
}

/** What the shop says while the API cannot be reached (down, restarting, too slow) or is unavailable itself. */
export const API_UNAVAILABLE_MESSAGE = 'We’ll be right back: the shop is briefly unavailable. Please try again in a minute.';
/** Seconds a browser or crawler is asked to wait before trying again. */
export const API_UNAVAILABLE_RETRY_AFTER = 30;

/** No answer from the API, none in time, or its own 503: not a broken page, a shop briefly away. */
export function isApiUnavailable(error: unknown): boolean {
  return isNetworkError(error) || isTimeoutError(error) || (isHttpError(error) && error.status === 503);
}

/** The 503 "We’ll be right back" with Retry-After, thrown by a loader whose API call found the API away or slow. */
export function apiUnavailableResponse() {
  return data(API_UNAVAILABLE_MESSAGE, { status: 503, headers: { 'Retry-After': String(API_UNAVAILABLE_RETRY_AFTER) } });
}

/** Rethrows `error` as the 503 when the API is away or too slow (a page's own calls), as it is otherwise. */
export function rethrowUnavailable(error: unknown): never {
  if (isApiUnavailable(error)) throw apiUnavailableResponse();
  throw error;
}

function flashMessage(request: Request): string | null {
  const raw = parseCookies(request.headers.get('cookie') ?? '')[FLASH_COOKIE];
  if (!raw) return null;
  const [kind, feature] = raw.split(':');
  if (kind === 'feature-disabled' && isFeatureKey(feature)) return FEATURE_UNAVAILABLE_MESSAGES[feature];
  if (kind === SESSION_ENDED_FLASH) return SESSION_ENDED_MESSAGE;
  return null;
}

/**
 * Runs for every document and data request: loads settings and categories, restores the session from the
 * cookies, and applies the access rules of docs/behaviour.md §2 through libs/domain `decideAccess` (maintenance,
 * disabled features, store closed, sign-in and guest-only guards). Unknown paths fall through to the
 * 404 route. When the API cannot be reached it throws a 503 with Retry-After: the root's error boundary
 * then says "We’ll be right back".
 */
export async function loadRoot(request: Request): Promise<RootData> {
  const url = new URL(request.url);
  const session = readSession(request);
  const [settings, categories, stores, pages] = await Promise.all([
    sharedSettings().catch((error: unknown) => {
      if (isApiUnavailable(error)) throw apiUnavailableResponse();
      console.warn('Settings could not be loaded; the defaults apply', error instanceof Error ? error.message : error);
      return null;
    }),
    sharedCategories().catch(() => [] as Category[]),
    sharedStores().catch(() => []),
    sharedPages().catch(() => [] as PageSummary[]),
  ]);

  const decision = decideAccess(url.pathname + url.search, session, settings ?? DEFAULT_SETTINGS);
  if (decision.kind === 'redirect') {
    const headers = new Headers();
    if (decision.reason === 'feature-disabled' && decision.feature) {
      headers.append('Set-Cookie', `${FLASH_COOKIE}=feature-disabled:${decision.feature}; Path=/; Max-Age=60; SameSite=Lax`);
    }
    throw redirect(decision.to, { headers });
  }

  return {
    session: browserSession(session),
    settings,
    settingsAt: Date.now(),
    categories,
    stores,
    pages,
    brand: BRAND_NAME,
    origin: PUBLIC_ORIGIN,
    flash: flashMessage(request),
    colorMode: colorModeFromCookies(request.headers.get('cookie')) ?? DEFAULT_COLOR_MODE_PREFERENCE,
  };
}
