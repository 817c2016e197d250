import { PIECE_VIEWS, designKey, type PieceDesign, type PieceView } from '@aurelia/piece-scenes/designs';
import { createRandom } from '../random';
import { generateCatalogue } from './generate-catalogue';
import { PIECES_DIR, PRODUCT_IMAGE_SIZE, SITE_RENDERS_DIR, pieceRenderFile } from './render-images';
import { siteImageRenderSize, siteImages, siteRenderFile } from './render-site-images';

/** One picture tools/render-pieces makes: a design's view at a size, and the file it goes to. */
export interface PieceRender {
  key: string;
  design: PieceDesign;
  view: PieceView;
  size: number;
  file: string;
}

/**
 * Every render the seed needs: each view of each design the catalogue seeded from `seed` uses (per design, not per
 * product), and the home and category pictures.
 */
export function pieceRenders(seed: number, dirs: { piecesDir?: string; siteDir?: string } = {}): PieceRender[] {
  const designs = new Map(generateCatalogue(createRandom(seed)).map((product) => [designKey(product.design), product.design]));
  const products = [...designs.entries()].flatMap(([key, design]) =>
    PIECE_VIEWS.map((view) => ({ key, design, view, size: PRODUCT_IMAGE_SIZE, file: pieceRenderFile(design, view, dirs.piecesDir ?? PIECES_DIR) })),
  );
  const site = siteImages().map((image) => ({
    key: image.name,
    design: image.design,
    view: image.view,
    size: siteImageRenderSize,
    file: siteRenderFile(image, dirs.siteDir ?? SITE_RENDERS_DIR),
  }));
  return [...products, ...site];
}
