import { describe, expect, it } from 'vitest';
import { hasSessionCookie, pageIsSameForEveryone, withoutSession } from './same-for-everyone.server';

describe('pages rendered alike for guests and signed-in shoppers', () => {
  it('are known by their URL, as pages and as React Router data requests', () => {
    expect(pageIsSameForEveryone('/product/noor?x=1')).toBe(true);
    expect(pageIsSameForEveryone('/product/noor.data?_routes=routes%2Fproduct')).toBe(true);
    expect(pageIsSameForEveryone('/_root.data')).toBe(true);
    expect(pageIsSameForEveryone('/category/rings.data')).toBe(true);
    expect(pageIsSameForEveryone('/user/profile.data')).toBe(false);
    expect(pageIsSameForEveryone('/cart')).toBe(false);
    expect(pageIsSameForEveryone('/auth/login')).toBe(false);
  });

  it('finds a session in either auth cookie, and only there', () => {
    expect(hasSessionCookie('auth_token=abc; auth_user=%7B%7D')).toBe(true);
    expect(hasSessionCookie('theme=dark;auth_user=%7B%7D')).toBe(true);
    expect(hasSessionCookie('not_auth_token=abc; flash=x')).toBe(false);
    expect(hasSessionCookie(undefined)).toBe(false);
  });

  it('leaves every other cookie as it was when it takes the session’s away', () => {
    expect(withoutSession('auth_token=abc; flash=feature-disabled:cart; auth_user=%7B%7D')).toBe('flash=feature-disabled:cart');
    expect(withoutSession('auth_token=abc;auth_user=x')).toBe('');
    expect(withoutSession('a=1; b=2')).toBe('a=1; b=2');
  });
});
