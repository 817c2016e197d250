/** Output formats the image proxy can produce. */
export type ImageFormat = 'webp' | 'avif' | 'jpeg' | 'png';

/** How an image is fitted into width × height (sharp's fit modes). */
export type ImageFit = 'cover' | 'contain' | 'fill' | 'inside' | 'outside';

/** The default output format of product images (docs/behaviour.md §9). */
export const DEFAULT_IMAGE_FORMAT: ImageFormat = 'webp';

/** The path prefix of the site's own image proxy. */
export const IMAGE_PROXY_PREFIX = '/_ipx';

/** Options of an image request (docs/behaviour.md §7: width, height, format, quality, fit, background). */
export interface ImageModifiers {
  /** Width in pixels; the proxy serves only {@link ALLOWED_IMAGE_WIDTHS}. */
  width?: number;
  height?: number;
  format?: ImageFormat;
  /** 1 to 100. */
  quality?: number;
  fit?: ImageFit;
  /** Background colour as hex, with or without '#': `#fff`, `5A164B`. */
  background?: string;
}

const HEX_COLOUR = /^#?((?:[0-9a-f]{3,4}){1,2})$/i;
// Anything with a URL scheme (https:, data:) or protocol-relative.
const NOT_A_LOCAL_PATH = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

function positiveInteger(name: string, value: number, max = Number.MAX_SAFE_INTEGER): string {
  if (!Number.isSafeInteger(value) || value < 1 || value > max) {
    throw new RangeError(`Image ${name} must be a whole number from 1 to ${max}, got ${value}`);
  }
  return String(value);
}

/**
 * The proxy's modifier segment: `key_value` pairs joined by `,` in the fixed order
 * w, h, f, q, fit, b, or `_` when there are none. Throws a RangeError for a size or
 * quality that is not a whole number in range, or a background that is not hex.
 */
export function ipxModifiers(modifiers: ImageModifiers = {}): string {
  const { width, height, format, quality, fit, background } = modifiers;
  const parts: string[] = [];
  if (width !== undefined) parts.push(`w_${positiveInteger('width', width)}`);
  if (height !== undefined) parts.push(`h_${positiveInteger('height', height)}`);
  if (format !== undefined) parts.push(`f_${format}`);
  if (quality !== undefined) parts.push(`q_${positiveInteger('quality', quality, 100)}`);
  if (fit !== undefined) parts.push(`fit_${fit}`);
  if (background !== undefined) {
    const hex = HEX_COLOUR.exec(background)?.[1];
    if (hex === undefined) throw new RangeError(`Image background must be a hex colour, got ${background}`);
    parts.push(`b_${hex.toLowerCase()}`);
  }
  return parts.length === 0 ? '_' : parts.join(',');
}

/** Whether a source goes through the image proxy: a local path, not an absolute URL. */
export function isProxiedImageSource(src: string): boolean {
  return !NOT_A_LOCAL_PATH.test(src);
}

/**
 * The proxy URL of an image: `/_ipx/<modifiers>/<path>`, the path without its leading slash
 * and each segment percent-encoded. Absolute and protocol-relative URLs (and `data:`) are
 * returned unchanged: the proxy serves only the site's own images, so it cannot be turned
 * into an open fetcher of other hosts. Throws a RangeError for an empty path.
 */
export function ipxUrl(src: string, modifiers: ImageModifiers = {}): string {
  if (!isProxiedImageSource(src)) return src;
  const path = src.replace(/^\/+/, '');
  if (path === '') throw new RangeError('An image needs a path');
  const encoded = path.split('/').map(encodeURIComponent).join('/');
  return `${IMAGE_PROXY_PREFIX}/${ipxModifiers(modifiers)}/${encoded}`;
}
