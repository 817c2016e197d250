/**
 * What other features may use of the cart: add a piece, see which lines are on their way, follow the session
 * and the server. Nothing here brings the cart's thunks into a page's first load (server-cart-on-demand.ts).
 */
export { addToBag } from './add-to-bag';
export { cartCleared, selectPendingLines } from './cart-slice';
export { reloadServerCart, syncCartWithServer } from './server-cart-on-demand';
