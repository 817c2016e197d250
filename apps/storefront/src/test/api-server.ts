import { createServer } from 'node:net';
import { createApiClient, type ApiClient } from '@aurelia/api-client';
import { API_BASE_PATH } from '@aurelia/contracts';
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
export function storeOn(testApi: Pick<TestApi, 'baseURL'>, preloaded: PreloadedState = {}, now = () => 1_000_000) {
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

/**
 * An address where no API listens (a port just freed on this machine): every call to it is refused, as when the
 * API is stopped. Pass it to storeOn in place of the test API.
 */
export async function refusingApi(): Promise<Pick<TestApi, 'baseURL'>> {
  const port = await new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
  return { baseURL: `http://127.0.0.1:${port}${API_BASE_PATH}` };
}
