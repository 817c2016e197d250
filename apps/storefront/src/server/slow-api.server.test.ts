import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** A real HTTP server standing in for an API that has become too slow: every answer takes 5 s. */
let slowApi: Server;
const SLOW_MS = 5_000;
const BUDGET_MS = 300;

beforeAll(async () => {
  slowApi = createServer((_request, response) => {
    const timer = setTimeout(() => response.end('{"data":[]}'), SLOW_MS);
    response.once('close', () => clearTimeout(timer));
  });
  await new Promise<void>((resolve) => slowApi.listen(0, '127.0.0.1', resolve));
  process.env['API_ORIGIN'] = `http://127.0.0.1:${(slowApi.address() as AddressInfo).port}`;
  process.env['SSR_API_TIMEOUT_MS'] = String(BUDGET_MS);
});
afterAll(async () => {
  slowApi.closeAllConnections();
  await new Promise((resolve) => slowApi.close(resolve));
});

describe('rendering in front of a slow API', () => {
  it('gives up on each call after its budget: the page is a 503 with Retry-After within it, not a wait of 5 s', async () => {
    const { loadRoot } = await import('./root-loader.server');
    const { API_UNAVAILABLE_MESSAGE } = await import('./api-unavailable.server');
    const started = Date.now();
    const thrown: unknown = await loadRoot(new Request('http://shop.test/')).then(
      () => null,
      (error: unknown) => error,
    );
    expect(Date.now() - started).toBeLessThan(SLOW_MS / 2);
    expect(thrown).toMatchObject({ data: API_UNAVAILABLE_MESSAGE, init: { status: 503 } });
    const init = (thrown as { init: { headers: Record<string, string> } }).init;
    expect(Number(new Headers(init.headers).get('retry-after'))).toBeGreaterThan(0);
  });

  it('times the product page’s own calls out as well, failing as the 503', async () => {
    const { serverApi } = await import('./api.server');
    const { API_UNAVAILABLE_MESSAGE } = await import('./api-unavailable.server');
    const started = Date.now();
    const thrown: unknown = await serverApi(new Request('http://shop.test/product/noor'))
      .getProductBySlug('noor')
      .then(() => null, (error: unknown) => error);
    expect(thrown).toMatchObject({ data: API_UNAVAILABLE_MESSAGE, init: { status: 503 } });
    expect(Date.now() - started).toBeLessThan(SLOW_MS / 2);
  });

  it('answers a page whose own call timed out with the same 503, not a 500', async () => {
    const { loader } = await import('../routes/product');
    const args = { request: new Request('http://shop.test/product/noor'), params: { productSlug: 'noor' }, context: {} };
    const thrown: unknown = await loader(args as unknown as Parameters<typeof loader>[0]).then(
      () => null,
      (error: unknown) => error,
    );
    expect(thrown).toMatchObject({ init: { status: 503 } });
  });
});
