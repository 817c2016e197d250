import { holdsSession, signedOutSession, type ServerSession, type SignedOutSession } from './auth-session';

/** What logging out leaves behind: a cleared session, and the cart to be cleared too. */
export interface LogoutOutcome {
  session: SignedOutSession;
  clearCart: true;
}

/**
 * Logs out (docs/behaviour.md §4, §8): revokes the token with the server only when a session is held, ignores its
 * failure, and always resolves to the cleared session with the instruction to clear the cart. Never rejects.
 */
export async function logout<U>(
  session: ServerSession<U>,
  callServer: (token: string) => Promise<unknown>,
): Promise<LogoutOutcome> {
  if (holdsSession(session)) {
    try {
      await callServer(session.token);
    } catch {
      // docs/behaviour.md §8: a logout server failure is ignored; local state is still cleared.
    }
  }
  return { session: signedOutSession(), clearCart: true };
}
