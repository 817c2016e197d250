import { stat, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cacheFiles, createProxyFixture, type ProxyFixture } from './image-proxy.test-fixture';

const URL = '/_ipx/w_320,f_webp/images/products/ring.png';
let fixture: ProxyFixture;
beforeEach(async () => {
  fixture = await createProxyFixture();
});
afterEach(async () => {
  await fixture.close();
});

async function get(url: string, headers: Record<string, string> = {}) {
  return fixture.app.inject({ method: 'GET', url, headers });
}

describe('the image proxy caches results on disk', () => {
  it('stores the first result and reads the second from disk without transforming again', async () => {
    const first = await get(URL);
    const files = await cacheFiles(fixture.cacheDir);
    expect(files).toHaveLength(1);
    const entry = join(fixture.cacheDir, files[0] ?? '');
    const before = await stat(entry);

    const second = await get(URL);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(await cacheFiles(fixture.cacheDir)).toEqual(files);
    expect((await stat(entry)).mtimeMs).toBe(before.mtimeMs);

    // Whatever the entry holds is what is served: the proof that the second answer did not come from sharp.
    await writeFile(entry, 'from the cache');
    expect((await get(URL)).body).toBe('from the cache');
  });

  it('shares one entry between spellings of the same request', async () => {
    const a = await get('/_ipx/w_320,f_webp/images/products/ring.png');
    const b = await get('/_ipx/f_WEBP&w_320/images/products/ring.png');
    expect(b.headers.etag).toBe(a.headers.etag);
    expect(await cacheFiles(fixture.cacheDir)).toHaveLength(1);
  });

  it('makes a new entry when the source changes', async () => {
    const first = await get(URL);
    const later = new Date(Date.now() + 60_000);
    await utimes(join(fixture.sourceDir, 'images/products/ring.png'), later, later);
    const second = await get(URL);
    expect(second.headers.etag).not.toBe(first.headers.etag);
    expect(await cacheFiles(fixture.cacheDir)).toHaveLength(2);
  });

  it('survives concurrent identical requests with one whole entry and no temporary files', async () => {
    const responses = await Promise.all(Array.from({ length: 8 }, () => get(URL)));
    const bodies = new Set(responses.map((response) => response.rawPayload.toString('base64')));
    expect(responses.every((response) => response.statusCode === 200)).toBe(true);
    expect(bodies.size).toBe(1);
    const files = await cacheFiles(fixture.cacheDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^[0-9a-f]{2}\/[0-9a-f]{64}\.webp$/);
  });
});

describe('the image proxy supports conditional requests', () => {
  it('sends a strong ETag and answers a matching If-None-Match with an empty 304', async () => {
    const first = await get(URL);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);

    const revalidated = await get(URL, { 'if-none-match': etag });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    expect(revalidated.headers.etag).toBe(etag);
    expect(revalidated.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    expect((await get(URL, { 'if-none-match': `"other", W/${etag}` })).statusCode).toBe(304);
    expect((await get(URL, { 'if-none-match': '"other"' })).statusCode).toBe(200);
  });

  it('gives each variant its own ETag', async () => {
    const webp = await get(URL);
    const avif = await get('/_ipx/w_320,f_avif/images/products/ring.png');
    expect(avif.headers.etag).not.toBe(webp.headers.etag);
  });
});
