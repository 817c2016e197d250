import { Button, PasswordField, TextField } from '@aurelia/ui';
import { type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { Route } from './+types/auth-reset-password';
import { useAppDispatch } from '../shared/hooks';
import { fieldText, useDeferredFormAction } from '../shared/use-form-action';
import { RefusalSummary } from '../shared/refusal-summary';
import { pageOrErrorMeta } from '../seo/page-meta';
import { AuthPage } from '../features/auth/auth-page';
import { RouteErrorBoundary } from '../shell/route-error';
import { toastRequested } from '../features/toasts/toasts-slice';

/** The reset's request: fetched once the page has hydrated, and awaited by a form sent before then. */
const resetRequest = () => import('../features/account/account-thunks').then((module) => module.resetPassword);

export const meta: Route.MetaFunction = ({ error, matches }) => pageOrErrorMeta(error, matches, { name: 'Choose a new password', noindex: true });

/**
 * The page the reset email links to (`/reset-password?token=…&email=…`; `/auth/reset-password` too). With
 * the link's token and email it asks only for the new password twice; opened without them it asks for the
 * email and the code from the message. After the reset the shopper signs in with the new password.
 */
export default function ResetPasswordPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [state, run] = useDeferredFormAction(resetRequest);
  const linkToken = params.get('token') ?? '';
  const linkEmail = params.get('email') ?? '';
  const fromLink = linkToken !== '' && linkEmail !== '';

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = fromLink ? linkEmail : fieldText(form, 'email');
    const outcome = await run({
      email,
      token: fromLink ? linkToken : fieldText(form, 'token').trim(),
      password: fieldText(form, 'password'),
      password_confirmation: fieldText(form, 'password_confirmation'),
    });
    if (!outcome.ok) return;
    dispatch(toastRequested('Your password is changed', 'success', 'Sign in with your new password.'));
    await navigate(`/auth/login?email=${encodeURIComponent(email)}`, { replace: true });
  };

  // A bad or expired token is reported under `token`, which has no field when the link supplied it.
  const linkProblem = fromLink ? (state.errors?.['token'] ?? state.errors?.['email'] ?? []) : [];
  return (
    <AuthPage
      title="Choose a new password"
      onSubmit={submit}
      links={[
        <>
          <Link to="/auth/forgot-password">Ask for a new link</Link> · <Link to="/auth/login">Sign in</Link>
        </>,
      ]}
    >
      {fromLink ? (
        <p className="sf-auth__links">
          For <strong>{linkEmail}</strong>
        </p>
      ) : (
        <p className="sf-auth__links">Enter your email and the code from the reset email, or open the link in that email.</p>
      )}
      {state.status === 'failed' && linkProblem.length === 0 && <RefusalSummary message={state.error} errors={state.errors} />}
      {linkProblem.length > 0 && (
        <RefusalSummary
          title="This reset link no longer works"
          message={
            <>
              {linkProblem.join(' ')} <Link to="/auth/forgot-password">Ask for a new link</Link>.
            </>
          }
        />
      )}
      {!fromLink && (
        <>
          <TextField label="Email" name="email" type="email" autoComplete="email" required errors={state.errors} />
          <TextField label="Reset code" name="token" autoComplete="one-time-code" required errors={state.errors} />
        </>
      )}
      <PasswordField label="New password" name="password" required showStrength description="At least 8 characters, with a letter and a digit." errors={state.errors} />
      <PasswordField label="Confirm new password" name="password_confirmation" autoComplete="new-password" required errors={state.errors} />
      <Button type="submit" variant="primary" size="lg" fullWidth loading={state.status === 'pending'}>
        Save new password
      </Button>
    </AuthPage>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
