import { describe, expect, it } from 'vitest';
import { DEFAULT_IMAGE_FORMAT, ipxModifiers, ipxUrl, isProxiedImageSource } from './ipx-url';

describe("docs/behaviour.md §7 product images go through the site's own proxy with its options", () => {
  it('builds /_ipx/<modifiers>/<path> with every option in the order w, h, f, q, fit, b', () => {
    expect(
      ipxUrl('/products/ring.jpg', {
        background: '#5A164B',
        fit: 'cover',
        quality: 80,
        format: 'webp',
        height: 480,
        width: 640,
      }),
    ).toBe('/_ipx/w_640,h_480,f_webp,q_80,fit_cover,b_5a164b/products/ring.jpg');
  });
  it('writes "_" when there are no modifiers', () => {
    expect(ipxUrl('products/ring.jpg')).toBe('/_ipx/_/products/ring.jpg');
    expect(ipxModifiers()).toBe('_');
  });
  it('takes only the options given', () => {
    expect(ipxModifiers({ width: 320, fit: 'contain' })).toBe('w_320,fit_contain');
    expect(ipxModifiers({ background: 'fff' })).toBe('b_fff');
  });
  it('drops the leading slash and encodes each path segment', () => {
    expect(ipxUrl('/a b/ring#1.jpg')).toBe('/_ipx/_/a%20b/ring%231.jpg');
  });
  it('refuses an empty path and out-of-range options', () => {
    expect(() => ipxUrl('')).toThrow(RangeError);
    expect(() => ipxUrl('/')).toThrow(RangeError);
    expect(() => ipxModifiers({ width: 0 })).toThrow(RangeError);
    expect(() => ipxModifiers({ height: 1.5 })).toThrow(RangeError);
    expect(() => ipxModifiers({ quality: 101 })).toThrow(RangeError);
    expect(() => ipxModifiers({ background: 'gold' })).toThrow(RangeError);
    expect(() => ipxModifiers({ background: '#12345' })).toThrow(RangeError);
  });
});

describe('docs/architecture.md "Product images": the proxy serves only the site’s own images', () => {
  it('passes absolute, protocol-relative and data URLs through unchanged', () => {
    const external = ['https://cdn.example.com/a.jpg', 'http://x/a.jpg', '//cdn.example.com/a.jpg', '//', 'data:image/png;base64,AA'];
    for (const src of external) {
      expect(isProxiedImageSource(src)).toBe(false);
      expect(ipxUrl(src, { width: 320 })).toBe(src);
    }
  });
  it('proxies a site path', () => {
    expect(isProxiedImageSource('/products/ring.jpg')).toBe(true);
  });
});

describe('docs/behaviour.md §9 default image format', () => {
  it('is webp', () => {
    expect(DEFAULT_IMAGE_FORMAT).toBe('webp');
  });
});
