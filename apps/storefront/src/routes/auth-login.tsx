import { SIGN_IN_BY_CODE_HINT } from '@aurelia/contracts';
import { Button, PasswordField, TextField } from '@aurelia/ui';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Route } from './+types/auth-login';
import { useAppDispatch } from '../shared/hooks';
import { authRequestsFor, useAuthForm } from '../features/auth/use-auth-form';
import { pageOrErrorMeta } from '../seo/page-meta';
import { AuthPage } from '../features/auth/auth-page';
import { RouteErrorBoundary } from '../shell/route-error';

export const meta: Route.MetaFunction = ({ error, matches }) => pageOrErrorMeta(error, matches, { name: 'Sign in', noindex: true });

/** Sign in with email and password; the server's field errors show by the fields (docs/behaviour.md §8). */
export default function LoginPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { status, error, fieldErrors, next, query, params } = useAuthForm();
  const [email, setEmail] = useState('');
  // Password sign-in is limited for now (429): sign-in by code has limits of its own, so it is offered instead.
  const byCode = status === 'failed' && (fieldErrors?.['email'] ?? []).includes(SIGN_IN_BY_CODE_HINT);
  const codeParams = new URLSearchParams(params);
  codeParams.set('email', email);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setEmail(String(form.get('email') ?? '').trim());
    const requests = await authRequestsFor(dispatch);
    if (!requests) return;
    const { login } = requests;
    const result = await dispatch(login({ email: String(form.get('email') ?? ''), password: String(form.get('password') ?? '') }));
    if (login.fulfilled.match(result)) await navigate(next, { replace: true });
  };

  return (
    <AuthPage
      title="Sign in"
      onSubmit={submit}
      failure={status === 'failed' ? { message: error, errors: fieldErrors } : null}
      links={[
        <>
          <Link to={`/auth/otplogin${query}`}>Sign in with a one-time code</Link> · <Link to="/auth/forgot-password">Forgot your password?</Link>
        </>,
        <>
          New here? <Link to={`/auth/register${query}`}>Create an account</Link>
        </>,
      ]}
    >
      {byCode && (
        <p className="sf-auth__links">
          <Link to={`/auth/otplogin?${codeParams.toString()}`}>Sign in with a code emailed to {email}</Link>
        </p>
      )}
      <TextField label="Email" name="email" type="email" autoComplete="email" required defaultValue={params.get('email') ?? undefined} errors={fieldErrors} />
      <PasswordField label="Password" name="password" autoComplete="current-password" required errors={fieldErrors} />
      <Button type="submit" variant="primary" size="lg" fullWidth loading={status === 'pending'}>
        Sign in
      </Button>
    </AuthPage>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
