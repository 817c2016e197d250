import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../shared/hooks';
import { selectIsSignedIn } from '../../shared/session';
import { loadWishlist, toggleWishlist } from './wishlist-slice';

/**
 * Saves or unsaves a product from a heart. A guest is taken to sign in and brought back; the piece is
 * saved once they are signed in (wishlist-listeners.ts).
 */
export function useWishlistToggle() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    async (productId: number, wishlisted: boolean) => {
      const result = await dispatch(toggleWishlist({ productId, wishlisted }));
      if (toggleWishlist.rejected.match(result) && result.payload === 'signed-out') {
        await navigate(`/auth/login?redirect=${encodeURIComponent(location.pathname + location.search)}`);
      }
    },
    [dispatch, navigate, location.pathname, location.search],
  );
}

/** After hydration, a signed-in shopper's wishlist is loaded so every heart and the header count agree. */
export function useWishlistOnStart() {
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectIsSignedIn);
  const status = useAppSelector((state) => state.wishlist.status);
  useEffect(() => {
    if (signedIn && status === 'idle') void dispatch(loadWishlist());
  }, [dispatch, signedIn, status]);
}
