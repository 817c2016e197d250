import { describe, expect, it } from 'vitest';
import { isSafeRedirectTarget, loginRedirectFor, readQueryParam, splitPath } from './safe-redirect';

describe('docs/behaviour.md §2 guest-only pages send a signed-in user away: only to a same-site path', () => {
  it.each(['/', '/checkout', '/user/orders?page=2', '/search?q=gold#top'])('accepts %s', (target) => {
    expect(isSafeRedirectTarget(target)).toBe(true);
  });
  it.each([
    '//evil.example',
    '/\\evil.example',
    'https://evil.example',
    'javascript:alert(1)',
    'checkout',
    '',
    '/\t/evil.example',
    '/\n/evil.example',
    '/x\u007f',
  ])('refuses %j', (target) => {
    expect(isSafeRedirectTarget(target)).toBe(false);
  });
  it('refuses what is not a string', () => {
    expect(isSafeRedirectTarget(null)).toBe(false);
    expect(isSafeRedirectTarget(['/'])).toBe(false);
  });
});

describe('docs/behaviour.md §2 /checkout redirects a guest to /auth/login, keeping where to come back to', () => {
  it('encodes the original path and search', () => {
    expect(loginRedirectFor('/checkout')).toBe('/auth/login?redirect=%2Fcheckout');
    expect(loginRedirectFor('/user/orders', '?page=2&x=a b')).toBe(
      '/auth/login?redirect=%2Fuser%2Forders%3Fpage%3D2%26x%3Da%20b',
    );
  });
});

describe('paths and query parameters read without the DOM', () => {
  it('splits pathname and search and drops the hash', () => {
    expect(splitPath('/a/b?x=1#top')).toEqual({ pathname: '/a/b', search: '?x=1' });
    expect(splitPath('/a#x?y')).toEqual({ pathname: '/a', search: '' });
    expect(splitPath('/a')).toEqual({ pathname: '/a', search: '' });
  });
  it('reads the first value of a parameter, decoded, with "+" as a space', () => {
    expect(readQueryParam('?a=1&redirect=%2Fuser%2Forders&redirect=%2F', 'redirect')).toBe('/user/orders');
    expect(readQueryParam('q=rose+gold', 'q')).toBe('rose gold');
    expect(readQueryParam('?flag&x=1', 'flag')).toBe('');
  });
  it('reads null for a missing or badly encoded parameter', () => {
    expect(readQueryParam('', 'redirect')).toBeNull();
    expect(readQueryParam('?redirect=%E0%A4%A', 'redirect')).toBeNull();
    expect(readQueryParam('?%E0%A4%A=1&redirect=%2Fa', 'redirect')).toBe('/a');
  });
});
