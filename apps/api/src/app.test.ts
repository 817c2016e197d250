import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { buildTestApp, openTestDatabase, testConfig, type TestApp } from './test/build-test-app';

let app: FastifyInstance;
let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp({ seed: false });
  app = testApp.app;
});
afterAll(async () => {
  await app?.close();
});

describe('operations endpoints', () => {
  it('GET /healthz answers ok', async () => {
    const response = await app.inject('/healthz');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('GET /readyz answers 200 while the database answers', async () => {
    const response = await app.inject('/readyz');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', checks: { database: 'up' } });
  });
});

describe('the OpenAPI document', () => {
  it('lists every route with its parameters and response schemas', async () => {
    const response = await app.inject('/api/docs/json');
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    const expected: [string, string][] = [
      ['/healthz', 'get'],
      ['/readyz', 'get'],
      ['/api/v1/products', 'get'],
      ['/api/v1/product/{slug}', 'get'],
      ['/api/v1/product/id/{id}', 'get'],
      ['/api/v1/attributes', 'get'],
      ['/api/v1/categories', 'get'],
      ['/api/v1/settings/', 'get'],
    ];
    for (const [path, method] of expected) {
      const operation = document.paths[path]?.[method];
      expect(operation, path).toBeDefined();
      expect(operation.responses['200'].content['application/json'].schema, path).toBeDefined();
    }
    const products = document.paths['/api/v1/products'].get;
    expect(products.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['page', 'per_page', 'q']),
    );
    expect(products.responses['422'].content['application/json'].schema.properties).toHaveProperty('errors');
    expect(document.paths['/api/v1/product/{slug}'].get.responses).toHaveProperty('404');
  });

  it('serves the documentation page at /api/docs', async () => {
    const entry = await app.inject('/api/docs');
    const page = entry.statusCode === 302 ? await app.inject(new URL(String(entry.headers.location), 'http://x/api/docs/').pathname) : entry;
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toMatch(/swagger/i);
  });
});

describe('HTTP hygiene', () => {
  it('sends security headers', async () => {
    const response = await app.inject('/healthz');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toBeDefined();
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('allows credentialed CORS from the configured origins only', async () => {
    const allowed = await app.inject({
      method: 'OPTIONS',
      url: '/api/v1/products',
      headers: { origin: 'http://localhost:4200', 'access-control-request-method': 'GET' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:4200');
    expect(allowed.headers['access-control-allow-credentials']).toBe('true');
    const refused = await app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { origin: 'https://evil.example.com' },
    });
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers an unknown route in the error shape', async () => {
    const missing = await app.inject('/api/v1/nothing-here');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Not Found' });
  });
});

describe('readiness when the database is gone', () => {
  it('GET /readyz answers 503', async () => {
    await testApp.connection.close();
    const response = await app.inject('/readyz');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'unavailable', checks: { database: 'down' } });
  });
});

describe('client addresses behind the storefront proxy', () => {
  it('takes the shopper address from X-Forwarded-For sent by a loopback proxy, and not from elsewhere', async () => {
    const connection = await openTestDatabase();
    const proxied = await buildApp(testConfig(), { database: connection });
    proxied.get('/probe/ip', async (request) => ({ ip: request.ip }));
    await proxied.ready();
    try {
      const viaLoopback = await proxied.inject({
        method: 'GET',
        url: '/probe/ip',
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': '203.0.113.7' },
      });
      expect(viaLoopback.json()).toEqual({ ip: '203.0.113.7' });
      const direct = await proxied.inject({
        method: 'GET',
        url: '/probe/ip',
        remoteAddress: '198.51.100.9',
        headers: { 'x-forwarded-for': '203.0.113.7' },
      });
      expect(direct.json()).toEqual({ ip: '198.51.100.9' });
    } finally {
      await proxied.close();
    }
  });
});
