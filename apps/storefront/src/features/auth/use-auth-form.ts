import { isSafeRedirectTarget } from '@aurelia/domain';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../shared/hooks';
import { SHOP_UNREACHABLE } from '../../shared/shop-unreachable';
import type { AppDispatch } from '../../shared/state';
import { authFailed, authFormOpened, authRequested } from './auth-slice';

/**
 * What a sign-in form (password, register, one-time code) needs: the auth state, where to go after (the
 * `redirect` query when it is same-site, else home), the query to hand on to the other sign-in pages, and
 * the sentence to show when the refusal names no field. Errors from an earlier visit are cleared on open, and the
 * requests' code is fetched.
 */
export function useAuthForm() {
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const auth = useAppSelector((state) => state.auth);
  const target = params.get('redirect');
  useEffect(() => {
    dispatch(authFormOpened());
    // The form's requests come once the page has hydrated, not with it (authRequestsFor).
    void authRequests().catch(() => undefined);
  }, [dispatch]);
  const noFieldErrors = !auth.errors || Object.keys(auth.errors).length === 0;
  return {
    ...auth,
    fieldErrors: auth.errors ?? undefined,
    generalError: auth.status === 'failed' && noFieldErrors ? auth.error : null,
    next: isSafeRedirectTarget(target) ? target : '/',
    query: params.toString() ? `?${params.toString()}` : '',
    params,
  };
}

/** The account requests (auth-thunks.ts): fetched once a sign-in page has hydrated, not before it shows. */
export const authRequests = () => import('./auth-thunks');

/**
 * The account requests for a form being sent, awaited when they have not come yet (the form busy meanwhile); null
 * when they cannot come (the connection gone, or a release since the page loaded), the form then saying the shop
 * could not be reached.
 */
export async function authRequestsFor(dispatch: AppDispatch) {
  // Busy from the press on, so a second press while the code comes sends nothing twice.
  dispatch(authRequested());
  try {
    return await authRequests();
  } catch {
    dispatch(authFailed({ error: SHOP_UNREACHABLE, errors: null }));
    return null;
  }
}
