import { allEndpoints, API_BASE_PATH, rootEndpoints, type EndpointDefinition } from '@aurelia/contracts';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, DOCS_PATH } from '../app';
import { openTestDatabase, testConfig } from '../test/build-test-app';
import { authHook } from './route-options';

let app: FastifyInstance;
const routes: RouteOptions[] = [];

beforeAll(async () => {
  const connection = await openTestDatabase();
  app = await buildApp(testConfig(), { database: connection, onRoute: (route) => routes.push(route) });
  await app.ready();
});
afterAll(() => app.close());

/** The table's entries that carry a cap of their own. */
const CAPPED_ENTRIES = [
  'listProducts',
  'register',
  'verifyOtp',
  'resetPassword',
  'verifyEmail',
  'updateUser',
  'changePassword',
  'registerKioskDevice',
  'openCounterOutsideHours',
  'clearStaffPinLock',
  'clearKioskDeviceLock',
  'unlockKiosk',
  'signInToBackOffice',
  'confirmBackOfficeCode',
];

const listOf = <T>(value: T | readonly T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? [...value] : [value as T]);

/** Every entry of the table with the URL it is served at: under `/api/v1`, or at the root. */
const table: [string, EndpointDefinition, string][] = [
  ...Object.entries(allEndpoints).map(([name, endpoint]): [string, EndpointDefinition, string] => [name, endpoint, `${API_BASE_PATH}${endpoint.path}`]),
  ...Object.entries(rootEndpoints).map(([name, endpoint]): [string, EndpointDefinition, string] => [name, endpoint, endpoint.path]),
];

/**
 * Routes the API serves that are not endpoints of the table, each for its reason: the OpenAPI document and its
 * viewer (made from the table, by @fastify/swagger-ui), the image proxy (paths are image variants, answered with
 * image bytes), the CORS preflight of every path, and the HEAD route Fastify adds beside each GET.
 */
function isDocumentedException(route: RouteOptions, method: string): boolean {
  if (route.url === DOCS_PATH || route.url.startsWith(`${DOCS_PATH}/`)) return true;
  if (route.url.startsWith('/_ipx/')) return true;
  if (method === 'OPTIONS' && route.url === '*') return true;
  return method === 'HEAD' && routes.some((other) => other.url === route.url && listOf(other.method).includes('GET'));
}

describe('the API serves the endpoint table of libs/contracts, and only it says who may call', () => {
  it('registers every entry by exactly one route, with the table’s method, path and auth hook', () => {
    const authHooks = [app.optionalUser, app.requireUser, app.requireCounterStaff, app.requireKioskDevice, app.requireBackOffice];
    const mismatches: string[] = [];
    for (const [name, endpoint, url] of table) {
      const matching = routes.filter((route) => route.url === url && listOf(route.method).includes(endpoint.method));
      if (matching.length !== 1) {
        mismatches.push(`${name}: ${matching.length} routes for ${endpoint.method} ${url}`);
        continue;
      }
      const [route] = matching;
      const hooks = [...listOf(route?.onRequest), ...listOf(route?.preValidation), ...listOf(route?.preHandler)];
      const found = hooks.filter((hook) => (authHooks as unknown[]).includes(hook));
      const expected = authHook(app, endpoint.auth);
      if (found.length !== (expected ? 1 : 0) || (expected && found[0] !== expected)) {
        mismatches.push(`${name}: auth '${endpoint.auth}' in the table, ${found.length} auth hooks on the route, not its own`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('serves no route that is not in the table, apart from the docs, the image proxy, preflight and HEAD', () => {
    const known = new Set(table.map(([, endpoint, url]) => `${endpoint.method} ${url}`));
    const strangers = routes.flatMap((route) =>
      listOf(route.method)
        .filter((method) => !known.has(`${method} ${route.url}`) && !isDocumentedException(route, method))
        .map((method) => `${method} ${route.url}`),
    );
    expect(strangers).toEqual([]);
    // The exceptions are real routes, so the test would see a stranger among them.
    expect(routes.some((route) => route.url.startsWith('/_ipx/'))).toBe(true);
  });

  it('caps exactly the routes the table caps, at the table’s numbers, a kiosk’s unlocks per kiosk', () => {
    const capped = (url: string, method: string) =>
      (routes.find((route) => route.url === url && listOf(route.method).includes(method))?.config as { rateLimit?: Record<string, unknown> } | undefined)
        ?.rateLimit;
    const caps = table.map(([name, endpoint, url]) => {
      const limit = capped(url, endpoint.method);
      return [name, limit && { max: limit['max'], window: limit['timeWindow'], perKiosk: typeof limit['keyGenerator'] === 'function' }];
    });
    const expected = table.map(([name, { rateLimit }]) => [name, rateLimit && { max: rateLimit.max, window: rateLimit.window, perKiosk: rateLimit.per === 'kiosk' }]);
    expect(caps).toEqual(expected);
    // Named, so that the comparison above can never pass on a table that caps nothing.
    expect(expected.filter(([, cap]) => cap).map(([name]) => name)).toEqual(CAPPED_ENTRIES);
  });
});
