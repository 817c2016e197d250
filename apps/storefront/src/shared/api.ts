import type { ApiClient, ApiClientOptions } from '@aurelia/api-client';

/** The path the browser calls the API on: the storefront server forwards it (one origin, docs/architecture.md). */
export const BROWSER_API_BASE = '/api/v1';

type BrowserApiOptions = Pick<ApiClientOptions, 'onUnauthenticated'>;

const loadHttpStack = () => import('./api-client-factory');

/**
 * Fetches the HTTP stack ahead of the first call (about 26 KB gzip: on a slow phone line, fetching it at the first
 * "Load more" made the shopper wait about 0.3 s longer for the pieces); a failure is left to that call, which asks for it
 * again.
 */
export const prefetchHttpStack = () => void loadHttpStack().catch(() => undefined);

/**
 * The browser's API client: same-origin base, no token (the storefront server adds the session's, which no script
 * can read), and a 401 handed to the store (the logout itself is a listener, docs/architecture.md "House style").
 *
 * The HTTP stack (axios, axios-retry, the endpoint table) is not needed to show a page, only to act on one, so it
 * is not in the page's first load: every method of the returned client waits for it.
 */
export function createBrowserApi(options: BrowserApiOptions): ApiClient {
  let client: Promise<ApiClient> | undefined;
  const load = () => (client ??= loadHttpStack().then(({ createApiClient }) => createApiClient({ baseURL: BROWSER_API_BASE, ...options })));
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
