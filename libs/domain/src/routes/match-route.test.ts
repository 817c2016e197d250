import { describe, expect, it } from 'vitest';
import { matchRoute } from './match-route';

describe('docs/behaviour.md §2 route matching: any other path is the 404 page', () => {
  it('tolerates one trailing slash', () => {
    expect(matchRoute('/about/')?.route.pattern).toBe('/about');
    expect(matchRoute('/product/ring/')?.params).toEqual({ productSlug: 'ring' });
  });
  it('decodes parameters', () => {
    expect(matchRoute('/product/rose%20gold%2Fring')?.params).toEqual({ productSlug: 'rose gold/ring' });
  });
  it('matches static segments in any letter case and keeps parameters as given', () => {
    expect(matchRoute('/Product/Ring')?.params).toEqual({ productSlug: 'Ring' });
  });
  it.each([
    ['an unknown path', '/nowhere'],
    ['an unknown /user page', '/user'],
    ['a parameter route without its parameter', '/product/'],
    ['an empty parameter', '/user/order//'],
    ['an extra segment', '/product/ring/extra'],
    ['two trailing slashes', '/about//'],
    ['a badly encoded parameter', '/product/%E0%A4%A'],
    ['a path that is not absolute', 'about'],
    ['an empty path', ''],
  ])('matches nothing for %s', (_label, path) => {
    expect(matchRoute(path)).toBeNull();
  });
});
