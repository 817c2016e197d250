import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';

/** A port nothing listens on: the API "stopped". */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return typeof address === 'object' && address ? address.port : 9;
}

describe('the root loader when the API cannot be reached', () => {
  it('throws a 503 with Retry-After and "We’ll be right back", not a generic error', async () => {
    process.env['API_ORIGIN'] = `http://127.0.0.1:${await closedPort()}`;
    const { loadRoot, API_UNAVAILABLE_MESSAGE } = await import('./root-loader.server');
    const thrown: unknown = await loadRoot(new Request('http://shop.test/')).then(
      () => null,
      (error: unknown) => error,
    );
    expect(thrown).toMatchObject({ data: API_UNAVAILABLE_MESSAGE, init: { status: 503 } });
    const init = (thrown as { init: { headers: Record<string, string> } }).init;
    expect(Number(new Headers(init.headers).get('retry-after'))).toBeGreaterThan(0);
    expect(API_UNAVAILABLE_MESSAGE).toMatch(/We’ll be right back/);
  });
});

describe('the page a root failure shows', () => {
  it('names a 503 "We’ll be right back" with its message', async () => {
    const { describeError } = await import('../shell/route-error-pages');
    const unavailable = { status: 503, statusText: 'Service Unavailable', internal: false, data: 'Back in a minute.' };
    expect(describeError(unavailable)).toEqual({ status: 503, statusMessage: 'We’ll be right back', message: 'Back in a minute.' });
  });
});
