import { createApiClient, type ApiClient } from '@aurelia/api-client';
import type { User } from '@aurelia/contracts';
import { parseCookies, restoreAuthSession, type AuthSession } from '@aurelia/domain';

/** Where the API listens, as the storefront server reaches it. */
export const API_ORIGIN = process.env['API_ORIGIN'] ?? 'http://127.0.0.1:3333';

/**
 * The shop's public address (PUBLIC_URL, default what `npm start` serves): canonical links, Open Graph, robots.txt
 * and the sitemap name it, never the request's Host or X-Forwarded-Host, which anyone can forge.
 */
export const PUBLIC_ORIGIN = new URL(process.env['PUBLIC_URL'] ?? 'http://127.0.0.1:4200').origin;

/** The brand in titles and structured data (ARCHITECTURE.md: `BRAND_NAME`, default Aurelia). */
export const BRAND_NAME = process.env['BRAND_NAME'] ?? 'Aurelia';

function isUser(value: unknown): value is User {
  if (typeof value !== 'object' || value === null) return false;
  const user = value as Partial<User>;
  return typeof user.id === 'number' && typeof user.email === 'string' && typeof user.name === 'string';
}

/** The session the request's cookies hold (SPEC.md §4, §9); anything malformed is a guest. */
export function readSession(request: Request): AuthSession<User> {
  return restoreAuthSession(parseCookies(request.headers.get('cookie') ?? ''), isUser);
}

/**
 * An API client for one request on the server: the API's own address, the shopper's token from the
 * cookie. A 401 here only means the page renders as a guest would see it.
 */
export function serverApi(request: Request): ApiClient {
  const { token } = readSession(request);
  return createApiClient({
    baseURL: `${API_ORIGIN}/api/v1`,
    getToken: () => token,
    onUnauthenticated: () => undefined,
    // A page render should not wait out the browser's 30 s budget on a broken API.
    timeoutMs: 10_000,
  });
}
