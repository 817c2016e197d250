import type { User } from '@aurelia/contracts';
import { parseCookies, restoreAuthSession } from '@aurelia/domain';
import { useEffect } from 'react';
import { useAppStore } from '../../app/hooks';
import { selectIsSignedIn, sessionRestored } from './auth-slice';

/** Whether a value read from a cookie is a user record (anything else is no session). */
export function isUser(value: unknown): value is User {
  if (typeof value !== 'object' || value === null) return false;
  const user = value as Partial<User>;
  return typeof user.id === 'number' && typeof user.email === 'string' && typeof user.name === 'string';
}

/**
 * The pages that are the same for everyone come rendered as a guest sees them, also to a signed-in shopper
 * (the storefront server's as-guest.mjs). Once the page has started, the session in the cookies is taken up:
 * the header's account menu, the wishlist hearts and the bag's sync follow it from then on. Done after
 * hydration so that the first render matches the server's HTML.
 */
export function useSessionFromCookies() {
  const store = useAppStore();
  // Once, at start: a later sign-out is never undone from cookies a listener is still clearing.
  useEffect(() => {
    if (selectIsSignedIn(store.getState())) return;
    const session = restoreAuthSession(parseCookies(document.cookie), isUser);
    if (session.token && session.user) store.dispatch(sessionRestored({ token: session.token, user: session.user }));
  }, [store]);
}
