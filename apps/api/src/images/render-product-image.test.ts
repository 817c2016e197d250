import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { renderProductImage, type ProductImageSpec } from './render-product-image';
import { drawBangle, drawBracelet } from './shapes/bangle';
import { drawCoin } from './shapes/coin';
import { drawEarrings } from './shapes/earrings';
import { drawerFor } from './shapes';
import { drawMangalsutra } from './shapes/mangalsutra';
import { drawChain, drawNecklace } from './shapes/necklace';
import { drawNosePin } from './shapes/nose-pin';
import { drawPendant } from './shapes/pendant';
import { drawRing } from './shapes/ring';

const ring: ProductImageSpec = { seed: 42, category: 'rings', metal: 'yellow-gold', stone: 'diamond', view: 0 };
const CATEGORIES = ['rings', 'earrings', 'necklaces', 'pendants', 'bangles', 'bracelets', 'chains', 'mangalsutras', 'coins', 'nose-pins'];

async function pixelsOf(png: Buffer): Promise<Buffer> {
  return sharp(png).raw().toBuffer();
}

describe('a generated product image is the same every time', () => {
  it('draws identical bytes for the same spec', async () => {
    const [first, second] = await Promise.all([renderProductImage(ring), renderProductImage({ ...ring })]);
    expect(first.equals(second)).toBe(true);
  });

  it('draws a different picture for another seed, view, metal or stone', async () => {
    const base = await pixelsOf(await renderProductImage(ring, 200));
    const variants: Partial<ProductImageSpec>[] = [{ seed: 43 }, { view: 1 }, { metal: 'rose-gold' }, { stone: 'ruby' }, { stone: null }];
    for (const change of variants) {
      const other = await pixelsOf(await renderProductImage({ ...ring, ...change }, 200));
      expect(other.equals(base), JSON.stringify(change)).toBe(false);
    }
  });

  it('gives each of the five views of a product its own picture', async () => {
    const views = await Promise.all([0, 1, 2, 3, 4].map(async (view) => (await pixelsOf(await renderProductImage({ ...ring, view }, 160))).toString('base64')));
    expect(new Set(views).size).toBe(5);
  });
});

describe('every category renders as a PNG of the requested size', () => {
  it.each(CATEGORIES)('%s', async (category) => {
    for (const [view, stone] of [[0, 'emerald'], [3, null], [2, 'pearl']] as const) {
      const png = await renderProductImage({ seed: 7, category, metal: 'platinum', stone, view }, 240);
      const meta = await sharp(png).metadata();
      expect(meta).toMatchObject({ format: 'png', width: 240, height: 240 });
    }
  });

  it('renders 800 × 800 by default', async () => {
    expect(await sharp(await renderProductImage(ring)).metadata()).toMatchObject({ format: 'png', width: 800, height: 800 });
  });

  it('draws an unknown category as a ring', async () => {
    const png = await renderProductImage({ ...ring, category: 'tiaras' }, 120);
    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 120, height: 120 });
    expect(drawerFor('tiaras')).toBe(drawRing);
  });

  it('refuses sizes that are not whole numbers in range', async () => {
    await expect(renderProductImage(ring, 0)).rejects.toThrow(RangeError);
    await expect(renderProductImage(ring, 12.5)).rejects.toThrow(RangeError);
    await expect(renderProductImage(ring, 5000)).rejects.toThrow(RangeError);
  });
});

describe('a category name chooses the shape drawn', () => {
  it.each([
    ['rings', drawRing],
    ['Engagement Rings', drawRing],
    ['earrings', drawEarrings],
    ['nose-pins', drawNosePin],
    ['Nose Pin', drawNosePin],
    ['mangalsutras', drawMangalsutra],
    ['pearl-necklaces', drawNecklace],
    ['necklaces', drawNecklace],
    ['pendants', drawPendant],
    ['chains', drawChain],
    ['bangles', drawBangle],
    ['bracelets', drawBracelet],
    ['gold-coins', drawCoin],
  ] as const)('%s', (category, drawer) => {
    expect(drawerFor(category)).toBe(drawer);
  });
});
