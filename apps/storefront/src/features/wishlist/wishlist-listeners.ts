import type { AppStartListening } from '../../shared/feature-listeners';
import { toastRequested } from '../toasts';
import { deferredSaveDone, loadWishlist, toggleWishlist } from './wishlist-slice';

/**
 * Tells a guest how to save pieces, and anyone when saving failed; once a guest who tapped a heart has
 * signed in and their wishlist is loaded, the piece is saved.
 */
export function addWishlistListeners(startListening: AppStartListening) {
  startListening({
    actionCreator: loadWishlist.fulfilled,
    effect: async (action, api) => {
      const productId = api.getState().wishlist.deferredProductId;
      if (productId === null) return;
      api.dispatch(deferredSaveDone());
      if (action.payload.includes(productId)) return;
      const saved = await api.dispatch(toggleWishlist({ productId, wishlisted: true }));
      if (toggleWishlist.fulfilled.match(saved)) api.dispatch(toastRequested('Saved to your wishlist', 'success'));
    },
  });
  startListening({
    actionCreator: toggleWishlist.rejected,
    effect: (action, api) => {
      if (action.payload === 'signed-out') {
        api.dispatch(toastRequested('Sign in to save this piece', 'info', 'It goes to your wishlist once you are signed in.'));
      } else {
        api.dispatch(toastRequested('Your wishlist was not updated', 'danger', 'Something went wrong. Please try again.'));
      }
    },
  });
}
