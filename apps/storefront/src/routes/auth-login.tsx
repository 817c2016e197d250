import { isSafeRedirectTarget } from '@aurelia/domain';
import { Alert, Button, PasswordField, TextField } from '@aurelia/ui';
import { useEffect, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { Route } from './+types/auth-login';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { authFormOpened } from '../features/auth/auth-slice';
import { login } from '../features/auth/auth-thunks';
import { pageMeta, rootDataOf } from '../features/seo/page-meta';
import { RouteErrorBoundary } from '../features/shell/route-error';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(rootDataOf(matches), { name: 'Sign in', noindex: true });

/** Sign in with email and password; the server's field errors show by the fields (SPEC.md §8). */
export default function LoginPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { status, errors, error } = useAppSelector((state) => state.auth);
  const target = params.get('redirect');
  const next = isSafeRedirectTarget(target) ? target : '/';

  // A form left half-done on another visit should not greet the shopper with old errors.
  useEffect(() => {
    dispatch(authFormOpened());
  }, [dispatch]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const result = await dispatch(login({ email: String(form.get('email') ?? ''), password: String(form.get('password') ?? '') }));
    if (login.fulfilled.match(result)) await navigate(next, { replace: true });
  };

  const generalError = status === 'failed' && (!errors || Object.keys(errors).length === 0) ? error : null;
  return (
    <div className="sf-page sf-auth">
      <h1 className="sf-page__title">Sign in</h1>
      <form className="sf-auth__form" method="post" noValidate onSubmit={(event) => void submit(event)}>
        {generalError && <Alert tone="danger">{generalError}</Alert>}
        <TextField label="Email" name="email" type="email" autoComplete="email" required errors={errors ?? undefined} />
        <PasswordField label="Password" name="password" autoComplete="current-password" required errors={errors ?? undefined} />
        <Button type="submit" variant="primary" size="lg" fullWidth loading={status === 'pending'}>
          Sign in
        </Button>
      </form>
      <p className="sf-auth__links">
        <Link to="/auth/otplogin">Sign in with a one-time code</Link> · <Link to="/auth/forgot-password">Forgot your password?</Link>
      </p>
      <p className="sf-auth__links">
        New here? <Link to={`/auth/register${params.toString() ? `?${params.toString()}` : ''}`}>Create an account</Link>
      </p>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
