import { ALLOWED_IMAGE_WIDTHS, isAllowedImageWidth, type ImageFormat } from '@aurelia/domain';

/**
 * The quality each lossy format is encoded at. Fixed, not chosen by the caller: every quality would be
 * another variant to compute and cache. AVIF looks as good as WebP at a lower setting.
 */
export const IMAGE_QUALITY: Readonly<Record<Exclude<ImageFormat, 'png'>, number>> = { webp: 80, jpeg: 80, avif: 60 };

const MAX_SEGMENT_LENGTH = 200;
const FORMATS: Readonly<Record<string, ImageFormat>> = { webp: 'webp', avif: 'avif', jpeg: 'jpeg', jpg: 'jpeg', png: 'png' };
const KEYS = ['w', 'h', 'f'] as const;
type Key = (typeof KEYS)[number];
/** Modifiers the proxy once took and refuses now, each with why. */
const REFUSED: Readonly<Record<string, [field: string, message: string]>> = {
  q: ['q', 'Quality is fixed for each format; leave q out'],
  fit: ['fit', 'Images are always cropped to cover; leave fit out'],
  b: ['b', 'Backgrounds are not adjustable; leave b out'],
};
const POSITIVE_INTEGER = /^[1-9]\d{0,5}$/;

/** Validated modifiers of one proxy request: one of the variants the shop's pages ask for. */
export interface ImageRequest {
  /** One of libs/domain's ALLOWED_IMAGE_WIDTHS. */
  width: number;
  /** Only ever the width: the shop's pages show square crops of their images. */
  height?: number;
  /** Absent: keep the source's format. */
  format?: ImageFormat;
}

/** Field errors in the API's error shape. */
export type FieldErrors = Record<string, string[]>;

/** The outcome of parsing a modifier segment. */
export type ParsedModifiers = { ok: true; request: ImageRequest } | { ok: false; errors: FieldErrors };

function isKey(key: string): key is Key {
  return (KEYS as readonly string[]).includes(key);
}

const WIDTH_MESSAGE = `Width must be one of ${ALLOWED_IMAGE_WIDTHS.join(', ')}`;

/**
 * Parses the modifier segment of `/_ipx/<modifiers>/<path>`: `key_value` pairs separated by `,` or `&`.
 * Only the variants libs/domain's image helpers make are served: `w` from the allowed widths (required),
 * `h` equal to `w` (a square crop) or absent, `f` one of webp, avif, jpeg (jpg), png. Quality is fixed per
 * format; `q`, `fit` and `b` are refused, as are `_` (no width) and unknown keys. Every problem is reported,
 * each under its modifier, unknown ones under `modifiers`.
 */
export function parseModifiers(segment: string): ParsedModifiers {
  const errors: FieldErrors = {};
  const fail = (field: string, message: string): void => {
    errors[field] = [...(errors[field] ?? []), message];
  };
  if (segment.length > MAX_SEGMENT_LENGTH) {
    fail('modifiers', `Modifiers must be at most ${MAX_SEGMENT_LENGTH} characters`);
    return { ok: false, errors };
  }
  const values: Partial<Record<Key, string>> = {};
  for (const pair of segment === '_' ? [] : segment.split(/[,&]/)) {
    const separator = pair.indexOf('_');
    const key = separator === -1 ? pair : pair.slice(0, separator);
    const value = separator === -1 ? '' : pair.slice(separator + 1);
    const refused = Object.hasOwn(REFUSED, key) ? REFUSED[key] : undefined;
    if (refused) fail(...refused);
    else if (!isKey(key)) fail('modifiers', `Unknown modifier "${key.slice(0, 20)}"; use w, h or f`);
    else if (values[key] !== undefined) fail(key, `Give ${key} only once`);
    else if (value === '') {
      values[key] = value;
      fail(key, `${key} needs a value, as in ${key}_<value>`);
    } else values[key] = value;
  }

  const request: ImageRequest = { width: 0 };
  const { w, h, f } = values;
  if (w === undefined) fail('w', `Choose a width: ${WIDTH_MESSAGE.toLowerCase()}`);
  else if (w !== '' && (!POSITIVE_INTEGER.test(w) || !isAllowedImageWidth(Number(w)))) fail('w', WIDTH_MESSAGE);
  else request.width = Number(w);
  if (h !== undefined && h !== '') {
    if (h !== w) fail('h', 'Height must equal the width (square crops only), or be left out');
    else request.height = Number(h);
  }
  if (f !== undefined && f !== '') {
    const format = FORMATS[f.toLowerCase()];
    if (format === undefined) fail('f', 'Format must be one of webp, avif, jpeg, jpg, png');
    else request.format = format;
  }
  return Object.keys(errors).length === 0 ? { ok: true, request } : { ok: false, errors };
}

/** One spelling per variant (fixed order, lower case, jpg → jpeg), so equivalent URLs share a cache entry. */
export function canonicalModifiers(request: ImageRequest, format: ImageFormat): string {
  const parts = [`f_${format}`, `w_${request.width}`];
  if (request.height !== undefined) parts.push(`h_${request.height}`);
  if (format !== 'png') parts.push(`q_${IMAGE_QUALITY[format]}`);
  return parts.join(',');
}
