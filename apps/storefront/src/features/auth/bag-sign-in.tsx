import { OTP_CODE_LENGTH, type OtpRequestBody } from '@aurelia/contracts';
import { loginRedirectFor } from '@aurelia/domain';
import { Alert, Button, ErrorSummary, OtpInput, TextField } from '@aurelia/ui';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector, useAppStore } from '../../shared/hooks';
import { fieldText, useFormAction } from '../../shared/use-form-action';
import { authFormOpened } from './auth-slice';
import { otpLogin, requestSignInCode } from './auth-thunks';
import { fromAccountSentence, linesFromAccount, otpAddressOf, otpAddressText } from './otp-address';
import { OTP_RESEND_SECONDS, useCountdown } from './use-countdown';

/** Where the shopper goes once signed in, and what the page there is told (`location.state`). */
export const CHECKOUT_PATH = '/checkout';
export interface CheckoutArrival {
  /** The sentence saying which pieces the account's saved bag added; absent when it added none. */
  fromAccount?: string;
}

/**
 * Signing in on the bag page itself: an email or a mobile number, then the 6-digit code sent to it; the guest's
 * bag is merged with the account's and the shopper goes on to checkout, told what the account's bag added.
 */
export function BagSignIn() {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const navigate = useNavigate();
  const auth = useAppSelector((state) => state.auth);
  const [request, runRequest] = useFormAction(requestSignInCode);
  const [address, setAddress] = useState<OtpRequestBody | null>(null);
  const [code, setCode] = useState('');
  const [sentAt, setSentAt] = useState<number | null>(null);
  const [afterSignIn, setAfterSignIn] = useState<CheckoutArrival | null>(null);
  const resendIn = useCountdown(OTP_RESEND_SECONDS, sentAt);
  useEffect(() => {
    dispatch(authFormOpened());
  }, [dispatch]);

  const send = async (to: OtpRequestBody) => {
    const outcome = await runRequest(to);
    if (!outcome.ok) return;
    setAddress(to);
    setCode('');
    setSentAt(Date.now());
    dispatch(authFormOpened());
  };

  const verify = async (digits: string) => {
    if (address === null || auth.status === 'pending') return;
    const before = store.getState().cart.cart.items;
    const result = await dispatch(otpLogin({ ...address, code: digits }));
    if (!otpLogin.fulfilled.match(result)) return;
    const sentence = fromAccountSentence(linesFromAccount(before, store.getState().cart.cart.items));
    const arrival: CheckoutArrival = sentence ? { fromAccount: sentence } : {};
    // The first code to reach an unconfirmed account removed its password: said here before going on.
    if (result.payload.password_reset_required) setAfterSignIn(arrival);
    else await navigate(CHECKOUT_PATH, { state: arrival });
  };

  const submitAddress = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void send(otpAddressOf(fieldText(new FormData(event.currentTarget), 'account')));
  };
  const submitCode = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void verify(code);
  };
  // The server names `email` or `phone`; the form has one field for either.
  const accountErrors = request.errors && { account: [...(request.errors['email'] ?? []), ...(request.errors['phone'] ?? [])] };

  if (afterSignIn) {
    return (
      <div className="sf-bag-sign-in">
        <Alert tone="success" title="You are signed in, and your email address is confirmed">
          To keep the account yours alone, any password set before it was confirmed was removed. Set your own later with{' '}
          <Link to="/auth/forgot-password">Forgot password</Link>.
        </Alert>
        <Button asChild variant="primary" size="lg" fullWidth>
          <Link to={CHECKOUT_PATH} state={afterSignIn}>
            Continue to checkout
          </Link>
        </Button>
      </div>
    );
  }

  return (
    <section className="sf-bag-sign-in" aria-labelledby="bag-sign-in-title">
      <h3 id="bag-sign-in-title" className="sf-bag-sign-in__title">
        Sign in to check out
      </h3>
      {address === null ? (
        <form method="post" noValidate onSubmit={submitAddress} className="sf-bag-sign-in__form">
          <p className="sf-cart__note">Your bag stays as it is. We will send you a {OTP_CODE_LENGTH}-digit code; no password needed.</p>
          {request.error && <ErrorSummary message={request.error} />}
          <TextField
            label="Email or mobile number"
            name="account"
            autoComplete="username"
            spellCheck={false}
            required
            errors={accountErrors}
          />
          <Button type="submit" variant="primary" size="lg" fullWidth loading={request.status === 'pending'}>
            Send me a code
          </Button>
          <p className="sf-cart__note">
            Or <Link to={loginRedirectFor(CHECKOUT_PATH)}>sign in with your password</Link> ·{' '}
            <Link to={`/auth/register?redirect=${encodeURIComponent(CHECKOUT_PATH)}`}>create an account</Link>
          </p>
        </form>
      ) : (
        <form method="post" noValidate onSubmit={submitCode} className="sf-bag-sign-in__form">
          <p role="status" className="sf-cart__note">
            If <strong>{otpAddressText(address)}</strong> belongs to an account, a code is on its way
            {address.phone === undefined ? ' by email' : ' by text message'}. Enter it below.
          </p>
          {(auth.status === 'failed' || request.error) && (
            <ErrorSummary message={request.error ?? auth.error} errors={auth.status === 'failed' ? (auth.errors ?? undefined) : undefined} />
          )}
          <OtpInput
            label="Sign-in code"
            name="code"
            length={OTP_CODE_LENGTH}
            value={code}
            onValueChange={setCode}
            onComplete={(digits) => void verify(digits)}
            errors={auth.status === 'failed' ? (auth.errors ?? undefined) : undefined}
            required
          />
          <Button type="submit" variant="primary" size="lg" fullWidth loading={auth.status === 'pending'} disabled={code.length !== OTP_CODE_LENGTH}>
            Sign in and check out
          </Button>
          <div className="sf-auth__resend">
            <Button variant="ghost" disabled={resendIn > 0} loading={request.status === 'pending'} onClick={() => void send(address)}>
              {resendIn > 0 ? `Send a new code in ${resendIn} s` : 'Send a new code'}
            </Button>
            <Button variant="ghost" onClick={() => setAddress(null)}>
              Use another email or number
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
