import { describe, expect, it } from 'vitest';
import { imageSizes } from './image-sizes';

describe('docs/behaviour.md §9 breakpoints: the sizes attribute is built mobile first', () => {
  it('lists the widest breakpoint first and the default last', () => {
    expect(imageSizes({ md: '50vw', default: '100vw', xl: '25vw' })).toBe(
      '(min-width: 1280px) 25vw, (min-width: 768px) 50vw, 100vw',
    );
  });
  it('is the default alone when no breakpoint is given', () => {
    expect(imageSizes({ default: '320px' })).toBe('320px');
  });
  it('writes the 2xl breakpoint at 1536px', () => {
    expect(imageSizes({ '2xl': '400px', default: '90vw' })).toBe('(min-width: 1536px) 400px, 90vw');
  });
});
