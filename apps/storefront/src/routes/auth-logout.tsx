import { Spinner } from '@aurelia/ui';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import type { Route } from './+types/auth-logout';
import { useAppDispatch } from '../app/hooks';
import { logout } from '../features/auth/auth-thunks';
import { pageMeta, rootDataOf } from '../features/seo/page-meta';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(rootDataOf(matches), { name: 'Signing out', noindex: true });

/** Logs out as SPEC.md §4 says (server told if signed in, token, user and cart cleared) and goes home. */
export default function LogoutPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void dispatch(logout()).then(() => navigate('/', { replace: true }));
  }, [dispatch, navigate]);
  return (
    <div className="sf-page sf-centered" role="status">
      <Spinner label="Signing you out" />
      <p>Signing you out…</p>
    </div>
  );
}
