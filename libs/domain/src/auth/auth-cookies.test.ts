import { describe, expect, it } from 'vitest';
import {
  AUTH_TOKEN_COOKIE,
  AUTH_USER_COOKIE,
  authCookieOptions,
  authSessionCookies,
  restoreAuthSession,
  restoreBrowserSession,
} from './auth-cookies';
import { parseCookies } from './cookie';

interface User {
  id: number;
  name: string;
}
const user: User = { id: 7, name: 'Ravi; "R" Kumar' };

function asCookieHeader(setCookies: readonly string[]): string {
  return setCookies.map((c) => c.split('; ')[0]).join('; ');
}

describe('auth cookies: 7 days, lax same-site, the token HttpOnly, Secure over TLS', () => {
  it('names the cookies and fixes their attributes', () => {
    expect([AUTH_TOKEN_COOKIE, AUTH_USER_COOKIE]).toEqual(['auth_token', 'auth_user']);
    expect(authCookieOptions(true)).toEqual({
      token: { maxAge: 604800, secure: true, sameSite: 'lax', httpOnly: true, path: '/' },
      user: { maxAge: 604800, secure: true, sameSite: 'lax', httpOnly: false, path: '/' },
    });
    expect(authCookieOptions(false).token.secure).toBe(false);
  });
  it('writes the token out of scripts’ reach and the user as readable JSON', () => {
    const [token, userCookie] = authSessionCookies({ token: 'abc', user }, true);
    expect(token).toBe('auth_token=abc; Max-Age=604800; Path=/; Secure; HttpOnly; SameSite=Lax');
    expect(userCookie).toMatch(/^auth_user=%7B%22id%22%3A7.*; Max-Age=604800; Path=\/; Secure; SameSite=Lax$/);
    expect(authSessionCookies({ token: 'abc', user }, false)[0]).toBe('auth_token=abc; Max-Age=604800; Path=/; HttpOnly; SameSite=Lax');
  });
  it('clears both cookies for a signed-out or half session', () => {
    const cleared = ['auth_token=; Max-Age=0; Path=/; Secure; HttpOnly; SameSite=Lax', 'auth_user=; Max-Age=0; Path=/; Secure; SameSite=Lax'];
    expect(authSessionCookies({ token: null, user: null }, true)).toEqual(cleared);
    expect(authSessionCookies({ token: 'abc', user: null }, true)).toEqual(cleared);
  });
});

describe('the server restores its session from the request’s cookies', () => {
  it('restores the session that was written', () => {
    const header = asCookieHeader(authSessionCookies({ token: 'abc', user }, true));
    expect(restoreAuthSession<User>(parseCookies(header))).toEqual({ token: 'abc', user });
  });
  it('is signed out when either cookie is missing or the token is empty', () => {
    const signedOut = { token: null, user: null };
    expect(restoreAuthSession({})).toEqual(signedOut);
    expect(restoreAuthSession({ auth_token: 'abc' })).toEqual(signedOut);
    expect(restoreAuthSession({ auth_user: '{"id":1}' })).toEqual(signedOut);
    expect(restoreAuthSession({ auth_token: '', auth_user: '{"id":1}' })).toEqual(signedOut);
  });
  it('is signed out, without throwing, when the user is not a JSON object', () => {
    const signedOut = { token: null, user: null };
    expect(restoreAuthSession({ auth_token: 'abc', auth_user: '{broken' })).toEqual(signedOut);
    expect(restoreAuthSession({ auth_token: 'abc', auth_user: 'null' })).toEqual(signedOut);
    expect(restoreAuthSession({ auth_token: 'abc', auth_user: '"Ravi"' })).toEqual(signedOut);
  });
  it('is signed out when the user fails the given guard', () => {
    const isUser = (value: unknown): value is User =>
      typeof value === 'object' && value !== null && typeof (value as User).id === 'number';
    expect(restoreAuthSession({ auth_token: 'abc', auth_user: '{"id":"x"}' }, isUser)).toEqual({ token: null, user: null });
    expect(restoreAuthSession({ auth_token: 'abc', auth_user: '{"id":1}' }, isUser)).toEqual({ token: 'abc', user: { id: 1 } });
  });
});

describe('the page restores what it may see of the session: the user record', () => {
  it('is signed in with the user cookie alone (the token is HttpOnly)', () => {
    const readable = asCookieHeader(authSessionCookies({ token: 'abc', user }, true).slice(1));
    expect(restoreBrowserSession<User>(parseCookies(readable))).toEqual({ signedIn: true, user });
  });
  it('is signed out without a user record, or with a broken one', () => {
    const signedOut = { signedIn: false, user: null };
    expect(restoreBrowserSession({})).toEqual(signedOut);
    expect(restoreBrowserSession({ auth_token: 'abc' })).toEqual(signedOut);
    expect(restoreBrowserSession({ auth_user: '{broken' })).toEqual(signedOut);
  });
});
