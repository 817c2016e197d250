/** Image breakpoints in CSS pixels (docs/behaviour.md §9). */
export const IMAGE_BREAKPOINTS = Object.freeze({
  xs: 320,
  sm: 640,
  md: 768,
  lg: 1024,
  xl: 1280,
  '2xl': 1536,
} as const);

/** A breakpoint name. */
export type ImageBreakpoint = keyof typeof IMAGE_BREAKPOINTS;

/** Pixel densities images are made for (docs/behaviour.md §9). */
export const IMAGE_DENSITIES: readonly number[] = Object.freeze([1, 2]);

/**
 * The widths the image proxy accepts (docs/architecture.md "Product images"): every breakpoint
 * times every density, unique and ascending. Anything else would let a caller fill the
 * proxy's disk cache with arbitrary sizes.
 */
export const ALLOWED_IMAGE_WIDTHS: readonly number[] = Object.freeze(
  [...new Set(Object.values(IMAGE_BREAKPOINTS).flatMap((width) => IMAGE_DENSITIES.map((d) => width * d)))].sort(
    (a, b) => a - b,
  ),
);

/** The largest width the image proxy serves. */
export const MAX_IMAGE_WIDTH = Math.max(...ALLOWED_IMAGE_WIDTHS);

/** Whether the image proxy serves this width. */
export function isAllowedImageWidth(width: number): boolean {
  return ALLOWED_IMAGE_WIDTHS.includes(width);
}

/**
 * The smallest allowed width at least as wide as `width`, so an image is never upscaled by
 * the browser; widths beyond the largest allowed get the largest.
 */
export function nearestAllowedWidth(width: number): number {
  return ALLOWED_IMAGE_WIDTHS.find((allowed) => allowed >= width) ?? MAX_IMAGE_WIDTH;
}
