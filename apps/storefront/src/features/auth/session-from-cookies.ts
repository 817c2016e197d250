import { parseCookies, restoreAuthSession } from '@aurelia/domain';
import { useEffect } from 'react';
import { useAppStore } from '../../app/hooks';
import { sessionRestored } from './auth-slice';
import { selectIsSignedIn } from '../../app/session';
import { isUser } from './is-user';

interface CookieStoreLike {
  getAll(): Promise<{ name: string; value: string }[]>;
}

/**
 * The page's cookies as a `Cookie` header. `document.cookie` is a synchronous call into the browser, which takes
 * milliseconds while a page loads on a slow phone, in the task that runs every effect of the hydrated page; the
 * Cookie Store API answers asynchronously. Without it, the cookies are read in a task of their own.
 */
function readCookies(): Promise<string> {
  const cookieStore = (globalThis as { cookieStore?: CookieStoreLike }).cookieStore;
  const fromDocument = () => document.cookie;
  if (cookieStore?.getAll) {
    return cookieStore.getAll().then((cookies) => cookies.map(({ name, value }) => `${name}=${value}`).join('; '), fromDocument);
  }
  return new Promise((resolve) => setTimeout(() => resolve(fromDocument()), 0));
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
    let stopped = false;
    void readCookies().then((header) => {
      if (stopped || selectIsSignedIn(store.getState())) return;
      const session = restoreAuthSession(parseCookies(header), isUser);
      if (session.token && session.user) store.dispatch(sessionRestored({ token: session.token, user: session.user }));
    });
    return () => {
      stopped = true;
    };
  }, [store]);
}
