import type { AppDispatch } from '../../shared/state';
import { reloadServerCart } from '../cart';
import { orderCompleted } from './checkout-slice';

/**
 * An order stands (cash confirmed, or paid): the gift card spent on it is forgotten, and the local cart follows the
 * server's, which no longer holds the pieces bought. The success page fetches this once it has hydrated.
 */
export function completeOrder(orderNumber: string) {
  return async (dispatch: AppDispatch) => {
    dispatch(orderCompleted(orderNumber));
    await dispatch(reloadServerCart());
  };
}
