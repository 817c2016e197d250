import { isSafeRedirectTarget } from '@aurelia/domain';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../shared/hooks';
import { authFormOpened } from './auth-slice';

/**
 * What a sign-in form (password, register, one-time code) needs: the auth state, where to go after (the
 * `redirect` query when it is same-site, else home), the query to hand on to the other sign-in pages, and
 * the sentence to show when the refusal names no field. Errors from an earlier visit are cleared on open.
 */
export function useAuthForm() {
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const auth = useAppSelector((state) => state.auth);
  const target = params.get('redirect');
  useEffect(() => {
    dispatch(authFormOpened());
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
