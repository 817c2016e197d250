import { parseCookies, restoreAuthSession } from '@aurelia/domain';
import { useEffect } from 'react';
import { useAppStore } from '../../app/hooks';
import { sessionRestored } from './auth-slice';
import { selectIsSignedIn } from '../../app/session';
import { isUser } from './is-user';

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
