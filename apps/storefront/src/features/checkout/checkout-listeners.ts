import type { AppStartListening } from '../../app/listener-middleware';
import { loadServerCart } from '../cart/cart-thunks';
import { orderCompleted } from './checkout-slice';

/** Once an order stands, the local cart follows the server's, which no longer holds the pieces bought. */
export function addCheckoutListeners(startListening: AppStartListening) {
  startListening({
    actionCreator: orderCompleted,
    effect: async (_action, api) => {
      await api.dispatch(loadServerCart());
    },
  });
}
