import { ALLOWED_IMAGE_WIDTHS, fixedImageSources, ipxUrl, responsiveImageSources } from '@aurelia/domain';
import { describe, expect, it } from 'vitest';
import { canonicalModifiers, parseModifiers } from './modifiers';

function errorsOf(segment: string): Record<string, string[]> {
  const parsed = parseModifiers(segment);
  if (parsed.ok) throw new Error(`${segment} was accepted`);
  return parsed.errors;
}

/** The modifier segments of every URL in a srcset. */
function segmentsOf(srcset: string | undefined): string[] {
  return (srcset ?? '').split(', ').map((candidate) => candidate.split(' ')[0]?.split('/')[2] ?? '');
}

describe('image modifiers: only the variants the shop asks for', () => {
  it('reads width, square height and format, separated by commas or ampersands', () => {
    expect(parseModifiers('w_640,h_640&f_jpg')).toEqual({ ok: true, request: { width: 640, height: 640, format: 'jpeg' } });
    expect(parseModifiers('w_320')).toEqual({ ok: true, request: { width: 320 } });
  });

  it('accepts exactly the widths libs/domain allows, and requires one', () => {
    for (const width of ALLOWED_IMAGE_WIDTHS) expect(parseModifiers(`w_${width}`).ok).toBe(true);
    for (const width of ['300', '0', '-320', '320.5', '0320', '1e3', 'abc', '99999999']) {
      expect(errorsOf(`w_${width}`).w).toHaveLength(1);
    }
    expect(errorsOf('_')).toHaveProperty('w');
    expect(errorsOf('f_webp')).toHaveProperty('w');
  });

  it('takes a height only equal to the width', () => {
    expect(errorsOf('w_640,h_480')).toHaveProperty('h');
    expect(errorsOf('w_640,h_0640')).toHaveProperty('h');
    expect(errorsOf('h_3072')).toEqual({ h: [expect.any(String)], w: [expect.any(String)] });
  });

  it('refuses quality, fit and background, whatever their value', () => {
    expect(errorsOf('w_320,q_80,fit_cover,b_fff')).toEqual({ q: [expect.any(String)], fit: [expect.any(String)], b: [expect.any(String)] });
    expect(errorsOf('w_320,f_gif')).toHaveProperty('f');
  });

  it('rejects unknown, repeated, empty and over-long modifiers', () => {
    expect(errorsOf('w_320,s_320x320')).toHaveProperty('modifiers');
    expect(errorsOf('w_320,w_640')).toHaveProperty('w');
    expect(errorsOf('w_')).toHaveProperty('w');
    expect(errorsOf('w')).toHaveProperty('w');
    expect(errorsOf('w_320,__proto__')).toHaveProperty('modifiers');
    expect(errorsOf(`w_320,${'x'.repeat(300)}`)).toHaveProperty('modifiers');
  });

  it('spells equivalent requests the same way for the cache, with the format’s fixed quality', () => {
    const a = parseModifiers('w_320,f_jpg');
    const b = parseModifiers('f_JPEG&w_320');
    if (!a.ok || !b.ok) throw new Error('not parsed');
    expect(canonicalModifiers(a.request, 'jpeg')).toBe(canonicalModifiers(b.request, 'jpeg'));
    expect(canonicalModifiers(a.request, 'avif')).toBe('f_avif,w_320,q_60');
  });

  it('accepts every URL libs/domain’s helpers make for the storefront, kiosk and libs/ui', () => {
    const segments = [
      ipxUrl('/images/products/ring.png', { width: 1024, format: 'jpeg' }).split('/')[2] ?? '',
      ...[80, 96, 112, 400, 640, 1000].flatMap((width) =>
        (['webp', 'avif'] as const).flatMap((format) => [
          ...segmentsOf(fixedImageSources('/images/a.png', { width, height: width, format }).srcset),
          ...segmentsOf(responsiveImageSources('/images/a.png', { maxWidth: width, aspectRatio: 1, format }).srcset),
        ]),
      ),
      ...segmentsOf(responsiveImageSources('/images/a.png', { aspectRatio: 1 }).srcset),
    ];
    expect(segments.length).toBeGreaterThan(40);
    for (const segment of segments) expect(parseModifiers(segment), segment).toMatchObject({ ok: true });
  });
});
