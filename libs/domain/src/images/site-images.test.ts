import { describe, expect, it } from 'vitest';
import { categoryImagePath, SITE_IMAGES } from './site-images';

describe('the site images the API draws and the storefront shows', () => {
  it('keeps them beside the product images, one file per category', () => {
    expect(SITE_IMAGES.hero).toBe('/images/home/hero.png');
    expect(categoryImagePath('nose-pins')).toBe('/images/categories/nose-pins.png');
  });
});
