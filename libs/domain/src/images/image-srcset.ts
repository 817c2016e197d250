import { ALLOWED_IMAGE_WIDTHS, IMAGE_DENSITIES, MAX_IMAGE_WIDTH, nearestAllowedWidth } from './image-widths';
import { DEFAULT_IMAGE_FORMAT, ipxUrl, isProxiedImageSource, type ImageModifiers } from './ipx-url';

/** The attributes of an `<img>`; srcset and sizes are absent for an image the proxy does not serve. */
export interface ImageSources {
  src: string;
  srcset?: string;
  sizes?: string;
}

/** Modifiers other than the size, which the builders choose. */
export type ImageStyle = Omit<ImageModifiers, 'width' | 'height'>;

/** An image shown at a fixed CSS width (and, optionally, height). */
export interface FixedImageOptions extends ImageStyle {
  width: number;
  height?: number;
}

/** An image whose shown width follows the layout, described by `sizes`. */
export interface ResponsiveImageOptions extends ImageStyle {
  /** The widest the image is ever shown, in CSS pixels; defaults to the largest allowed width. */
  maxWidth?: number;
  /** Width divided by height, to request a height with each width; omitted keeps the source's. */
  aspectRatio?: number;
  /** The `sizes` attribute; defaults to `100vw` (see {@link imageSizes}). */
  sizes?: string;
}

function assertPositive(name: string, value: number): void {
  if (!Number.isFinite(value) || value <= 0) throw new RangeError(`Image ${name} must be positive, got ${value}`);
}

function atLeastOne(pixels: number): number {
  return Math.max(1, Math.round(pixels));
}

type HeightFor = (width: number) => number | undefined;

function sizedUrl(src: string, style: ImageStyle, heightFor: HeightFor): (width: number) => string {
  const format = style.format ?? DEFAULT_IMAGE_FORMAT;
  return (width) => ipxUrl(src, { ...style, format, width, height: heightFor(width) });
}

function srcsetOf(widths: readonly number[], urlFor: (width: number) => string): string {
  return widths.map((width) => `${urlFor(width)} ${width}w`).join(', ');
}

/**
 * Sources for an image shown at a fixed width: one candidate per density (docs/behaviour.md §9: 1 and 2),
 * each at the allowed width that covers it, described by width (`url 640w`), in webp unless
 * told otherwise. A height is scaled with the width to keep the shape.
 */
export function fixedImageSources(src: string, options: FixedImageOptions): ImageSources {
  const { width, height, ...style } = options;
  assertPositive('width', width);
  if (height !== undefined) assertPositive('height', height);
  if (!isProxiedImageSource(src)) return { src };
  const heightFor = (w: number) => (height === undefined ? undefined : atLeastOne((height * w) / width));
  const urlFor = sizedUrl(src, style, heightFor);
  const widths = [...new Set(IMAGE_DENSITIES.map((density) => nearestAllowedWidth(width * density)))];
  return { src: urlFor(nearestAllowedWidth(width)), srcset: srcsetOf(widths, urlFor), sizes: `${width}px` };
}

/**
 * Sources for an image whose width follows the layout: one candidate per allowed width up to
 * the one that covers `maxWidth`, in webp unless told otherwise; `src` is the widest.
 */
export function responsiveImageSources(src: string, options: ResponsiveImageOptions = {}): ImageSources {
  const { maxWidth = MAX_IMAGE_WIDTH, aspectRatio, sizes = '100vw', ...style } = options;
  assertPositive('maxWidth', maxWidth);
  if (aspectRatio !== undefined) assertPositive('aspectRatio', aspectRatio);
  if (!isProxiedImageSource(src)) return { src };
  const limit = nearestAllowedWidth(maxWidth);
  const widths = ALLOWED_IMAGE_WIDTHS.filter((w) => w <= limit);
  const heightFor = (w: number) => (aspectRatio === undefined ? undefined : atLeastOne(w / aspectRatio));
  const urlFor = sizedUrl(src, style, heightFor);
  return { src: urlFor(limit), srcset: srcsetOf(widths, urlFor), sizes };
}
