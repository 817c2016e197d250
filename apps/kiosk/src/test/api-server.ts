import { createApiClient } from '@aurelia/api-client';
import { standInApiForThisFile, type StandInApi } from '@aurelia/api-client/testing';
import { createKioskStore } from '../app/create-kiosk-store';
import type { KioskServices } from '../app/store';

export type { Arrival } from '@aurelia/api-client/testing';
export type TestApi = StandInApi;

/**
 * The stand-in API of one test file (libs/api-client/testing): started before its tests, what arrived forgotten
 * after each, closed after all. Call it at the top of the file.
 */
export function testApiForThisFile(): TestApi {
  return standInApiForThisFile();
}

/** A store wired to the test server, with memory storage and numbered keys. */
export function kioskStoreFor(api: TestApi, options: { storage?: Map<string, string>; now?: () => number } = {}) {
  const memory = options.storage ?? new Map<string, string>();
  let keys = 0;
  const holder: { store?: ReturnType<typeof createKioskStore> } = {};
  const noRetry = { retries: 0 };
  const getKioskDevice = () => holder.store?.getState().device.token ?? null;
  const services: KioskServices = {
    api: createApiClient({
      baseURL: api.baseURL,
      getToken: () => holder.store?.getState().session.session?.access_token ?? null,
      getKioskDevice,
      onUnauthenticated: () => undefined,
      retry: noRetry,
      timeoutMs: 3_000,
    }),
    apiWithToken: (token) =>
      createApiClient({
        baseURL: api.baseURL,
        getToken: () => token,
        getKioskDevice,
        onUnauthenticated: () => undefined,
        retry: noRetry,
        timeoutMs: 3_000,
      }),
    now: options.now ?? (() => Date.parse('2026-03-02T06:30:00.000Z')),
    newKey: () => `kiosk-key-${++keys}`,
    storage: {
      getItem: (key) => memory.get(key) ?? null,
      setItem: (key, value) => void memory.set(key, value),
      removeItem: (key) => void memory.delete(key),
    },
  };
  holder.store = createKioskStore(services);
  return { store: holder.store, services, storage: memory };
}
