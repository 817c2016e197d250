import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gunzipSync, brotliDecompressSync, gzipSync } from 'node:zlib';
// The storefront server's own packages (this library's devDependencies): mounted as it mounts them.
import compression from 'compression';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressedAssets } from './precompressed.mjs';

const SCRIPT = `export const ring = ${JSON.stringify('gold '.repeat(2_000))};\n`;
const STYLE = `.ring { color: gold; }\n`.repeat(200);
const dir = mkdtempSync(join(tmpdir(), 'precompressed-'));
const brCopy = brotliCompressSync(SCRIPT);
// Not what zlib would make of the file at any level: the test sees the copy itself was sent.
const gzCopy = Buffer.concat([gzipSync(SCRIPT.slice(0, 5_000)), gzipSync(SCRIPT.slice(5_000))]);
let server: http.Server;
let origin = '';

beforeAll(async () => {
  writeFileSync(join(dir, 'ring-abc123.js'), SCRIPT);
  writeFileSync(join(dir, 'ring-abc123.js.br'), brCopy);
  writeFileSync(join(dir, 'ring-abc123.js.gz'), gzCopy);
  writeFileSync(join(dir, 'style-def456.css'), STYLE);
  const app = express();
  app.use(compression());
  app.use('/assets', precompressedAssets(dir), express.static(dir, { immutable: true, maxAge: '1y' }));
  app.use((_req, res) => res.status(404).send('not here'));
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

/** A raw GET (or HEAD): the bytes as sent, never decoded. */
function fetchRaw(path: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const request = http.request(`${origin}${path}`, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end();
  });
}

describe('precompressed build files', () => {
  it('sends the brotli copy to a browser that takes brotli, typed as the file itself', async () => {
    const response = await fetchRaw('/assets/ring-abc123.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers['vary']).toMatch(/Accept-Encoding/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(response.headers['content-length'])).toBe(brCopy.length);
    expect(response.body.equals(brCopy)).toBe(true);
    expect(brotliDecompressSync(response.body).toString()).toBe(SCRIPT);
    // Any encoding at all, or one the browser names less than `*`.
    for (const accept of ['*', 'gzip;q=0, *;q=0.1']) {
      expect((await fetchRaw('/assets/ring-abc123.js', { 'accept-encoding': accept })).headers['content-encoding'], accept).toBe('br');
    }
  });

  it('sends the gzip copy to a browser that takes gzip only, or refuses brotli with q=0', async () => {
    for (const accept of ['gzip, deflate', 'br;q=0, gzip', 'gzip;q=1, br;q=0.5', 'GZIP']) {
      const response = await fetchRaw('/assets/ring-abc123.js', { 'accept-encoding': accept });
      expect(response.headers['content-encoding'], accept).toBe('gzip');
      expect(response.body.equals(gzCopy), accept).toBe(true);
      expect(gunzipSync(response.body).toString()).toBe(SCRIPT);
    }
  });

  it('sends the file itself to a client that asks for no encoding', async () => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }, { 'accept-encoding': 'br;q=0, gzip;q=0' }] as Record<string, string>[]) {
      const response = await fetchRaw('/assets/ring-abc123.js', headers);
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding'], JSON.stringify(headers)).toBeUndefined();
      expect(response.body.toString()).toBe(SCRIPT);
    }
  });

  it('answers HEAD, a range of the encoded bytes and a revalidation of the copy it sent', async () => {
    const head = await fetchRaw('/assets/ring-abc123.js', { 'accept-encoding': 'gzip' }, 'HEAD');
    expect(head.headers['content-encoding']).toBe('gzip');
    expect(Number(head.headers['content-length'])).toBe(gzCopy.length);
    expect(head.body.length).toBe(0);

    const range = await fetchRaw('/assets/ring-abc123.js', { 'accept-encoding': 'gzip', range: 'bytes=0-9' });
    expect(range.status).toBe(206);
    expect(range.body.equals(gzCopy.subarray(0, 10))).toBe(true);

    const brEtag = (await fetchRaw('/assets/ring-abc123.js', { 'accept-encoding': 'br' })).headers.etag;
    expect(brEtag).toBeTruthy();
    expect(brEtag).not.toBe(head.headers.etag);
    const again = await fetchRaw('/assets/ring-abc123.js', { 'accept-encoding': 'gzip', 'if-none-match': String(head.headers.etag) });
    expect(again.status).toBe(304);
  });

  it('leaves a file without copies to the compression middleware, and an unknown one to whatever follows', async () => {
    const style = await fetchRaw('/assets/style-def456.css?v=1', { 'accept-encoding': 'gzip' });
    expect(style.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(style.body).toString()).toBe(STYLE);

    const missing = await fetchRaw('/assets/ring-zzz999.js', { 'accept-encoding': 'br' });
    expect(missing.status).toBe(404);
    expect(missing.body.toString()).toBe('not here');
    // A copy is never reached on its own name through the negotiation.
    const traversal = await fetchRaw('/assets/..%2fring-abc123.js', { 'accept-encoding': 'br' });
    expect(traversal.headers['content-encoding']).toBeUndefined();
  });
});
