import type { AppDispatch } from '../../app/store';
import type { CartProduct } from './cart-slice';

/**
 * "Add to bag" from the catalogue's pages: the cart's thunks (and the API calls they make) are fetched on the
 * first press, not in every page's first load. Resolves with `addToCart`'s outcome action.
 */
export function addToBag(product: CartProduct) {
  return async (dispatch: AppDispatch) => {
    const { addToCart } = await import('./cart-thunks');
    return dispatch(addToCart({ product }));
  };
}
