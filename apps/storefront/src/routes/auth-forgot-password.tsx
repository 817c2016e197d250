import { Button, TextField } from '@aurelia/ui';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { Route } from './+types/auth-forgot-password';
import { fieldText, useDeferredFormAction } from '../shared/use-form-action';
import { RefusalSummary } from '../shared/refusal-summary';
import { pageOrErrorMeta } from '../seo/page-meta';
import { AuthPage } from '../features/auth/auth-page';
import { RouteErrorBoundary } from '../shell/route-error';

/** The link's request: fetched once the page has hydrated, and awaited by a form sent before then. */
const resetLinkRequest = () => import('../features/account/account-thunks').then((module) => module.requestPasswordReset);

export const meta: Route.MetaFunction = ({ error, matches }) => pageOrErrorMeta(error, matches, { name: 'Forgot your password?', noindex: true });

/**
 * Asks for a reset link by email. The server answers the same whether or not the email has an account, so
 * the page never tells a stranger who shops here.
 */
export default function ForgotPasswordPage() {
  const [state, run] = useDeferredFormAction(resetLinkRequest);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = fieldText(new FormData(event.currentTarget), 'email').trim();
    const outcome = await run({ email });
    if (outcome.ok) setSentTo(email);
  };

  return (
    <AuthPage
      title="Forgot your password?"
      links={[
        <>
          Remembered it? <Link to="/auth/login">Sign in</Link> · <Link to="/auth/otplogin">Sign in with a one-time code</Link>
        </>,
      ]}
    >
      {sentTo ? (
        <div className="sf-auth__form" role="status">
          <p>
            If <strong>{sentTo}</strong> has an account with us, a link to choose a new password is on its way. It works for 60 minutes.
          </p>
          <p className="sf-auth__links">Nothing after a few minutes? Check your spam folder, or ask again.</p>
          <Button variant="secondary" onClick={() => setSentTo(null)}>
            Send another link
          </Button>
        </div>
      ) : (
        <form className="sf-auth__form" method="post" noValidate onSubmit={(event) => void submit(event)}>
          <p className="sf-auth__links">Enter the email of your account and we will send you a link to choose a new password.</p>
          {state.status === 'failed' && <RefusalSummary message={state.error} errors={state.errors} />}
          <TextField label="Email" name="email" type="email" autoComplete="email" required errors={state.errors} />
          <Button type="submit" variant="primary" size="lg" fullWidth loading={state.status === 'pending'}>
            Send reset link
          </Button>
        </form>
      )}
    </AuthPage>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
