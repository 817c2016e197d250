import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { SITE_IMAGES, SITE_IMAGE_SIZE, categoryImagePath } from '@aurelia/domain';
import { designOf, type PieceDesign, type PieceView } from '@aurelia/piece-scenes/designs';
import sharp from 'sharp';
import { SEED_CATEGORIES } from './catalogue-data';
import { SITE_RENDERS_DIR } from './render-images';

/** One home or category picture: the design and view it shows, and where the storefront asks for it. */
export interface SiteImage {
  name: string;
  path: string;
  design: PieceDesign;
  view: PieceView;
}

/** The style each category's tile shows, in yellow gold; set with diamonds where the style usually is. */
const CATEGORY_PIECES: Readonly<Record<string, { style: string; stone: 'diamond' | null }>> = {
  rings: { style: 'Solitaire Ring', stone: 'diamond' },
  earrings: { style: 'Jhumka Earrings', stone: null },
  necklaces: { style: 'Choker Necklace', stone: 'diamond' },
  pendants: { style: 'Heart Pendant', stone: 'diamond' },
  bangles: { style: 'Kada Bangle', stone: null },
  bracelets: { style: 'Tennis Bracelet', stone: 'diamond' },
  chains: { style: 'Rope Chain', stone: null },
  mangalsutras: { style: 'Pendant Mangalsutra', stone: 'diamond' },
  coins: { style: 'Lakshmi Gold Coin', stone: null },
  'nose-pins': { style: 'Flower Nose Pin', stone: 'diamond' },
};

/** Every site image: the home page's hero (a rani haar) and "See it in person" (a ring on a plinth), one per category. */
export function siteImages(): SiteImage[] {
  return [
    { name: 'home-hero', path: SITE_IMAGES.hero, design: designOf('Rani Haar Necklace', 'yellow-gold', 'emerald'), view: 1 },
    { name: 'home-visit', path: SITE_IMAGES.visit, design: designOf('Solitaire Ring', 'rose-gold', 'ruby'), view: 2 },
    ...SEED_CATEGORIES.map((category) => {
      const piece = CATEGORY_PIECES[category.slug] ?? { style: category.styles[0]?.name ?? category.name, stone: null };
      return { name: `category-${category.slug}`, path: categoryImagePath(category.slug), design: designOf(piece.style, 'yellow-gold', piece.stone), view: 0 as const };
    }),
  ];
}

/** The edge the home and category pictures are rendered at: as large as the storefront shows them. */
export const siteImageRenderSize = SITE_IMAGE_SIZE;

/** Where a site image's render is committed. */
export function siteRenderFile(image: Pick<SiteImage, 'name'>, siteDir = SITE_RENDERS_DIR): string {
  return join(siteDir, `${image.name}.webp`);
}

/**
 * Writes the home and category pictures into `publicDir` from their committed renders, as the PNGs the storefront
 * asks for, so they come through `/_ipx` like the products'. Files already there are kept; a database seeded before
 * these images existed gets them at its next start.
 */
export async function installSiteImages(publicDir: string, siteDir = SITE_RENDERS_DIR): Promise<number> {
  let written = 0;
  for (const image of siteImages()) {
    const file = join(publicDir, image.path);
    if (existsSync(file)) continue;
    await mkdir(dirname(file), { recursive: true });
    const png = await sharp(siteRenderFile(image, siteDir)).resize(SITE_IMAGE_SIZE, SITE_IMAGE_SIZE, { fit: 'contain', withoutEnlargement: true }).png({ compressionLevel: 9 }).toBuffer();
    await writeFile(file, png);
    written++;
  }
  return written;
}
