import type { AppStartListening } from '../../app/listener-middleware';
import { loadServerCart } from '../cart/cart-thunks';
import { checkoutSummaryLoaded, orderCompleted, selectGiftCardPreview } from './checkout-slice';
import { previewGiftCard } from './checkout-thunks';

/** Once an order stands, the local cart follows the server's, which no longer holds the pieces bought. */
export function addCheckoutListeners(startListening: AppStartListening) {
  startListening({
    actionCreator: orderCompleted,
    effect: async (_action, api) => {
      await api.dispatch(loadServerCart());
    },
  });
  // Fulfilment, store or coins changed (the loader priced the page again): the applied card pays another amount.
  startListening({
    actionCreator: checkoutSummaryLoaded,
    effect: async (action, api) => {
      const { code } = selectGiftCardPreview(api.getState());
      if (code !== null) await api.dispatch(previewGiftCard({ ...action.payload, code }));
    },
  });
}
