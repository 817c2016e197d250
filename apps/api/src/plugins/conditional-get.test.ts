import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/build-test-app';

let app: FastifyInstance;

beforeAll(async () => {
  ({ app } = await buildTestApp());
});
afterAll(async () => {
  await app?.close();
});

const get = (url: string, ifNoneMatch?: string) =>
  app.inject({ method: 'GET', url, headers: ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {} });

describe('revalidating what every page shows: entity tags and 304', () => {
  it.each(['/api/v1/settings/', '/api/v1/categories', '/api/v1/attributes', '/api/v1/stores', '/api/v1/pages'])('%s answers its own tag with a body-less 304', async (url) => {
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    const etag = first.headers['etag'];
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    const again = await get(url, String(etag));
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers['etag']).toBe(etag);
    expect((await get(url, 'W/"something-else"')).statusCode).toBe(200);
  });

  it('gives settings a new tag when they change, so a cached copy is replaced at once', async () => {
    const before = String((await get('/api/v1/settings/')).headers['etag']);
    const current = await app.settings.list();
    const notice = current.find((setting) => setting.key === 'notice-bar-text');
    await app.settings.upsert([{ key: 'notice-bar-text', value: `${notice?.value ?? ''} (changed)` }]);
    const after = await get('/api/v1/settings/', before);
    expect(after.statusCode).toBe(200);
    expect(after.headers['etag']).not.toBe(before);
  });
});
