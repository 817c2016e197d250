import type { AppStartListening } from '../../shared/feature-listeners';
import { cartCleared } from '../cart';
import { toastRequested } from '../toasts';
import { loadWishlist, wishlistCleared } from '../wishlist';
import { sessionExpired, signedIn, signedOut } from './auth-slice';
import { sessionEndedToast } from './session-ended-toast';

/**
 * The side effects of signing in and out (docs/behaviour.md §4); the cookies are the storefront server's to set and
 * clear. After sign-in the wishlist is loaded (the cart sync is part of the login thunk); logout clears the cart; a 401
 * anywhere logs the shopper out with a toast.
 */
export function addAuthListeners(startListening: AppStartListening) {
  startListening({
    actionCreator: signedIn,
    effect: (_action, api) => {
      void api.dispatch(loadWishlist());
    },
  });
  startListening({
    actionCreator: signedOut,
    effect: (_action, api) => {
      api.dispatch(cartCleared());
      api.dispatch(wishlistCleared());
      api.dispatch(toastRequested('You are signed out', 'info'));
    },
  });
  startListening({
    actionCreator: sessionExpired,
    effect: (action, api) => {
      // Calls under way together (the wishlist, the profile) each meet the 401: the shopper is told once.
      if (!api.getOriginalState().auth.signedIn) return;
      api.dispatch(wishlistCleared());
      if (action.payload.announce) api.dispatch(sessionEndedToast());
    },
  });
}
