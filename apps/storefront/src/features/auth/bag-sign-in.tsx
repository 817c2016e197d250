import { OTP_CODE_LENGTH } from '@aurelia/contracts';
import { loginRedirectFor } from '@aurelia/domain';
import { ErrorSummary, TextField } from '@aurelia/ui';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector, useAppStore } from '../../shared/hooks';
import { PendingButtonLink } from '../../shared/pending-button-link';
import { fieldText } from '../../shared/use-form-action';
import { authFormOpened } from './auth-slice';
import { otpLogin } from './auth-thunks';
import { CodeConfirmedNote, CodeStep } from './code-form';
import { SendCodeButton, useSignInCode } from './code-step';
import { fromAccountSentence, linesFromAccount, otpAddressOf, otpAddressText } from './otp-address';

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
  const pending = useAppSelector((state) => state.auth.status === 'pending');
  const flow = useSignInCode();
  const { address, request } = flow;
  const [afterSignIn, setAfterSignIn] = useState<CheckoutArrival | null>(null);
  useEffect(() => {
    dispatch(authFormOpened());
  }, [dispatch]);

  const verify = async (digits: string) => {
    if (address === null || pending) return;
    const before = store.getState().cart.cart.items;
    const result = await dispatch(otpLogin({ ...address, code: digits }));
    if (!otpLogin.fulfilled.match(result)) return;
    const sentence = fromAccountSentence(linesFromAccount(before, store.getState().cart.cart.items));
    const arrival: CheckoutArrival = sentence ? { fromAccount: sentence } : {};
    // The first code to reach an unconfirmed account removed its password: said here before going on.
    if (result.payload.password_reset_required) setAfterSignIn(arrival);
    else await navigate(CHECKOUT_PATH, { state: arrival });
  };

  // The server names `email` or `phone`; the form has one field for either.
  const accountErrors = request.errors && { account: [...(request.errors['email'] ?? []), ...(request.errors['phone'] ?? [])] };

  if (afterSignIn) {
    return (
      <div className="sf-bag-sign-in">
        <CodeConfirmedNote>
          To keep the account yours alone, any password set before it was confirmed was removed. Set your own later with{' '}
          <Link to="/auth/forgot-password">Forgot password</Link>.
        </CodeConfirmedNote>
        <PendingButtonLink to={CHECKOUT_PATH} state={afterSignIn} size="lg" fullWidth>
          Continue to checkout
        </PendingButtonLink>
      </div>
    );
  }

  return (
    <section className="sf-bag-sign-in" aria-labelledby="bag-sign-in-title">
      <h3 id="bag-sign-in-title" className="sf-bag-sign-in__title">
        Sign in to check out
      </h3>
      {address === null ? (
        <form
          method="post"
          noValidate
          className="sf-bag-sign-in__form"
          onSubmit={(event) => {
            event.preventDefault();
            void flow.send(otpAddressOf(fieldText(new FormData(event.currentTarget), 'account')));
          }}
        >
          <p className="sf-cart__note">Your bag stays as it is. We will send you a {OTP_CODE_LENGTH}-digit code; no password needed.</p>
          {request.error && <ErrorSummary message={request.error} />}
          <TextField label="Email or mobile number" name="account" autoComplete="username" spellCheck={false} required errors={accountErrors} />
          <SendCodeButton flow={flow}>Send me a code</SendCodeButton>
          <p className="sf-cart__note">
            Or <Link to={loginRedirectFor(CHECKOUT_PATH)}>sign in with your password</Link> ·{' '}
            <Link to={`/auth/register?redirect=${encodeURIComponent(CHECKOUT_PATH)}`}>create an account</Link>
          </p>
        </form>
      ) : (
        <CodeStep
          flow={flow}
          onVerify={verify}
          submitLabel="Sign in and check out"
          changeLabel="Use another email or number"
          className="sf-bag-sign-in__form"
        >
          <p role="status" className="sf-cart__note">
            If <strong>{otpAddressText(address)}</strong> belongs to an account, a code is on its way
            {address.phone === undefined ? ' by email' : ' by text message'}. Enter it below.
          </p>
        </CodeStep>
      )}
    </section>
  );
}
