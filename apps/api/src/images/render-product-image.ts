import sharp from 'sharp';
import { drawerFor } from './shapes';
import { METAL_TONES, paletteDefs, type Metal, type Stone } from './svg/palette';
import { createRandom, hashString, mixSeeds } from '../random';
import { backdrop, displayProp, shadow, toView, viewTransform } from './svg/scene';

/** What a generated product image shows. */
export interface ProductImageSpec {
  /** Varies proportions, style and background; the same seed always draws the same piece. */
  seed: number;
  /** A category name or slug (`rings`, `nose-pins`); unknown categories are drawn as rings. */
  category: string;
  metal: Metal;
  stone: Stone | null;
  /** 0 front (hero), 1 angle, 2 close-up, 3 on display, 4 lifestyle; larger numbers repeat the cycle. */
  view: number;
}

/** Smallest and largest edge, in pixels, a product image may be rendered at. */
export const PRODUCT_IMAGE_MIN_SIZE = 16;
export const PRODUCT_IMAGE_MAX_SIZE = 4096;

/** The SVG drawing of a product image, `size` pixels square. Pure and deterministic. */
export function productImageSvg(spec: ProductImageSpec, size = 800): string {
  const view = toView(spec.view);
  const productSeed = mixSeeds(spec.seed, hashString(spec.category));
  const productRng = createRandom(productSeed);
  const sceneRng = createRandom(mixSeeds(productSeed, 1));
  const viewRng = createRandom(mixSeeds(productSeed, 2, view));
  const tone = METAL_TONES[spec.metal];
  const shape = drawerFor(spec.category)({ rng: productRng, tone, stone: spec.stone });
  const stones: Stone[] = spec.stone === null ? ['diamond'] : [spec.stone, 'diamond'];
  const under =
    view === 3 ? displayProp(shape.mount, sceneRng) : view === 2 ? '' : shadow(500, shape.mount === 'neck' ? 880 : 860, 330);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 1000 1000">` +
    `<defs>${paletteDefs(tone, stones)}</defs>` +
    backdrop(view, sceneRng, viewRng) +
    under +
    `<g transform="${viewTransform(view, shape.mount, shape.focus, viewRng)}">${shape.svg}</g>` +
    `</svg>`
  );
}

/**
 * A product image drawn by code and rasterised to PNG, `size` pixels square: a jewellery-like piece chosen
 * by category, in the metal's tones, with the stone's colour, on a studio background. The same spec always
 * gives the same bytes.
 */
export async function renderProductImage(spec: ProductImageSpec, size = 800): Promise<Buffer> {
  if (!Number.isInteger(size) || size < PRODUCT_IMAGE_MIN_SIZE || size > PRODUCT_IMAGE_MAX_SIZE) {
    throw new RangeError(`Image size must be a whole number from ${PRODUCT_IMAGE_MIN_SIZE} to ${PRODUCT_IMAGE_MAX_SIZE}, got ${size}`);
  }
  return sharp(Buffer.from(productImageSvg(spec, size))).png({ compressionLevel: 6 }).toBuffer();
}
