import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { SITE_IMAGES, SITE_IMAGE_SIZE, categoryImagePath } from '@aurelia/domain';
import { SEED_CATEGORIES } from './catalogue-data';
import type { ProductImageRenderer } from './render-images';

type SiteImageSpec = Parameters<ProductImageRenderer>[0];

/** The home page's pictures: the hero (a necklace worn) and "See it in person" (a ring on display). */
export const HOME_IMAGES: Readonly<Record<'hero' | 'visit', { path: string; spec: SiteImageSpec }>> = {
  hero: { path: SITE_IMAGES.hero, spec: { seed: 11, category: 'necklaces', metal: 'yellow-gold', stone: 'diamond', view: 4 } },
  visit: { path: SITE_IMAGES.visit, spec: { seed: 23, category: 'rings', metal: 'rose-gold', stone: 'ruby', view: 3 } },
};

/** Every site image: the home page's two and one per seeded category (its front view, in yellow gold). */
export function siteImages(): { path: string; spec: SiteImageSpec }[] {
  return [
    ...Object.values(HOME_IMAGES),
    ...SEED_CATEGORIES.map((category, index) => ({
      path: categoryImagePath(category.slug),
      spec: { seed: 101 + index, category: category.slug, metal: 'yellow-gold' as const, stone: index % 2 === 0 ? ('diamond' as const) : null, view: 0 },
    })),
  ];
}

/**
 * Draws the home and category images into `publicDir` with the product images' renderer, so they come through
 * `/_ipx` like them. Files already there are kept (the drawing is deterministic); a database seeded before these
 * images existed gets them at its next start.
 */
export async function renderSiteImages(publicDir: string, render: ProductImageRenderer): Promise<number> {
  let rendered = 0;
  for (const image of siteImages()) {
    const file = join(publicDir, image.path);
    if (existsSync(file)) continue;
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, await render(image.spec, SITE_IMAGE_SIZE));
    rendered++;
  }
  return rendered;
}
