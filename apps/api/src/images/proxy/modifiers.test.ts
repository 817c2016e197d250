import { ALLOWED_IMAGE_WIDTHS } from '@aurelia/domain';
import { describe, expect, it } from 'vitest';
import { canonicalModifiers, parseModifiers } from './modifiers';

function errorsOf(segment: string): Record<string, string[]> {
  const parsed = parseModifiers(segment);
  if (parsed.ok) throw new Error(`${segment} was accepted`);
  return parsed.errors;
}

describe('image modifiers', () => {
  it('reads `_` as no modifiers, with quality 80', () => {
    expect(parseModifiers('_')).toEqual({ ok: true, request: { quality: 80 } });
  });

  it('reads every modifier, separated by commas or ampersands', () => {
    expect(parseModifiers('w_640,h_480&f_jpg,q_65,fit_contain,b_FA0')).toEqual({
      ok: true,
      request: { width: 640, height: 480, format: 'jpeg', quality: 65, fit: 'contain', background: 'ffaa00' },
    });
  });

  it('accepts exactly the widths libs/domain allows', () => {
    for (const width of ALLOWED_IMAGE_WIDTHS) expect(parseModifiers(`w_${width}`).ok).toBe(true);
    for (const width of ['300', '0', '-320', '320.5', '0320', '1e3', 'abc', '99999999']) {
      expect(errorsOf(`w_${width}`).w).toHaveLength(1);
    }
  });

  it('bounds height at 3072 and quality at 1 to 100', () => {
    expect(parseModifiers('h_3072').ok).toBe(true);
    expect(errorsOf('h_3073')).toHaveProperty('h');
    expect(errorsOf('h_0')).toHaveProperty('h');
    expect(errorsOf('q_0')).toHaveProperty('q');
    expect(errorsOf('q_101')).toHaveProperty('q');
  });

  it('rejects unknown formats, fits and colours under their own keys', () => {
    expect(errorsOf('f_gif,fit_crop,b_12345')).toEqual({
      f: [expect.any(String)],
      fit: [expect.any(String)],
      b: [expect.any(String)],
    });
  });

  it('rejects unknown, repeated, empty and over-long modifiers', () => {
    expect(errorsOf('s_320x320')).toHaveProperty('modifiers');
    expect(errorsOf('w_320,w_640')).toHaveProperty('w');
    expect(errorsOf('w_')).toHaveProperty('w');
    expect(errorsOf('w')).toHaveProperty('w');
    expect(errorsOf('__proto__')).toHaveProperty('modifiers');
    expect(errorsOf(`q_80,${'x'.repeat(300)}`)).toHaveProperty('modifiers');
  });

  it('spells equivalent requests the same way for the cache', () => {
    const a = parseModifiers('w_320,f_jpg,q_80');
    const b = parseModifiers('q_80&f_jpeg&w_320');
    if (!a.ok || !b.ok) throw new Error('not parsed');
    expect(canonicalModifiers(a.request, 'jpeg')).toBe(canonicalModifiers(b.request, 'jpeg'));
  });
});
