/** What other features may use of the cart: add a piece, see which lines are on their way, follow the session. */
export { addToBag } from './add-to-bag';
export { cartCleared, selectPendingLines } from './cart-slice';
export { syncCartToServer } from './cart-thunks';
