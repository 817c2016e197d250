import { describe, expect, expectTypeOf, it } from 'vitest';
import {
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

describe('SPEC.md §4 signed in means both an access token and a user record are present', () => {
  it('is signed in with a token and a user', () => {
    expect(isSignedIn({ token: 't', user })).toBe(true);
  });
  it('is signed out with only one of them, or an empty token', () => {
    expect(isSignedIn({ token: 't', user: null })).toBe(false);
    expect(isSignedIn({ token: null, user })).toBe(false);
    expect(isSignedIn({ token: '', user })).toBe(false);
    expect(isSignedIn(signedOutSession())).toBe(false);
  });
});

describe('SPEC.md §4 login or register stores the access token and user', () => {
  it('turns the auth result into a signed-in session', () => {
    expect(sessionFromAuthResult({ access_token: 't', user })).toEqual({ token: 't', user });
  });
  it('refuses half a session from a result without a token', () => {
    expect(sessionFromAuthResult({ access_token: '', user })).toEqual({ token: null, user: null });
  });
});

describe('type test: AuthSession is generic over the user record', () => {
  it('types the user and narrows a signed-in session', () => {
    expectTypeOf<AuthSession<User>['user']>().toEqualTypeOf<User | null>();
    const session: AuthSession<User> = { token: 't', user };
    if (isSignedIn(session)) {
      expectTypeOf(session).toExtend<SignedInSession<User>>();
      expectTypeOf(session.user).toEqualTypeOf<User>();
      expectTypeOf(session.token).toEqualTypeOf<string>();
    }
    expect(isSignedIn(session)).toBe(true);
  });
  it('carries the user type of an auth result', () => {
    expectTypeOf(sessionFromAuthResult({ access_token: 't', user })).toEqualTypeOf<AuthSession<User>>();
  });
});
