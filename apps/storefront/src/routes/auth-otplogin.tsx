import { OTP_CODE_LENGTH } from '@aurelia/contracts';
import { Button, TextField } from '@aurelia/ui';
import { lazy, Suspense, useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Route } from './+types/auth-otplogin';
import { useAppDispatch } from '../shared/hooks';
import { fieldText } from '../shared/use-form-action';
import { RefusalSummary } from '../shared/refusal-summary';
import type { CodeStepProps } from '../features/auth/code-form';
import { SendCodeButton, useSignInCode } from '../features/auth/code-step';
import { SHOP_UNREACHABLE } from '../shared/shop-unreachable';
import { authRequestsFor, useAuthForm } from '../features/auth/use-auth-form';
import { pageOrErrorMeta } from '../seo/page-meta';
import { AuthPage } from '../features/auth/auth-page';
import { RouteErrorBoundary } from '../shell/route-error';

/** The code's form and the note after it: fetched once the page has hydrated, drawn only after a code was sent. */
const codeForm = () => import('../features/auth/code-form');
const CodeStep = lazy(() => codeForm().then((module) => ({ default: module.CodeStep }), () => ({ default: CodeFormUnreachable })));
const CodeConfirmedNote = lazy(() => codeForm().then((module) => ({ default: module.CodeConfirmedNote })));

/** Should the code's form not come (the connection gone), the page says so and offers the email step again. */
function CodeFormUnreachable({ flow, changeLabel, className }: Pick<CodeStepProps, 'flow' | 'changeLabel' | 'className'>) {
  return (
    <div className={className}>
      <p role="alert">{SHOP_UNREACHABLE}</p>
      <Button variant="ghost" onClick={flow.changeAddress}>
        {changeLabel}
      </Button>
    </div>
  );
}

export const meta: Route.MetaFunction = ({ error, matches }) => pageOrErrorMeta(error, matches, { name: 'Sign in with a code', noindex: true });

/**
 * Sign-in with a 6-digit code emailed to the account: ask for the code, then type or paste it. Another
 * code can be asked for after a countdown. A signed-in visitor is sent to the profile (docs/behaviour.md §2).
 */
export default function OtpLoginPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const auth = useAuthForm();
  const flow = useSignInCode();
  const { request } = flow;
  const email = flow.address?.email ?? null;
  // The code proved the address for the first time: the password set before it was removed, which the shopper is told.
  const [passwordRemoved, setPasswordRemoved] = useState(false);
  const { next } = auth;
  useEffect(() => void codeForm().catch(() => undefined), []);

  const verify = async (digits: string) => {
    if (email === null || auth.status === 'pending') return;
    const requests = await authRequestsFor(dispatch);
    if (!requests) return;
    const { otpLogin } = requests;
    const result = await dispatch(otpLogin({ email, code: digits }));
    if (!otpLogin.fulfilled.match(result)) return;
    if (result.payload.password_reset_required) setPasswordRemoved(true);
    else await navigate(next, { replace: true });
  };

  const submitEmail = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void flow.send({ email: fieldText(new FormData(event.currentTarget), 'email').trim() });
  };

  return (
    <AuthPage
      title="Sign in with a code"
      links={[
        <>
          <Link to={`/auth/login${auth.query}`}>Sign in with your password</Link> · <Link to={`/auth/register${auth.query}`}>Create an account</Link>
        </>,
      ]}
    >
      {passwordRemoved ? (
        <div className="sf-auth__form">
          <Suspense>
            <CodeConfirmedNote>
              To keep the account yours alone, any password set before it was confirmed was removed and earlier sign-ins were
              signed out. Set your own with <Link to="/auth/forgot-password">Forgot password</Link>.
            </CodeConfirmedNote>
          </Suspense>
          <p className="sf-auth__links">
            <Link to={next}>Continue</Link>
          </p>
        </div>
      ) : email === null ? (
        <form className="sf-auth__form" method="post" noValidate onSubmit={submitEmail}>
          <p className="sf-auth__links">We will email you a {OTP_CODE_LENGTH}-digit code. It works once, for 10 minutes.</p>
          {request.error && <RefusalSummary message={request.error} errors={request.errors} />}
          <TextField
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            required
            defaultValue={auth.params.get('email') ?? undefined}
            errors={request.errors}
          />
          <SendCodeButton flow={flow}>Email me a code</SendCodeButton>
        </form>
      ) : (
        <Suspense>
          <CodeStep flow={flow} onVerify={verify} submitLabel="Sign in" changeLabel="Use another email" className="sf-auth__form">
            <p role="status" className="sf-auth__links">
              If <strong>{email}</strong> has an account, a code is on its way. Enter it below.
            </p>
          </CodeStep>
        </Suspense>
      )}
    </AuthPage>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
