/** What other features may use of the wishlist: the heart on a tile, and loading or clearing it with the session. */
export { useWishlistToggle } from './use-wishlist-toggle';
export { loadWishlist, selectWishlistIds, wishlistCleared } from './wishlist-slice';
