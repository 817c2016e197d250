/**
 * Checkout's requests (placing the order, saving an address, applying a gift card): fetched once the page has
 * hydrated, not with it, and awaited by a press made before they have come.
 */
export const checkoutRequests = () => import('./checkout-thunks');
