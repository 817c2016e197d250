import { describe, expect, it } from 'vitest';
import { parseCookies, serializeClearingCookie, serializeCookie, type CookieOptions } from './cookie';

const options: CookieOptions = { maxAge: 60, secure: true, sameSite: 'lax', httpOnly: false, path: '/' };

describe('docs/behaviour.md §9 auth cookies are written with their attributes', () => {
  it('encodes the value and lists Max-Age, Path, Secure and SameSite', () => {
    expect(serializeCookie('a', 'x y;z', options)).toBe('a=x%20y%3Bz; Max-Age=60; Path=/; Secure; SameSite=Lax');
  });
  it('writes HttpOnly and other same-site modes only when asked', () => {
    expect(serializeCookie('a', '1', { ...options, secure: false, httpOnly: true, sameSite: 'strict' })).toBe(
      'a=1; Max-Age=60; Path=/; HttpOnly; SameSite=Strict',
    );
    expect(serializeCookie('a', '1', { ...options, sameSite: 'none' })).toContain('SameSite=None');
  });
  it('deletes a cookie with an empty value and Max-Age=0', () => {
    expect(serializeClearingCookie('a', options)).toBe('a=; Max-Age=0; Path=/; Secure; SameSite=Lax');
  });
  it('refuses an invalid name or max age', () => {
    expect(() => serializeCookie('a b', '1', options)).toThrow(TypeError);
    expect(() => serializeCookie('', '1', options)).toThrow(TypeError);
    expect(() => serializeCookie('a', '1', { ...options, maxAge: -1 })).toThrow(RangeError);
    expect(() => serializeCookie('a', '1', { ...options, maxAge: 1.5 })).toThrow(RangeError);
  });
});

describe('docs/behaviour.md §4 auth cookies are read back at start', () => {
  it('parses a Cookie header into decoded values', () => {
    expect(parseCookies('a=1; b=x%20y;c="q"')).toEqual({ a: '1', b: 'x y', c: 'q' });
  });
  it('keeps the first of two cookies with the same name', () => {
    expect(parseCookies('a=1; a=2')).toEqual({ a: '1' });
  });
  it('keeps values containing "=" whole', () => {
    expect(parseCookies('t=abc==')).toEqual({ t: 'abc==' });
  });
  it('skips malformed pairs and keeps a badly encoded value as it is, never throwing', () => {
    expect(parseCookies('junk; =1; a=%E0%A4%A; b=')).toEqual({ a: '%E0%A4%A', b: '' });
  });
  it('reads nothing from an absent or empty header', () => {
    expect(parseCookies(undefined)).toEqual({});
    expect(parseCookies(null)).toEqual({});
    expect(parseCookies('')).toEqual({});
  });
  it('round-trips a serialised value', () => {
    const [pair = ''] = serializeCookie('u', '{"name":"Åsa; ✓"}', options).split('; ');
    expect(parseCookies(pair)).toEqual({ u: '{"name":"Åsa; ✓"}' });
  });
});
