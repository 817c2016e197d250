import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { precompressDirectory } from './precompress.mjs';

const dir = mkdtempSync(join(tmpdir(), 'precompress-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('precompressDirectory', () => {
  it('writes brotli and zopfli copies of the text files that shrink, and leaves the rest alone', async () => {
    const script = Buffer.from(Array.from({ length: 400 }, (_, i) => `export const ring${i} = { carat: ${i % 24}, metal: "gold" };`).join('\n'));
    mkdirSync(join(dir, 'nested'));
    writeFileSync(join(dir, 'app-1.js'), script);
    writeFileSync(join(dir, 'nested', 'style-1.css'), '.ring { color: gold; }\n'.repeat(100));
    writeFileSync(join(dir, 'tiny-1.js'), 'x');
    writeFileSync(join(dir, 'photo-1.webp'), script);

    expect(await precompressDirectory(dir)).toBe(3);

    const gz = readFileSync(join(dir, 'app-1.js.gz'));
    expect(gunzipSync(gz).equals(script)).toBe(true);
    expect(brotliDecompressSync(readFileSync(join(dir, 'app-1.js.br'))).equals(script)).toBe(true);
    // Zopfli's gzip is what the server sends a gzip browser: never larger than zlib's best.
    expect(gz.length).toBeLessThanOrEqual(gzipSync(script, { level: 9 }).length);
    expect(gunzipSync(readFileSync(join(dir, 'nested', 'style-1.css.gz'))).toString()).toContain('.ring');
    // A copy larger than the file is not written; images are not text.
    expect(existsSync(join(dir, 'tiny-1.js.gz'))).toBe(false);
    expect(existsSync(join(dir, 'tiny-1.js.br'))).toBe(false);
    expect(existsSync(join(dir, 'photo-1.webp.gz'))).toBe(false);
  });
});
