import { standInApiForThisFile, type StandInApi } from '@aurelia/api-client/testing';
import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { createBackOfficeCall, createBackOfficeDownload } from '../app/api-call';
import type { BackOfficeServices } from '../app/services';
import { createBackOfficeStore, type BackOfficeStore } from '../app/store';
import { backOfficeRoutes, BackOfficeApp } from '../backoffice-app';
import { SESSION_STORAGE_KEY, signedOut } from '../features/session';

export type TestApi = StandInApi;

/** The stand-in API of one test file (libs/api-client/testing), its routes forgotten before each test. */
export function testApiForThisFile(): TestApi {
  return standInApiForThisFile({ resetRoutes: true });
}

/** A back office wired to the stand-in, with an in-memory sessionStorage; `session` signs someone in already. */
export function backOfficeFor(api: TestApi, options: { session?: { token: string; expiresAt: string; staff: unknown } } = {}) {
  const memory = new Map<string, string>();
  if (options.session) memory.set(SESSION_STORAGE_KEY, JSON.stringify(options.session));
  const holder: { store?: BackOfficeStore } = {};
  const connection = {
    baseURL: api.baseURL,
    getToken: () => holder.store?.getState().session.signedIn?.token ?? null,
    onUnauthenticated: () => holder.store?.dispatch(signedOut('Your session has ended. Sign in again.')),
  };
  const services: BackOfficeServices = {
    call: createBackOfficeCall(connection),
    download: createBackOfficeDownload(connection),
    now: () => Date.parse('2026-03-02T06:30:00.000Z'),
    storage: {
      getItem: (key) => memory.get(key) ?? null,
      setItem: (key, value) => void memory.set(key, value),
      removeItem: (key) => void memory.delete(key),
    },
  };
  holder.store = createBackOfficeStore(services);
  return { store: holder.store, services, storage: memory };
}

/** The whole app opened at `path`. */
export function renderBackOffice(api: TestApi, path: string, options: Parameters<typeof backOfficeFor>[1] = {}) {
  const office = backOfficeFor(api, options);
  const router = createMemoryRouter(backOfficeRoutes, { initialEntries: [path] });
  render(<BackOfficeApp store={office.store} services={office.services} router={router} />);
  return { ...office, router };
}

/** What arrived at `path` (relative to /api/v1). */
export const arrivalsAt = (api: TestApi, path: string, method = 'GET') =>
  api.arrivals.filter((arrival) => arrival.path === `/api/v1${path}` && arrival.method === method);
