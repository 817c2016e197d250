import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  browserSession,
  holdsSession,
  isSignedIn,
  sessionFromAuthResult,
  signedOutSession,
  type AuthSession,
  type SignedInSession,
} from './auth-session';

interface User {
  id: number;
  name: string;
}
const user: User = { id: 1, name: 'Asha' };

describe('the server holds a session with both an access token and a user record', () => {
  it('holds one with a token and a user', () => {
    expect(holdsSession({ token: 't', user })).toBe(true);
  });
  it('holds none with only one of them, or an empty token', () => {
    expect(holdsSession({ token: 't', user: null })).toBe(false);
    expect(holdsSession({ token: null, user })).toBe(false);
    expect(holdsSession({ token: '', user })).toBe(false);
    expect(holdsSession(signedOutSession())).toBe(false);
  });
});

describe('signed in means the server holds a session and the browser has its user record', () => {
  it('is signed in with both', () => {
    expect(isSignedIn({ signedIn: true, user })).toBe(true);
  });
  it('is signed out without either', () => {
    expect(isSignedIn({ signedIn: true, user: null })).toBe(false);
    expect(isSignedIn({ signedIn: false, user })).toBe(false);
  });
  it('hands the browser the user and the flag, never the token', () => {
    expect(browserSession({ token: 't', user })).toEqual({ signedIn: true, user });
    expect(JSON.stringify(browserSession({ token: 'secret-token', user }))).not.toContain('secret-token');
    expect(browserSession({ token: '', user })).toEqual({ signedIn: false, user: null });
    expect(browserSession({ token: 't', user: null })).toEqual({ signedIn: false, user: null });
  });
});

describe('docs/behaviour.md §4 login or register stores the access token and user', () => {
  it('turns the auth result into a held session', () => {
    expect(sessionFromAuthResult({ access_token: 't', user })).toEqual({ token: 't', user });
  });
  it('refuses half a session from a result without a token', () => {
    expect(sessionFromAuthResult({ access_token: '', user })).toEqual({ token: null, user: null });
  });
});

describe('type test: AuthSession is generic over the user record', () => {
  it('types the user and narrows a signed-in session', () => {
    expectTypeOf<AuthSession<User>['user']>().toEqualTypeOf<User | null>();
    const session: AuthSession<User> = { signedIn: true, user };
    if (isSignedIn(session)) {
      expectTypeOf(session).toExtend<SignedInSession<User>>();
      expectTypeOf(session.user).toEqualTypeOf<User>();
    }
    expect(isSignedIn(session)).toBe(true);
  });
});
