import type { AppStartListening } from '../../app/listener-middleware';
import { toastRequested } from '../toasts/toasts-slice';
import { toggleWishlist } from './wishlist-slice';

/** Tells a guest how to save pieces, and anyone when saving failed. */
export function addWishlistListeners(startListening: AppStartListening) {
  startListening({
    actionCreator: toggleWishlist.rejected,
    effect: (action, api) => {
      if (action.payload === 'signed-out') {
        api.dispatch(toastRequested('Sign in to save pieces', 'info', 'Your wishlist is kept with your account.'));
      } else {
        api.dispatch(toastRequested('Your wishlist was not updated', 'danger', 'Something went wrong. Please try again.'));
      }
    },
  });
}
