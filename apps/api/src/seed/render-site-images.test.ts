import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SITE_IMAGES, categoryImagePath } from '@aurelia/domain';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { SEED_CATEGORIES } from './catalogue-data';
import { installSiteImages, siteImages, siteRenderFile } from './render-site-images';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the home and category pictures put in place at seed time', () => {
  it('writes the hero, the store teaser and one picture per category as PNGs where the storefront asks for them, once', async () => {
    const publicDir = mkdtempSync(join(tmpdir(), 'site-images-'));
    dirs.push(publicDir);
    expect(await installSiteImages(publicDir)).toBe(2 + SEED_CATEGORIES.length);
    expect(siteImages().map((image) => image.path)).toEqual(
      expect.arrayContaining([SITE_IMAGES.hero, SITE_IMAGES.visit, ...SEED_CATEGORIES.map((category) => categoryImagePath(category.slug))]),
    );
    expect(readdirSync(join(publicDir, 'images', 'categories')).sort()).toEqual(SEED_CATEGORIES.map((category) => `${category.slug}.png`).sort());
    expect(await sharp(join(publicDir, SITE_IMAGES.hero)).metadata()).toMatchObject({ format: 'png', width: 1000, height: 1000 });
    // Kept on the next start.
    expect(await installSiteImages(publicDir)).toBe(0);
  });

  it("shows each category's own kind of piece, named by its committed render", () => {
    const rings = siteImages().find((image) => image.path === categoryImagePath('rings'));
    expect(rings?.design).toMatchObject({ kind: 'solitaire-ring', stone: 'diamond', stoneCount: 1 });
    expect(siteImages().find((image) => image.path === categoryImagePath('coins'))?.design.kind).toBe('lakshmi-coin');
    expect(siteRenderFile({ name: 'home-hero' }, '/renders')).toBe('/renders/home-hero.webp');
  });
});
