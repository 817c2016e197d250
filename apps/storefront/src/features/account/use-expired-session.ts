import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { createAppAsyncThunk, useAppDispatch } from '../../shared/hooks';
import { sessionExpired } from '../auth';

/**
 * The shopper is signed out here, and the storefront server is asked to drop its cookie (it clears it on any
 * answer to a sign-out made with it), so a stale cookie cannot bring the signed-in pages back. Never rejects.
 */
export const expireSession = createAppAsyncThunk('account/expireSession', async (_: void, { dispatch, extra }) => {
  dispatch(sessionExpired());
  await extra.api.logout().catch(() => undefined);
});

/**
 * When a page's loader found the token refused (a 401, docs/behaviour.md §8), the shopper is signed out with a toast, the
 * server's stale cookie dropped, and asked to sign in again, coming back here after.
 */
export function useExpiredSession(expired: boolean) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (!expired) return;
    void dispatch(expireSession()).then(() => navigate(`/auth/login?redirect=${encodeURIComponent(pathname + search)}`, { replace: true }));
  }, [expired, dispatch, navigate, pathname, search]);
}
