import { createApiClient, type ApiClient, type HttpError } from '@aurelia/api-client';

/** The path the browser calls the API on: the storefront server forwards it (one origin, ARCHITECTURE.md). */
export const BROWSER_API_BASE = '/api/v1';

/**
 * The browser's API client: same-origin base, the store's token read before every call, and a 401 handed
 * to the store (the logout itself is a listener, STYLE.md).
 */
export function createBrowserApi(getToken: () => string | null, onUnauthenticated: (error: HttpError) => void): ApiClient {
  return createApiClient({ baseURL: BROWSER_API_BASE, getToken, onUnauthenticated });
}
