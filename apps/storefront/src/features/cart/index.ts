/**
 * What other features may use of the cart: add a piece, see which lines are on their way, follow the session
 * and the server. Nothing here brings the cart's thunk bodies into a page's first load (cart-actions.ts).
 */
export { addToCart } from './cart-actions';
export { cartCleared, selectPendingLines } from './cart-slice';
export { useIsBeingAdded } from './pending-line';
export { reloadServerCart, syncCartWithServer } from './server-cart-on-demand';
