import { describe, expect, it } from 'vitest';
import {
  ALLOWED_IMAGE_WIDTHS,
  IMAGE_BREAKPOINTS,
  IMAGE_DENSITIES,
  MAX_IMAGE_WIDTH,
  isAllowedImageWidth,
  nearestAllowedWidth,
} from './image-widths';

describe('docs/behaviour.md §9 image breakpoints and densities', () => {
  it('has the six breakpoints and densities 1 and 2', () => {
    expect(IMAGE_BREAKPOINTS).toEqual({ xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, '2xl': 1536 });
    expect(IMAGE_DENSITIES).toEqual([1, 2]);
  });
});

describe('docs/architecture.md "Product images": the proxy serves only breakpoints × densities', () => {
  it('allows each product of a breakpoint and a density once, ascending', () => {
    expect(ALLOWED_IMAGE_WIDTHS).toEqual([320, 640, 768, 1024, 1280, 1536, 2048, 2560, 3072]);
    expect(MAX_IMAGE_WIDTH).toBe(3072);
  });
  it('accepts allowed widths and refuses any other', () => {
    expect(isAllowedImageWidth(640)).toBe(true);
    expect(isAllowedImageWidth(3072)).toBe(true);
    expect(isAllowedImageWidth(500)).toBe(false);
    expect(isAllowedImageWidth(4000)).toBe(false);
  });
  it('rounds a width up to the next allowed one, so the browser never upscales', () => {
    expect(nearestAllowedWidth(1)).toBe(320);
    expect(nearestAllowedWidth(640)).toBe(640);
    expect(nearestAllowedWidth(641)).toBe(768);
    expect(nearestAllowedWidth(2049)).toBe(2560);
  });
  it('gives the largest allowed width for anything wider', () => {
    expect(nearestAllowedWidth(5000)).toBe(3072);
  });
});
