import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { createAppAsyncThunk, useAppDispatch } from '../../shared/hooks';
import { sessionExpired } from '../auth';

/**
 * The shopper is signed out here, and the storefront server is asked to drop its cookie: it clears it on any answer
 * to a sign-out made with it, and on the API's refusal leaves a flash cookie, so the page `goToSignIn` opens says
 * the session ended, however it is reached (a client navigation, or a full reload on a slow phone). Never rejects.
 */
export const expireSession = createAppAsyncThunk('account/expireSession', async (goToSignIn: (() => unknown) | undefined, { dispatch, extra }) => {
  dispatch(sessionExpired({ announce: false }));
  await extra.api.logout().catch(() => undefined);
  await Promise.resolve(goToSignIn?.()).catch(() => undefined);
});

/**
 * When a page's loader found the token refused (a 401, docs/behaviour.md §8), the shopper is signed out, the
 * server's stale cookie dropped, and asked to sign in again, coming back here after; the sign-in page says why.
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
