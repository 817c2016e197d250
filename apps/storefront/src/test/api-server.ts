import { createApiClient, type ApiClient } from '@aurelia/api-client';
import { standInApiForThisFile, type StandInApi } from '@aurelia/api-client/testing';
import { makeStore } from '../app/store';
import type { PreloadedState } from '../shared/state';
import { sessionExpired } from '../features/auth/auth-slice';

export type { Arrival } from '@aurelia/api-client/testing';
export type TestApi = StandInApi;

/**
 * One stand-in API for a test file (libs/api-client/testing): started before its tests, emptied (routes and
 * arrivals) before each, closed after. The returned object always speaks to the running server.
 */
export function testApiForThisFile(): TestApi {
  return standInApiForThisFile({ resetRoutes: true });
}

/**
 * The app's real store wired to the test API, with the browser's 401 handling and a fixed clock. Like the browser,
 * it sends no token: the storefront server adds the session's from its HttpOnly cookie.
 */
export function storeOn(testApi: TestApi, preloaded: PreloadedState = {}, now = () => 1_000_000) {
  const ref: { store?: ReturnType<typeof makeStore> } = {};
  const api: ApiClient = createApiClient({
    baseURL: testApi.baseURL,
    onUnauthenticated: () => ref.store?.dispatch(sessionExpired()),
    retry: { retries: 0 },
  });
  let keys = 0;
  ref.store = makeStore({ api, now, newKey: () => `test-key-${(keys += 1)}` }, preloaded);
  return ref.store;
}
