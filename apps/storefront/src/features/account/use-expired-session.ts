import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { createAppAsyncThunk, useAppDispatch } from '../../shared/hooks';
import { sessionEndedToast, sessionExpired } from '../auth';

/**
 * The shopper is signed out here, and the storefront server is asked to drop its cookie (it clears it on any
 * answer to a sign-out made with it), so a stale cookie cannot bring the signed-in pages back. Then `goToSignIn`
 * runs, and only once it has finished are they told the session ended: a toast shown before a slow sign-out and
 * navigation could be gone before the sign-in page is. Never rejects.
 */
export const expireSession = createAppAsyncThunk(
  'account/expireSession',
  async (goToSignIn: (() => unknown) | undefined, { dispatch, extra, getState }) => {
    const wasSignedIn = getState().auth.signedIn;
    dispatch(sessionExpired({ announce: false }));
    await extra.api.logout().catch(() => undefined);
    await Promise.resolve(goToSignIn?.()).catch(() => undefined);
    if (wasSignedIn) dispatch(sessionEndedToast());
  },
);

/**
 * When a page's loader found the token refused (a 401, docs/behaviour.md §8), the shopper is signed out, the
 * server's stale cookie dropped, and asked to sign in again, coming back here after; the toast meets them there.
 */
export function useExpiredSession(expired: boolean) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (!expired) return;
    void dispatch(expireSession(() => navigate(`/auth/login?redirect=${encodeURIComponent(pathname + search)}`, { replace: true })));
  }, [expired, dispatch, navigate, pathname, search]);
}
