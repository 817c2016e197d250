import type { ApiClient, ApiClientOptions } from '@aurelia/api-client';

/** The path the browser calls the API on: the storefront server forwards it (one origin, docs/architecture.md). */
export const BROWSER_API_BASE = '/api/v1';

type BrowserApiOptions = Pick<ApiClientOptions, 'onUnauthenticated'>;

/**
 * The browser's API client: same-origin base, no token (the storefront server adds the session's, which no script
 * can read), and a 401 handed to the store (the logout itself is a listener, docs/architecture.md "House style").
 *
 * The HTTP stack (axios, axios-retry) is not needed to show a page, only to act on one, so it is loaded
 * with the first call instead of with the page: every method of the returned client waits for it.
 */
export function createBrowserApi(options: BrowserApiOptions): ApiClient {
  let client: Promise<ApiClient> | undefined;
  const load = () =>
    (client ??= import('./api-client-factory').then(({ createApiClient }) => createApiClient({ baseURL: BROWSER_API_BASE, ...options })));
  return new Proxy({} as ApiClient, {
    get(_target, method) {
      // Not a thenable: awaiting the client itself must not call a method named `then`.
      if (typeof method !== 'string' || method === 'then') return undefined;
      return async (...args: unknown[]) => {
        const api = (await load()) as unknown as Record<string, (...params: unknown[]) => unknown>;
        const call = api[method];
        if (typeof call !== 'function') throw new TypeError(`The API client has no method ${method}`);
        return call(...args);
      };
    },
  });
}
