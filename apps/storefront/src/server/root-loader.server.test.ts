import { createServer as createHttpServer, type Server } from 'node:http';
import { createServer } from 'node:net';
import { describe, expect, it, vi } from 'vitest';

/** A port nothing listens on: the API "stopped". */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return typeof address === 'object' && address ? address.port : 9;
}

describe('the root loader when the API cannot be reached', () => {
  it('throws a 503 with Retry-After and "We’ll be right back" when it has never reached it, not a generic error', async () => {
    vi.resetModules();
    process.env['API_ORIGIN'] = `http://127.0.0.1:${await closedPort()}`;
    const { loadRoot } = await import('./root-loader.server');
    const { API_UNAVAILABLE_MESSAGE } = await import('./api-unavailable.server');
    const thrown: unknown = await loadRoot(new Request('http://shop.test/')).then(
      () => null,
      (error: unknown) => error,
    );
    expect(thrown).toMatchObject({ data: API_UNAVAILABLE_MESSAGE, init: { status: 503 } });
    const init = (thrown as { init: { headers: Record<string, string> } }).init;
    expect(Number(new Headers(init.headers).get('retry-after'))).toBeGreaterThan(0);
    expect(API_UNAVAILABLE_MESSAGE).toMatch(/briefly unavailable/);
  });
});

/** A stand-in API serving `settings` (with an entity tag) and nothing else, on a port of its own. */
async function settingsApi(settings: { key: string; value: string }[]): Promise<{ origin: string; stop: () => Promise<void> }> {
  const server: Server = createHttpServer((request, response) => {
    if (request.url !== '/api/v1/settings/') return void response.writeHead(404).end('{}');
    response.writeHead(200, { 'content-type': 'application/json', etag: '"v1"' }).end(JSON.stringify({ data: settings }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}

describe('the root loader when the API goes away after it has answered', () => {
  it('draws the shell from the settings it last read, and keeps applying them', async () => {
    for (const [maintenance, expected] of [
      ['false', 'the page'],
      ['true', 'the maintenance page'],
    ] as const) {
      vi.resetModules();
      const api = await settingsApi([{ key: 'maintenance_mode', value: maintenance }]);
      process.env['API_ORIGIN'] = api.origin;
      const { loadRoot } = await import('./root-loader.server');
      const load = () => loadRoot(new Request('http://shop.test/category/rings')).then(
        (data) => ({ data }),
        (error: unknown) => ({ error }),
      );
      const before = await load();
      await api.stop();
      const away = await load();
      if (expected === 'the page') {
        expect(before).toMatchObject({ data: { settings: [{ key: 'maintenance_mode', value: 'false' }] } });
        expect(away).toMatchObject({ data: { settings: [{ key: 'maintenance_mode', value: 'false' }] } });
      } else {
        // The redirect is a Response whose Location is the maintenance page, with the API there or not.
        for (const outcome of [before, away]) {
          expect(outcome, expected).toHaveProperty('error');
          const error = (outcome as { error: Response }).error;
          expect(error.status, expected).toBe(302);
          expect(error.headers.get('location'), expected).toBe('/maintenance');
        }
      }
    }
  });
});

describe('the page a root failure shows', () => {
  it('names a 503 "We’ll be right back" with its message', async () => {
    const { describeError } = await import('../shell/route-error-pages');
    const unavailable = { status: 503, statusText: 'Service Unavailable', internal: false, data: 'Back in a minute.' };
    expect(describeError(unavailable)).toEqual({ status: 503, statusMessage: 'We’ll be right back', message: 'Back in a minute.' });
  });

  it('says "No connection" for a failure met with the browser offline, and "on our side" otherwise', async () => {
    const { describeError } = await import('../shell/route-error-pages');
    const failedFetch = new TypeError('Failed to fetch');
    vi.stubGlobal('navigator', { onLine: false });
    try {
      expect(describeError(failedFetch)).toMatchObject({ status: 503, statusMessage: 'No connection' });
    } finally {
      vi.unstubAllGlobals();
    }
    expect(describeError(failedFetch)).toMatchObject({ status: 500, message: expect.stringMatching(/on our side/) });
  });
});
