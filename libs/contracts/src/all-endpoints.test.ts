import { describe, expect, it } from 'vitest';
import { allEndpoints, endpointTables } from './all-endpoints';
import { API_BASE_PATH } from './endpoints';

describe('the table of every endpoint', () => {
  it('holds each area table whole: no name is declared twice, so none hides another', () => {
    const declared = endpointTables.flatMap((table) => Object.keys(table));
    expect(new Set(declared).size).toBe(declared.length);
    expect(Object.keys(allEndpoints).sort()).toEqual([...declared].sort());
  });
  it('has one endpoint per method and path', () => {
    const routes = Object.values(allEndpoints).map((endpoint) => `${endpoint.method} ${API_BASE_PATH}${endpoint.path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });
});
