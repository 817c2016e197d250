import type { AppStartListening } from '../../shared/feature-listeners';
import { checkoutSummaryLoaded, selectGiftCardPreview } from './checkout-slice';

/** What checkout does when its summary is priced again (an order that stands: order-stands.ts). */
export function addCheckoutListeners(startListening: AppStartListening) {
  // Fulfilment, store or coins changed (the loader priced the page again): the applied card pays another amount.
  startListening({
    actionCreator: checkoutSummaryLoaded,
    effect: async (action, api) => {
      const { code } = selectGiftCardPreview(api.getState());
      if (code === null) return;
      // Imported here, not at the top: the listeners are in every page's first load, and the checkout thunks
      // bring the account and sign-in thunks along; only the checkout page, which has them loaded, gets here.
      const { previewGiftCard } = await import('./checkout-thunks');
      await api.dispatch(previewGiftCard({ ...action.payload, code }));
    },
  });
}
