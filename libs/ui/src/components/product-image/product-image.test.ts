import { fixedImageSources, responsiveImageSources } from '@aurelia/domain';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { ProductImage, type ProductImageProps } from './product-image';

const html = (props: ProductImageProps) => renderToStaticMarkup(createElement(ProductImage, props));
const attribute = (markup: string, tag: string, name: string) =>
  new RegExp(`<${tag}[^>]* ${name}="([^"]*)"`).exec(markup)?.[1]?.replaceAll('&amp;', '&');

const ring = { src: '/products/solitaire-ring.jpg', alt: 'Solitaire ring', width: 320, height: 320 };

describe('a product image with the avif option', () => {
  it('offers the AVIF candidates first and keeps the webp <img> as the fallback, both from the /_ipx builders', () => {
    const markup = html({ ...ring, layout: 'fixed', avif: true });
    const webp = fixedImageSources(ring.src, { width: 320, height: 320 });
    const avif = fixedImageSources(ring.src, { width: 320, height: 320, format: 'avif' });
    expect(markup).toMatch(/^<picture class="au-product-image__picture"><source type="image\/avif"[^>]*\/?><img /);
    expect(attribute(markup, 'source', 'srcSet')).toBe(avif.srcset);
    expect(attribute(markup, 'source', 'sizes')).toBe(avif.sizes);
    expect(attribute(markup, 'img', 'srcSet')).toBe(webp.srcset);
    expect(attribute(markup, 'img', 'src')).toBe(webp.src);
    expect(webp.srcset).toContain('f_webp');
  });

  it('gives a responsive image the same breakpoints and sizes in both formats', () => {
    const sizes = '(min-width: 1024px) 25vw, 50vw';
    const markup = html({ ...ring, width: 800, height: 800, sizes, avif: true });
    const avif = responsiveImageSources(ring.src, { maxWidth: 800, aspectRatio: 1, sizes, format: 'avif' });
    expect(attribute(markup, 'source', 'srcSet')).toBe(avif.srcset);
    expect(attribute(markup, 'source', 'sizes')).toBe(sizes);
    expect(attribute(markup, 'img', 'sizes')).toBe(sizes);
  });

  it('renders a plain <img> for an image the proxy does not serve', () => {
    const markup = html({ ...ring, src: 'https://cdn.example.com/ring.jpg', avif: true });
    expect(markup).toMatch(/^<img /);
    expect(markup).not.toContain('<picture');
  });

  it('renders a plain webp <img> without the option', () => {
    const markup = html({ ...ring, layout: 'fixed' });
    expect(markup).toMatch(/^<img /);
    expect(attribute(markup, 'img', 'srcSet')).toContain('f_webp');
  });
});
