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
import { redirect } from 'react-router';
import { FLASH_COOKIE_NAME as FLASH_COOKIE, SESSION_ENDED_FLASH, SESSION_ENDED_MESSAGE } from '../shared/flash';
import { apiUnavailableResponse, isApiUnavailable } from './api-unavailable.server';
import { BRAND_NAME, PUBLIC_ORIGIN, readSession } from './api.server';
import { lastSettings, sharedCategories, sharedPages, sharedSettings, sharedStores } from './reference-data.server';


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
 * 404 route. When the API cannot be reached the settings last read apply; before any were read it throws a 503
 * with Retry-After, and the root's error boundary then says "We’ll be right back".
 */
export async function loadRoot(request: Request): Promise<RootData> {
  const url = new URL(request.url);
  const session = readSession(request);
  const [settings, categories, stores, pages] = await Promise.all([
    sharedSettings().catch((error: unknown) => {
      // With the API away the shell is still drawn from what this server holds, so that a page whose own data
      // needs the API says so inside it (the header, the menu and the bag kept) and one that needs none is served;
      // only a server that has never reached the API has nothing to draw it from.
      if (isApiUnavailable(error)) {
        const last = lastSettings();
        if (last) return last;
        throw apiUnavailableResponse();
      }
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
