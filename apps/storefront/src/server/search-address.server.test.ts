import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** A real HTTP server standing in for the API, keeping the headers of each listing call it answers. */
let api: Server;
const seen: IncomingHttpHeaders[] = [];

beforeAll(async () => {
  api = createServer((request, response) => {
    seen.push(request.headers);
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ data: [], meta: { current_page: 1, last_page: 1, per_page: 12, total: 0 } }));
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  process.env['API_ORIGIN'] = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
});
afterAll(async () => {
  api.closeAllConnections();
  await new Promise((resolve) => api.close(resolve));
});

describe('a search rendered on the server', () => {
  it("names the shopper's address to the API, so shoppers do not share the server's search allowance", async () => {
    const { serverApiForShopper } = await import('./api.server');
    await serverApiForShopper(new Request('http://shop.test/search?q=ring'), '203.0.113.7').getProducts({ q: 'ring' });
    await serverApiForShopper(new Request('http://shop.test/search?q=band'), '198.51.100.9').getProducts({ q: 'band' });
    expect(seen.map((headers) => headers['x-forwarded-for'])).toEqual(['203.0.113.7', '198.51.100.9']);
  });

  it('names no address when the server was not told one (the development server)', async () => {
    seen.length = 0;
    const { serverApiForShopper } = await import('./api.server');
    await serverApiForShopper(new Request('http://shop.test/search?q=chain'), undefined).getProducts({ q: 'chain' });
    expect(seen[0]?.['x-forwarded-for']).toBeUndefined();
  });
});
