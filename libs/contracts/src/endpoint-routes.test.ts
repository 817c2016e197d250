import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { allEndpoints } from './all-endpoints';
import { endpointRoutes } from './endpoint-routes';

const file = fileURLToPath(new URL('./endpoint-routes.ts', import.meta.url));
const BEGIN = '  // generated: begin\n';
const END = '  // generated: end\n';

/** The rows endpoint-routes.ts must hold: each entry's method and path, in the table's order. */
function expectedRows(): string {
  return Object.entries(allEndpoints)
    .map(([name, endpoint]) => `  ${name}: { method: '${endpoint.method}', path: '${endpoint.path}' },\n`)
    .join('');
}

describe('the routes the client calls, without zod', () => {
  it('are the endpoint table’s methods and paths (UPDATE_ENDPOINT_ROUTES=1 npx vitest run rewrites them)', () => {
    const text = readFileSync(file, 'utf8');
    const start = text.indexOf(BEGIN) + BEGIN.length;
    const end = text.indexOf(END);
    if (process.env['UPDATE_ENDPOINT_ROUTES'] === '1') {
      writeFileSync(file, text.slice(0, start) + expectedRows() + text.slice(end));
      return;
    }
    expect(text.slice(start, end)).toBe(expectedRows());
    for (const [name, endpoint] of Object.entries(allEndpoints)) {
      expect(endpointRoutes[name as keyof typeof endpointRoutes], name).toEqual({ method: endpoint.method, path: endpoint.path });
    }
  });
});
