import { parseCookies, restoreBrowserSession } from '@aurelia/domain';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useAppStore } from '../../shared/hooks';
import { sessionRestored, signedOut } from './auth-slice';
import { selectIsSignedIn } from '../../shared/session';
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
 * (the storefront server's as-guest.mjs). Once the page has started, and after each navigation, the session the
 * storefront server keeps is read from its readable user cookie (the token's is HttpOnly): the header's account
 * menu, the wishlist hearts and the bag's sync follow it. A session the server ended (the sign-out form, another
 * tab) signs this tab out too. Done after hydration so that the first render matches the server's HTML.
 * `renderedSignedIn`: the server rendered this page for the session (not as a guest's).
 */
export function useSessionFromCookies(renderedSignedIn = false) {
  const store = useAppStore();
  const { key } = useLocation();
  const started = useRef(false);
  useEffect(() => {
    let stopped = false;
    // The page the server just rendered knows the session; a cookie cleared since is a refused call's, which
    // says so itself (sessionExpired). After a navigation, a cleared cookie is a sign-out.
    const mayEnd = started.current;
    // A page rendered for the session started signed in: signed out by the time the cookie is read, it was signed
    // out here (a token its loader found refused), and the cookie is only waiting for the sign-out's answer to go.
    const mayRestore = started.current || !renderedSignedIn;
    started.current = true;
    void readCookies().then((header) => {
      if (stopped) return;
      const session = restoreBrowserSession(parseCookies(header), isUser);
      const signedIn = selectIsSignedIn(store.getState());
      if (session.signedIn && session.user && !signedIn && mayRestore) store.dispatch(sessionRestored({ user: session.user }));
      else if (!session.signedIn && signedIn && mayEnd) store.dispatch(signedOut());
    });
    return () => {
      stopped = true;
    };
  }, [store, key, renderedSignedIn]);
}
