/**
 * The session as the storefront server holds it: the access token from its HttpOnly cookie and the user record,
 * generic over the user record. Both fields are null when signed out. The token never reaches the browser's code.
 */
export interface ServerSession<U> {
  token: string | null;
  user: U | null;
}

/**
 * The session as the browser knows it (docs/behaviour.md §4): the user record, and whether the server holds a session for
 * it. Signed out: `signedIn` false and no user.
 */
export interface AuthSession<U> {
  signedIn: boolean;
  user: U | null;
}

/** A server session that is signed in: both a token and a user are present. */
export type HeldServerSession<U> = { token: string; user: U };

/** A browser session that is signed in. */
export type SignedInSession<U> = { signedIn: true; user: U };

/** The cleared state: no token, no user. */
export type SignedOutSession = { token: null; user: null };

/** The auth result of login and register (docs/behaviour.md §3). */
export interface AuthResult<U> {
  access_token: string;
  user: U;
}

/** Returns a signed-out server session. */
export function signedOutSession(): SignedOutSession {
  return { token: null, user: null };
}

/** The server holds a session: a non-empty access token and a user record. */
export function holdsSession<U>(session: ServerSession<U>): session is HeldServerSession<U> {
  return typeof session.token === 'string' && session.token !== '' && session.user != null;
}

/** Signed in means the server holds a session and the browser has its user record. */
export function isSignedIn<U>(session: AuthSession<U>): session is SignedInSession<U> {
  return session.signedIn && session.user != null;
}

/** What the browser may know of a server session: whether it is held, and the user, never the token. */
export function browserSession<U>(session: ServerSession<U>): AuthSession<U> {
  return holdsSession(session) ? { signedIn: true, user: session.user } : { signedIn: false, user: null };
}

/**
 * The session that login or register leads to (docs/behaviour.md §4 "stores them"). An empty token or a missing user
 * yields a signed-out session rather than half a session.
 */
export function sessionFromAuthResult<U>(result: AuthResult<U>): ServerSession<U> {
  const session = { token: result.access_token, user: result.user };
  return holdsSession(session) ? session : signedOutSession();
}
