/**
 * Where the pictures of the site itself (not of a product) live, drawn at seed time by the API and served through
 * the image proxy like product images. The API writes them there; the storefront asks for them there.
 */
export const SITE_IMAGES = {
  /** The home page's hero: a necklace worn. */
  hero: '/images/home/hero.png',
  /** "See it in person": a ring on display. */
  visit: '/images/home/visit.png',
} as const;

/** Edge of the square site images, in pixels. */
export const SITE_IMAGE_SIZE = 1000;

/** A category's tile picture on the home page. */
export function categoryImagePath(slug: string): string {
  return `/images/categories/${slug}.png`;
}
