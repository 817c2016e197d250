import { isSignedIn } from '@aurelia/domain';
import type { RootState } from './state';

/*
 * The session as the whole app reads it. The auth feature writes it (sign-in, sign-out, a 401); the cart,
 * the wishlist, checkout and the shell only read it, so these selectors sit below the features and reading
 * the session never ties a feature to auth.
 */

/** The signed-in shopper, or null. */
export const selectUser = (state: RootState) => state.auth.user;

/** The server holds a session and we have its user: the shopper is signed in. */
export const selectIsSignedIn = (state: RootState) => isSignedIn({ signedIn: state.auth.signedIn, user: state.auth.user });
