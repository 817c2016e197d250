import { allEndpoints, API_BASE_PATH } from '@aurelia/contracts';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
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

const listOf = <T>(value: T | readonly T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? [...value] : [value as T]);

describe('the API serves the endpoint table of libs/contracts, and only it says who may call', () => {
  it('registers every entry by exactly one route, with the table’s method, path and auth hook', () => {
    const authHooks = [app.optionalUser, app.requireUser, app.requireCounterStaff, app.requireKioskDevice];
    const mismatches: string[] = [];
    for (const [name, endpoint] of Object.entries(allEndpoints)) {
      const url = `${API_BASE_PATH}${endpoint.path}`;
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
});
