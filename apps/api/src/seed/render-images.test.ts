import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateCatalogue } from './generate-catalogue';
import { createRandom } from '../random';
import { productImagePath, renderSeedImages, type ProductImageRenderer } from './render-images';

describe('rendering the seeded product images', () => {
  it('draws every view of every product into public/images/products, a few at a time, and keeps existing files', async () => {
    const products = generateCatalogue(createRandom(7)).slice(0, 6);
    const publicDir = mkdtempSync(join(tmpdir(), 'aurelia-images-'));
    let running = 0;
    let most = 0;
    const specs: Parameters<ProductImageRenderer>[0][] = [];
    const render: ProductImageRenderer = async (spec) => {
      running++;
      most = Math.max(most, running);
      specs.push(spec);
      // A turn of the event loop, as a real render's work gives: the other renders may start meanwhile.
      await new Promise((resolve) => setImmediate(resolve));
      running--;
      return Buffer.from(`${spec.category}:${spec.view}`);
    };
    const progress: string[] = [];

    const first = await renderSeedImages(products, { publicDir, render, concurrency: 3, log: (m) => progress.push(m) });
    const expected = products.reduce((sum, p) => sum + p.imageCount, 0);
    expect(first).toEqual({ rendered: expected, kept: 0 });
    expect(most).toBe(3);
    expect(readdirSync(join(publicDir, 'images', 'products'))).toHaveLength(expected);
    const [product] = products;
    expect(readFileSync(join(publicDir, productImagePath(product?.slug ?? '', 2))).toString()).toBe(`${product?.categorySlug}:1`);
    expect(specs[0]).toMatchObject({ seed: product?.imageSeed, metal: product?.metal, stone: product?.stone, view: 0 });
    expect(progress.at(-1)).toBe(`product images: ${expected}/${expected}`);

    const second = await renderSeedImages(products, { publicDir, render });
    expect(second).toEqual({ rendered: 0, kept: expected });
  });
});
