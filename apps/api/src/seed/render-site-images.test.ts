import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SITE_IMAGES, categoryImagePath } from '@aurelia/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { SEED_CATEGORIES } from './catalogue-data';
import { renderSiteImages, siteImages } from './render-site-images';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the home and category images drawn at seed time', () => {
  it('draws the hero, the store teaser and one picture per category where the storefront asks for them, once', async () => {
    const publicDir = mkdtempSync(join(tmpdir(), 'site-images-'));
    dirs.push(publicDir);
    const drawn: string[] = [];
    const render = async (spec: { category: string }, size?: number) => {
      drawn.push(`${spec.category}@${size}`);
      return Buffer.from('png');
    };
    expect(await renderSiteImages(publicDir, render)).toBe(2 + SEED_CATEGORIES.length);
    expect(siteImages().map((image) => image.path)).toEqual(
      expect.arrayContaining([SITE_IMAGES.hero, SITE_IMAGES.visit, ...SEED_CATEGORIES.map((category) => categoryImagePath(category.slug))]),
    );
    expect(readdirSync(join(publicDir, 'images', 'categories')).sort()).toEqual(SEED_CATEGORIES.map((category) => `${category.slug}.png`).sort());
    expect(drawn).toContain('necklaces@1000');
    // Kept on the next start: the drawing is deterministic.
    expect(await renderSiteImages(publicDir, render)).toBe(0);
  });
});
