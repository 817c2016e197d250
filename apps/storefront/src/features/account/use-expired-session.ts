import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAppDispatch } from '../../app/hooks';
import { expireSession } from '../auth/auth-thunks';

/**
 * When a page's loader found the token refused (a 401, SPEC.md §8), the shopper is signed out with a toast, the
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
