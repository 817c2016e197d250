import type { AppDispatch } from '../../shared/state';

/*
 * The cart's thunks (and the API calls they make) load on first use, not with every page (cart-actions.ts).
 * Other features reach the server cart through these, so importing the cart never brings them along.
 */

/** After sign-in: the local cart goes to the server and the merged cart comes back (`syncCartToServer`). */
export function syncCartWithServer() {
  return async (dispatch: AppDispatch) => {
    const { syncCartToServer } = await import('./cart-thunks');
    return dispatch(syncCartToServer());
  };
}

/** After an order: the local cart follows the server's, which no longer holds the pieces bought (`loadServerCart`). */
export function reloadServerCart() {
  return async (dispatch: AppDispatch) => {
    const { loadServerCart } = await import('./cart-thunks');
    return dispatch(loadServerCart());
  };
}
