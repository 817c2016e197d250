import { isAction, type Action } from '@reduxjs/toolkit';
import { STORE_CLOSED_NOTICE } from '@aurelia/domain';
import type { AppStartListening } from '../../app/listener-middleware';
import { toastRequested } from '../toasts';
// Types only: the thunks load on first use (add-to-bag.ts), so their outcomes are matched by type here.
import type { CartRefusal, addToCart, restoreTemporaryCart } from './cart-thunks';

/** A thunk's outcome by its action type, e.g. `cart/addToCart/fulfilled`, without loading the thunk. */
const outcome =
  <A extends Action>(...types: string[]) =>
  (action: unknown): action is A =>
    isAction(action) && types.includes(action.type);

const REFUSALS: Record<CartRefusal, { title: string; description: string }> = {
  'store-closed': { title: 'The store is closed', description: STORE_CLOSED_NOTICE },
  'out-of-stock': { title: 'Out of stock', description: 'Sorry, this piece is not available in that quantity right now.' },
  failed: { title: 'Your bag was not updated', description: 'Something went wrong. Please try again.' },
};

/** Every cart outcome a shopper should hear about, as a toast that says what happened and why. */
export function addCartListeners(startListening: AppStartListening) {
  startListening({
    matcher: outcome<ReturnType<typeof addToCart.fulfilled>>('cart/addToCart/fulfilled'),
    effect: (action, api) => {
      api.dispatch(toastRequested('Added to your bag', 'success', action.meta.arg.product.name));
    },
  });
  startListening({
    matcher: outcome<Action & { payload?: CartRefusal }>('cart/addToCart/rejected', 'cart/changeQuantity/rejected'),
    effect: (action, api) => {
      const reason = action.payload ?? 'failed';
      const { title, description } = REFUSALS[reason] ?? REFUSALS.failed;
      api.dispatch(toastRequested(title, 'danger', description));
    },
  });
  startListening({
    matcher: outcome('cart/removeFromCart/rejected'),
    effect: (_action, api) => {
      api.dispatch(toastRequested(REFUSALS.failed.title, 'danger', REFUSALS.failed.description));
    },
  });
  startListening({
    matcher: outcome<ReturnType<typeof restoreTemporaryCart.fulfilled>>('cart/restoreTemporaryCart/fulfilled'),
    effect: (action, api) => {
      const { restored, kept } = action.payload;
      if (kept === 0) api.dispatch(toastRequested(`${restored} ${restored === 1 ? 'piece' : 'pieces'} moved back to your bag`, 'success'));
      else api.dispatch(toastRequested(`${restored} moved back, ${kept} kept aside`, 'info', 'Some saved pieces are not available right now.'));
    },
  });
}
