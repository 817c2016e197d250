import { STORE_CLOSED_NOTICE } from '@aurelia/domain';
import type { AppStartListening } from '../../shared/feature-listeners';
import { toastRequested, type ToastLink } from '../toasts';
import { addToCart, isCartRefusal, isCartRemovalFailure, restoreTemporaryCart, type CartRefusal } from './cart-actions';

/** The bag, from a toast about it: the toast does not stay in the way of the page, the link takes the shopper there. */
const VIEW_BAG: ToastLink = { label: 'View bag', altText: 'View your bag', href: '/cart' };

const REFUSALS: Record<CartRefusal, { title: string; description: string; link?: ToastLink }> = {
  'store-closed': { title: 'The store is closed', description: STORE_CLOSED_NOTICE },
  'out-of-stock': { title: 'Out of stock', description: 'Sorry, this piece is not available in that quantity right now. Your bag is as it was.' },
  'one-of-a-kind': { title: 'Already in your bag', description: 'This piece is one of a kind: a bag holds only one.', link: VIEW_BAG },
  network: { title: 'Your bag was not updated', description: 'The shop could not be reached. Please check your connection and try again.' },
  unavailable: { title: 'Your bag was not updated', description: 'The shop is briefly unavailable. Please try again in a minute.' },
  failed: { title: 'Your bag was not updated', description: 'Something went wrong. Please try again.' },
};

const refusalOf = (reason: string | undefined) => REFUSALS[reason as CartRefusal] ?? REFUSALS.failed;

/** Every cart outcome a shopper should hear about, as a toast that says what happened and why. */
export function addCartListeners(startListening: AppStartListening) {
  startListening({
    actionCreator: addToCart.fulfilled,
    effect: (action, api) => {
      api.dispatch(toastRequested('Added to your bag', 'success', action.meta.arg.product.name, VIEW_BAG));
    },
  });
  startListening({
    matcher: isCartRefusal,
    effect: (action, api) => {
      const { title, description, link } = refusalOf(action.payload);
      api.dispatch(toastRequested(title, link ? 'info' : 'danger', description, link));
    },
  });
  startListening({
    matcher: isCartRemovalFailure,
    effect: (_action, api) => {
      api.dispatch(toastRequested(REFUSALS.failed.title, 'danger', REFUSALS.failed.description));
    },
  });
  startListening({
    actionCreator: restoreTemporaryCart.fulfilled,
    effect: (action, api) => {
      const { restored, kept } = action.payload;
      if (kept === 0) api.dispatch(toastRequested(`${restored} ${restored === 1 ? 'piece' : 'pieces'} moved back to your bag`, 'success'));
      else api.dispatch(toastRequested(`${restored} moved back, ${kept} kept aside`, 'info', 'Some saved pieces are not available right now.'));
    },
  });
}
