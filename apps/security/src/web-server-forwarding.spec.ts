import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { type OwnWebServer, startWebServer } from '@aurelia/e2e-support/own-web-server';

/**
 * The storefront and kiosk servers in front of an API that does have development tools (a developer's API, or one
 * misconfigured): they must still never forward `/api/v1/dev*`. The "API" here answers 200 with a secret to any
 * request, so whatever reaches it shows.
 */
let fakeApi: Server;
const reached: string[] = [];
const servers: OwnWebServer[] = [];

test.beforeAll(async () => {
  fakeApi = createServer((req, res) => {
    reached.push(req.url ?? '');
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"data":[{"subject":"123456 is your sign-in code"}]}');
  });
  await new Promise<void>((resolve) => fakeApi.listen(0, '127.0.0.1', resolve));
  const api = `http://127.0.0.1:${(fakeApi.address() as AddressInfo).port}`;
  servers.push(...(await Promise.all([startWebServer('storefront', api), startWebServer('kiosk', api)])));
});

test.afterAll(async () => {
  for (const server of servers) server.process.kill('SIGTERM');
  await new Promise((resolve) => fakeApi?.close(resolve));
});

test('the web servers refuse /api/v1/dev* with a 404 whatever the API behind them would answer', async ({ request }) => {
  for (const { name, origin } of servers) {
    await test.step(name, async () => {
      const products = await request.get(`${origin}/api/v1/products`);
      expect(products.status(), 'the shop’s own calls are forwarded').toBe(200);
      for (const path of ['/api/v1/dev/outbox?to=staff%40aurelia.test', '/api/v1/dev/settings', '/api/v1/%64ev/outbox', '/api/v1//dev/outbox']) {
        const response = await request.get(`${origin}${path}`);
        expect(response.status(), path).toBe(404);
        expect(await response.text(), path).not.toContain('123456');
      }
      const written = await request.put(`${origin}/api/v1/dev/settings`, { data: { settings: [] } });
      expect(written.status()).toBe(404);
    });
  }
  expect(reached.filter((url) => /dev/i.test(url))).toEqual([]);
});
