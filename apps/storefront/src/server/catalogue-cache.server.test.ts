import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sampleProduct } from '@aurelia/contracts/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

/** A real HTTP server standing in for the API: it counts the product reads it answers, and whose token came. */
let api: Server;
const reads: { path: string; authorization: string | undefined }[] = [];
let failNext = false;

const product = sampleProduct({ id: 7, item_id: 7, slug: 'noor', name: 'Noor ring', price: 1000, stock: 3, categories: [] });

beforeAll(async () => {
  api = createServer((request, response) => {
    reads.push({ path: request.url ?? '', authorization: request.headers.authorization });
    if (failNext) {
      failNext = false;
      response.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"No such product"}');
      return;
    }
    // A moment's work, so that renders arriving together find the first read still under way.
    setTimeout(() => response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ data: product })), 50);
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  process.env['API_ORIGIN'] = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  process.env['SSR_CATALOGUE_TTL_MS'] = '300';
  // Only the clock the cache dates its copies by is moved; the stand-in API's sockets and timers stay real.
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterAll(async () => {
  vi.useRealTimers();
  api.closeAllConnections();
  await new Promise((resolve) => api.close(resolve));
});
beforeEach(() => {
  // Past the TTL of whatever the previous test left.
  vi.advanceTimersByTime(350);
  reads.length = 0;
});

const user = (id: number) => encodeURIComponent(JSON.stringify({ id, email: `s${id}@aurelia.test`, name: `Shopper ${id}` }));
const pageRequest = (token?: string, id = 1) =>
  new Request('http://shop.test/product/noor', token ? { headers: { cookie: `auth_token=${token}; auth_user=${user(id)}` } } : {});

describe('product and listing reads shared between renders', () => {
  it('is one API read for a guest and two signed-in shoppers asking for the same piece at once', async () => {
    const { serverApi } = await import('./api.server');
    const answers = await Promise.all([
      serverApi(pageRequest()).getProductBySlug('noor'),
      serverApi(pageRequest('token-a', 1)).getProductBySlug('noor'),
      serverApi(pageRequest('token-b', 2)).getProductBySlug('noor'),
    ]);
    expect(answers.map((answer) => answer.data.slug)).toEqual(['noor', 'noor', 'noor']);
    expect(reads.filter((read) => read.path.includes('/product/noor'))).toHaveLength(1);
  });

  it('reads again once the moment has passed', async () => {
    const { serverApi } = await import('./api.server');
    await serverApi(pageRequest('token-a', 1)).getProductBySlug('noor');
    vi.advanceTimersByTime(250);
    await serverApi(pageRequest('token-b', 2)).getProductBySlug('noor');
    expect(reads).toHaveLength(1);
    vi.advanceTimersByTime(100);
    await serverApi(pageRequest('token-b', 2)).getProductBySlug('noor');
    expect(reads).toHaveLength(2);
  });

  it('keeps no failure: the next render asks the API again', async () => {
    const { serverApi } = await import('./api.server');
    failNext = true;
    const failed = await serverApi(pageRequest('token-a', 1))
      .getProductBySlug('noor')
      .then(() => null, (error: unknown) => error);
    expect(failed).not.toBeNull();
    const answer = await serverApi(pageRequest('token-b', 2)).getProductBySlug('noor');
    expect(answer.data.slug).toBe('noor');
    expect(reads).toHaveLength(2);
  });

  it('still sends each shopper’s own token on the calls that are theirs', async () => {
    const { serverApi } = await import('./api.server');
    await serverApi(pageRequest('token-a', 1))
      .getCart()
      .catch(() => undefined);
    expect(reads.at(-1)?.authorization).toBe('Bearer token-a');
  });
});
