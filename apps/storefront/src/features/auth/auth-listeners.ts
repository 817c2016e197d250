import type { User } from '@aurelia/contracts';
import { authSessionCookies, signedOutSession, type AuthSession } from '@aurelia/domain';
import type { AppStartListening } from '../../app/listener-middleware';
import { cartCleared } from '../cart';
import { toastRequested } from '../toasts';
import { loadWishlist, wishlistCleared } from '../wishlist';
import { sessionExpired, signedIn, signedOut, userUpdated } from './auth-slice';

/** Writes the auth cookies (SPEC.md §9: 7 days, secure, lax, readable by scripts) for the server to read. */
function writeAuthCookies(session: AuthSession<User>) {
  if (typeof document === 'undefined') return;
  for (const cookie of authSessionCookies(session)) document.cookie = cookie;
}

/**
 * The side effects of signing in and out (SPEC.md §4): cookies follow the session; after sign-in the
 * wishlist is loaded (the cart sync is part of the login thunk); logout clears the cart; a 401
 * anywhere logs the shopper out with a toast.
 */
export function addAuthListeners(startListening: AppStartListening) {
  startListening({
    actionCreator: signedIn,
    effect: (action, api) => {
      writeAuthCookies(action.payload);
      void api.dispatch(loadWishlist());
    },
  });
  startListening({
    actionCreator: userUpdated,
    effect: (action, api) => {
      const { token } = api.getState().auth;
      if (token) writeAuthCookies({ token, user: action.payload });
    },
  });
  startListening({
    actionCreator: signedOut,
    effect: (_action, api) => {
      writeAuthCookies(signedOutSession());
      api.dispatch(cartCleared());
      api.dispatch(wishlistCleared());
      api.dispatch(toastRequested('You are signed out', 'info'));
    },
  });
  startListening({
    actionCreator: sessionExpired,
    effect: (_action, api) => {
      // Calls under way together (the wishlist, the profile) each meet the 401: the shopper is told once.
      if (api.getOriginalState().auth.token === null) return;
      writeAuthCookies(signedOutSession());
      api.dispatch(wishlistCleared());
      api.dispatch(toastRequested('Your session has ended', 'info', 'Please sign in again to continue.'));
    },
  });
}
