import { describe, expect, it } from 'vitest';
import { fixedImageSources, responsiveImageSources } from './image-srcset';

describe('docs/behaviour.md §9 densities 1 and 2: an image at a fixed width gets a candidate per density', () => {
  it('describes each density by its allowed width, in webp by default', () => {
    expect(fixedImageSources('/p/ring.jpg', { width: 320 })).toEqual({
      src: '/_ipx/w_320,f_webp/p/ring.jpg',
      srcset: '/_ipx/w_320,f_webp/p/ring.jpg 320w, /_ipx/w_640,f_webp/p/ring.jpg 640w',
      sizes: '320px',
    });
  });
  it('rounds each width up to an allowed one and scales the height with it', () => {
    const { src, srcset } = fixedImageSources('/p/ring.jpg', { width: 300, height: 150, fit: 'cover', format: 'avif' });
    expect(src).toBe('/_ipx/w_320,h_160,f_avif,fit_cover/p/ring.jpg');
    expect(srcset).toBe(
      '/_ipx/w_320,h_160,f_avif,fit_cover/p/ring.jpg 320w, /_ipx/w_640,h_320,f_avif,fit_cover/p/ring.jpg 640w',
    );
  });
  it('lists one candidate when both densities need the largest width', () => {
    expect(fixedImageSources('/p/ring.jpg', { width: 3000 }).srcset).toBe('/_ipx/w_3072,f_webp/p/ring.jpg 3072w');
  });
  it('never asks for a height of zero', () => {
    expect(fixedImageSources('/p/ring.jpg', { width: 320, height: 0.1 }).src).toBe('/_ipx/w_320,h_1,f_webp/p/ring.jpg');
  });
  it('gives only src for an image the proxy does not serve', () => {
    expect(fixedImageSources('https://x.test/a.jpg', { width: 320 })).toEqual({ src: 'https://x.test/a.jpg' });
  });
  it('refuses a size that is not positive', () => {
    expect(() => fixedImageSources('/a.jpg', { width: 0 })).toThrow(RangeError);
    expect(() => fixedImageSources('/a.jpg', { width: 320, height: -1 })).toThrow(RangeError);
  });
});

describe('docs/behaviour.md §9 breakpoints: a responsive image gets a candidate per allowed width', () => {
  it('lists every allowed width up to the one covering the widest display', () => {
    const { src, srcset, sizes } = responsiveImageSources('/p/ring.jpg', { maxWidth: 700, sizes: '50vw' });
    expect(srcset).toBe(
      '/_ipx/w_320,f_webp/p/ring.jpg 320w, /_ipx/w_640,f_webp/p/ring.jpg 640w, /_ipx/w_768,f_webp/p/ring.jpg 768w',
    );
    expect(src).toBe('/_ipx/w_768,f_webp/p/ring.jpg');
    expect(sizes).toBe('50vw');
  });
  it('lists all allowed widths by default, for the full viewport width', () => {
    const { srcset, sizes } = responsiveImageSources('/p/ring.jpg');
    expect(srcset?.split(', ')).toHaveLength(9);
    expect(sizes).toBe('100vw');
  });
  it('requests a height from the aspect ratio', () => {
    const { srcset } = responsiveImageSources('/p/ring.jpg', { maxWidth: 320, aspectRatio: 4 / 3, quality: 70 });
    expect(srcset).toBe('/_ipx/w_320,h_240,f_webp,q_70/p/ring.jpg 320w');
  });
  it('gives only src for an image the proxy does not serve', () => {
    expect(responsiveImageSources('https://x.test/a.jpg')).toEqual({ src: 'https://x.test/a.jpg' });
  });
  it('refuses a width or ratio that is not positive', () => {
    expect(() => responsiveImageSources('/a.jpg', { maxWidth: -1 })).toThrow(RangeError);
    expect(() => responsiveImageSources('/a.jpg', { aspectRatio: 0 })).toThrow(RangeError);
  });
});
