import { existsSync, statSync } from 'node:fs';
import { copyFile, mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { PIECE_VIEWS, designKey, pieceImagePath, type PieceDesign, type PieceView } from '@aurelia/piece-scenes/designs';
import { API_ROOT } from '../api-root';
import type { SeedProduct } from './generate-catalogue';

/** Edge of the square product renders, in pixels: the largest size the storefront asks for. */
export const PRODUCT_IMAGE_SIZE = 800;
/** WebP quality of the committed renders, chosen by looking at rings and chains at 320 and 800 px. */
export const PIECE_IMAGE_QUALITY = 82;
/** The committed renders of every design the catalogue uses (tools/render-pieces makes them). */
export const PIECES_DIR = join(API_ROOT, 'assets', 'pieces');
/** The committed renders of the home page and category pictures. */
export const SITE_RENDERS_DIR = join(API_ROOT, 'assets', 'site');

/** How each view is described after the piece's name, in its alt text. */
const VIEW_WORDS: Readonly<Record<PieceView, string | null>> = {
  0: null,
  1: 'seen from three-quarters',
  2: 'on a stone plinth beside a pebble, for scale',
};

/** A product's image rows: one per view of its design, the front first. */
export function productImageRows(product: Pick<SeedProduct, 'name' | 'design'>): { path: string; alt: string; width: number; height: number; position: number }[] {
  return PIECE_VIEWS.map((view) => ({
    path: pieceImagePath(product.design, view),
    alt: VIEW_WORDS[view] ? `${product.name}, ${VIEW_WORDS[view]}` : product.name,
    width: PRODUCT_IMAGE_SIZE,
    height: PRODUCT_IMAGE_SIZE,
    position: view,
  }));
}

/** Where a design's rendered view is committed. */
export function pieceRenderFile(design: PieceDesign, view: PieceView, piecesDir = PIECES_DIR): string {
  return join(piecesDir, `${designKey(design)}-${view + 1}.webp`);
}

/**
 * Puts the renders of every design `products` use into `<publicDir>/images/pieces/`, where the image proxy serves
 * them. Products of the same design share them, so this copies a few hundred files, not one per product; files
 * already there with the same size are kept.
 */
export async function copyPieceImages(
  products: readonly Pick<SeedProduct, 'design'>[],
  options: { publicDir: string; piecesDir?: string; log?: (message: string) => void },
): Promise<{ copied: number; kept: number }> {
  const designs = new Map(products.map((product) => [designKey(product.design), product.design]));
  let copied = 0;
  let kept = 0;
  for (const design of designs.values()) {
    for (const view of PIECE_VIEWS) {
      const source = pieceRenderFile(design, view, options.piecesDir);
      const target = join(options.publicDir, pieceImagePath(design, view));
      if (!existsSync(source)) {
        throw new Error(`No render of ${designKey(design)} view ${view + 1} in ${dirname(source)}: run npx tsx tools/render-pieces/render.ts`);
      }
      if (existsSync(target) && statSync(target).size === statSync(source).size) {
        kept++;
        continue;
      }
      await mkdir(dirname(target), { recursive: true });
      await copyFile(source, target);
      copied++;
    }
  }
  options.log?.(`piece images: ${copied} copied, ${kept} kept, for ${designs.size} designs`);
  return { copied, kept };
}
