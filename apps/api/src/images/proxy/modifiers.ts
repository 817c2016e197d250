import { ALLOWED_IMAGE_WIDTHS, MAX_IMAGE_WIDTH, isAllowedImageWidth, type ImageFit, type ImageFormat } from '@aurelia/domain';

/** The largest height the proxy produces: the largest allowed width, for square images. */
export const MAX_IMAGE_HEIGHT = MAX_IMAGE_WIDTH;

/** Default quality of lossy formats. */
export const DEFAULT_QUALITY = 80;

const MAX_SEGMENT_LENGTH = 200;
const FORMATS: Readonly<Record<string, ImageFormat>> = { webp: 'webp', avif: 'avif', jpeg: 'jpeg', jpg: 'jpeg', png: 'png' };
const FITS: readonly ImageFit[] = ['cover', 'contain', 'fill', 'inside', 'outside'];
const KEYS = ['w', 'h', 'f', 'q', 'fit', 'b'] as const;
type Key = (typeof KEYS)[number];
const POSITIVE_INTEGER = /^[1-9]\d{0,5}$/;
const HEX = /^(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** Validated modifiers of one proxy request. */
export interface ImageRequest {
  width?: number;
  height?: number;
  /** Absent: keep the source's format. */
  format?: ImageFormat;
  quality: number;
  fit?: ImageFit;
  /** Six lower-case hex digits, without '#'. */
  background?: string;
}

/** Field errors in the API's error shape. */
export type FieldErrors = Record<string, string[]>;

/** The outcome of parsing a modifier segment. */
export type ParsedModifiers = { ok: true; request: ImageRequest } | { ok: false; errors: FieldErrors };

function isKey(key: string): key is Key {
  return (KEYS as readonly string[]).includes(key);
}

function applyModifier(request: ImageRequest, key: Key, value: string): string | undefined {
  switch (key) {
    case 'w':
      if (!POSITIVE_INTEGER.test(value) || !isAllowedImageWidth(Number(value))) {
        return `Width must be one of ${ALLOWED_IMAGE_WIDTHS.join(', ')}`;
      }
      request.width = Number(value);
      return undefined;
    case 'h':
      if (!POSITIVE_INTEGER.test(value) || Number(value) > MAX_IMAGE_HEIGHT) return `Height must be a whole number from 1 to ${MAX_IMAGE_HEIGHT}`;
      request.height = Number(value);
      return undefined;
    case 'f': {
      const format = FORMATS[value.toLowerCase()];
      if (format === undefined) return 'Format must be one of webp, avif, jpeg, jpg, png';
      request.format = format;
      return undefined;
    }
    case 'q':
      if (!POSITIVE_INTEGER.test(value) || Number(value) > 100) return 'Quality must be a whole number from 1 to 100';
      request.quality = Number(value);
      return undefined;
    case 'fit': {
      const fit = FITS.find((candidate) => candidate === value.toLowerCase());
      if (fit === undefined) return `Fit must be one of ${FITS.join(', ')}`;
      request.fit = fit;
      return undefined;
    }
    case 'b': {
      if (!HEX.test(value)) return 'Background must be a hex colour of 3 or 6 digits, without #';
      const hex = value.toLowerCase();
      request.background = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
      return undefined;
    }
  }
}

/**
 * Parses the modifier segment of `/_ipx/<modifiers>/<path>`: `key_value` pairs separated by `,` or `&`,
 * or `_` for none. Every problem is reported, each under its modifier (`w`, `h`, `f`, `q`, `fit`, `b`),
 * and unknown modifiers under `modifiers`.
 */
export function parseModifiers(segment: string): ParsedModifiers {
  const request: ImageRequest = { quality: DEFAULT_QUALITY };
  if (segment === '_') return { ok: true, request };
  const errors: FieldErrors = {};
  const fail = (field: string, message: string): void => {
    errors[field] = [...(errors[field] ?? []), message];
  };
  if (segment.length > MAX_SEGMENT_LENGTH) {
    fail('modifiers', `Modifiers must be at most ${MAX_SEGMENT_LENGTH} characters`);
    return { ok: false, errors };
  }
  const seen = new Set<Key>();
  for (const pair of segment.split(/[,&]/)) {
    const separator = pair.indexOf('_');
    const key = separator === -1 ? pair : pair.slice(0, separator);
    const value = separator === -1 ? '' : pair.slice(separator + 1);
    if (!isKey(key)) {
      fail('modifiers', `Unknown modifier "${key.slice(0, 20)}"; use w, h, f, q, fit or b`);
    } else if (seen.has(key)) {
      fail(key, `Give ${key} only once`);
    } else if (value === '') {
      seen.add(key);
      fail(key, `${key} needs a value, as in ${key}_<value>`);
    } else {
      seen.add(key);
      const problem = applyModifier(request, key, value);
      if (problem !== undefined) fail(key, problem);
    }
  }
  return Object.keys(errors).length === 0 ? { ok: true, request } : { ok: false, errors };
}

/** One spelling per request (fixed order, lower case, jpg → jpeg), so equivalent URLs share a cache entry. */
export function canonicalModifiers(request: ImageRequest, format: ImageFormat): string {
  const parts = [`f_${format}`];
  if (request.width !== undefined) parts.push(`w_${request.width}`);
  if (request.height !== undefined) parts.push(`h_${request.height}`);
  if (format !== 'png') parts.push(`q_${request.quality}`);
  if (request.fit !== undefined) parts.push(`fit_${request.fit}`);
  if (request.background !== undefined) parts.push(`b_${request.background}`);
  return parts.join(',');
}
