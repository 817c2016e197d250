import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { designKey, designOf, pieceImagePath } from '@aurelia/piece-scenes/designs';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { createRandom } from '../random';
import { generateCatalogue } from './generate-catalogue';
import { PIECES_DIR, PRODUCT_IMAGE_SIZE, SITE_RENDERS_DIR, copyPieceImages, pieceRenderFile, productImageRows } from './render-images';
import { pieceRenders } from './render-images-list';
import { DEFAULT_SEED } from './seed-database';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'aurelia-pieces-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const ring = { name: 'Tara Ruby Three-Stone Ring in 18K Rose Gold', design: designOf('Three-Stone Ring', 'rose-gold', 'ruby') };

describe("a product's images", () => {
  it("are its design's three views, the front first, described for a screen reader", () => {
    expect(productImageRows(ring)).toEqual([
      { path: '/images/pieces/three-stone-ring-rose-gold-ruby-1.webp', alt: ring.name, width: 800, height: 800, position: 0 },
      { path: '/images/pieces/three-stone-ring-rose-gold-ruby-2.webp', alt: `${ring.name}, seen from three-quarters`, width: 800, height: 800, position: 1 },
      { path: '/images/pieces/three-stone-ring-rose-gold-ruby-3.webp', alt: `${ring.name}, on a stone plinth beside a pebble, for scale`, width: 800, height: 800, position: 2 },
    ]);
  });
});

describe('putting the renders in place at seed time', () => {
  it("copies each design's views once however many products share it, keeps them on the next seed, and says when a render is missing", async () => {
    const piecesDir = tempDir();
    const publicDir = tempDir();
    const other = { design: designOf('Signet Ring', 'platinum', null) };
    for (const design of [ring.design, other.design]) {
      for (const view of [0, 1, 2] as const) writeFileSync(pieceRenderFile(design, view, piecesDir), `${designKey(design)}:${view}`);
    }
    const log: string[] = [];
    const first = await copyPieceImages([ring, other, ring, ring], { publicDir, piecesDir, log: (m) => log.push(m) });
    expect(first).toEqual({ copied: 6, kept: 0 });
    expect(readdirSync(join(publicDir, 'images', 'pieces'))).toHaveLength(6);
    expect(readFileSync(join(publicDir, pieceImagePath(ring.design, 1)), 'utf8')).toBe('three-stone-ring-rose-gold-ruby:1');
    expect(log).toEqual(['piece images: 6 copied, 0 kept, for 2 designs']);
    expect(await copyPieceImages([ring, other], { publicDir, piecesDir })).toEqual({ copied: 0, kept: 6 });

    await expect(copyPieceImages([{ design: designOf('Kada Bangle', 'yellow-gold', null) }], { publicDir, piecesDir })).rejects.toThrow(
      /No render of kada-bangle-yellow-gold-plain view 1 .*render-pieces/,
    );
  });
});

describe('the committed renders', () => {
  const renders = pieceRenders(DEFAULT_SEED);

  it('cover every design the seeded catalogue uses, per design not per product, and the home and category pictures', () => {
    const catalogue = generateCatalogue(createRandom(DEFAULT_SEED));
    const designs = new Set(catalogue.map((p) => designKey(p.design)));
    expect(designs.size).toBeLessThan(catalogue.length);
    expect(renders.filter((r) => r.file.startsWith(PIECES_DIR))).toHaveLength(designs.size * 3);
    const missing = renders.filter((r) => {
      try {
        return !statSync(r.file).isFile();
      } catch {
        return true;
      }
    });
    expect(missing.map((r) => r.file)).toEqual([]);
  });

  it('hold nothing no design uses, and stay within 20 MB in all', () => {
    const wanted = new Set(renders.map((r) => r.file));
    const files = [PIECES_DIR, SITE_RENDERS_DIR].flatMap((dir) => readdirSync(dir).map((name) => join(dir, name)));
    expect(files.filter((file) => !wanted.has(file))).toEqual([]);
    const bytes = files.reduce((sum, file) => sum + statSync(file).size, 0);
    expect(bytes).toBeLessThan(20_000_000);
  });

  it('are square WebP pictures at the size served, with a transparent background', async () => {
    const sample = renders.filter((_, index) => index % 40 === 0);
    for (const render of sample) {
      expect(await sharp(render.file).metadata(), render.file).toMatchObject({ format: 'webp', width: render.size, height: render.size, hasAlpha: true });
    }
    expect(sample[0]?.size).toBe(PRODUCT_IMAGE_SIZE);
  });
});
