/**
 * The signed-in state kept on the client (SPEC.md §4), generic over the user record.
 * Both fields are null when signed out.
 */
export interface AuthSession<U> {
  token: string | null;
  user: U | null;
}

/** A session that is signed in: both a token and a user are present. */
export type SignedInSession<U> = { token: string; user: U };

/** The cleared state: no token, no user. */
export type SignedOutSession = { token: null; user: null };

/** The auth result of login and register (SPEC.md §3). */
export interface AuthResult<U> {
  access_token: string;
  user: U;
}

/** Returns a signed-out session. */
export function signedOutSession(): SignedOutSession {
  return { token: null, user: null };
}

/** SPEC.md §4: signed in means both an access token (non-empty) and a user record are present. */
export function isSignedIn<U>(session: AuthSession<U>): session is SignedInSession<U> {
  return typeof session.token === 'string' && session.token !== '' && session.user != null;
}

/**
 * The session that login or register leads to (SPEC.md §4 "stores them"). An empty token or
 * a missing user yields a signed-out session rather than half a session.
 */
export function sessionFromAuthResult<U>(result: AuthResult<U>): AuthSession<U> {
  const session = { token: result.access_token, user: result.user };
  return isSignedIn(session) ? session : signedOutSession();
}
