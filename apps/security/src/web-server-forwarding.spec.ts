import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';

/**
 * The storefront and kiosk servers in front of an API that does have development tools (a developer's API, or one
 * misconfigured): they must still never forward `/api/v1/dev*`. The "API" here answers 200 with a secret to any
 * request, so whatever reaches it shows.
 */
const appDir = (name: string) => fileURLToPath(new URL(`../../${name}`, import.meta.url));
let fakeApi: Server;
const reached: string[] = [];
const servers: { name: string; origin: string; process: ChildProcess }[] = [];

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

async function startWebServer(name: string, api: string): Promise<void> {
  const port = await freePort();
  const child = spawn(process.execPath, ['server.mjs'], {
    cwd: appDir(name),
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), API_ORIGIN: api },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => (chunk.toString().includes(` on http://`) ? resolve() : undefined));
    child.on('exit', (code) => reject(new Error(`${name} server exited with ${code}`)));
  });
  servers.push({ name, origin: `http://127.0.0.1:${port}`, process: child });
}

test.beforeAll(async () => {
  fakeApi = createServer((req, res) => {
    reached.push(req.url ?? '');
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"data":[{"subject":"123456 is your sign-in code"}]}');
  });
  await new Promise<void>((resolve) => fakeApi.listen(0, '127.0.0.1', resolve));
  const api = `http://127.0.0.1:${(fakeApi.address() as AddressInfo).port}`;
  await Promise.all([startWebServer('storefront', api), startWebServer('kiosk', api)]);
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
