import type { BackOfficeCodeSent } from '@aurelia/contracts';
import { Button, PasswordField, TextField } from '@aurelia/ui';
import { useState, type FormEvent } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { fieldError, RefusalAlert } from '../../app/refusal';
import { useAction } from '../../app/use-action';
import { useScreenTitle } from '../../app/screen-title';
import { confirmCode, signIn } from './session-thunks';

/**
 * Email and password; an admin then gets a 6-digit code by mail and enters it here (the second factor).
 * A signed-in visitor goes on to where they were headed.
 */
export function SignInScreen() {
  const dispatch = useAppDispatch();
  const session = useAppSelector((state) => state.session);
  const location = useLocation();
  const heading = useScreenTitle<HTMLHeadingElement>('Sign in');
  const [codeSent, setCodeSent] = useState<BackOfficeCodeSent | null>(null);
  const { busy, refused, setRefused, run } = useAction();
  const from = (location.state as { from?: string } | null)?.from ?? '/';

  if (session.signedIn) return <Navigate to={from} replace />;

  const submitPassword = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    void run(async () => {
      const answer = await dispatch(signIn({ email: String(form.get('email') ?? ''), password: String(form.get('password') ?? '') })).unwrap();
      setCodeSent(answer.codeSent);
    });
  };
  const submitCode = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '');
    if (codeSent) void run(() => dispatch(confirmCode({ challenge: codeSent.challenge, code })).unwrap());
  };

  return (
    <main className="bo-sign-in" id="main">
      <div className="bo-sign-in__panel">
        <p className="bo-brand">Aurelia back office</p>
        <h1 ref={heading} tabIndex={-1} className="bo-title">
          {codeSent ? 'Enter your sign-in code' : 'Sign in'}
        </h1>
        {session.endedBecause && !refused && <p role="status">{session.endedBecause}</p>}
        {refused && <RefusalAlert key={refused.message} refused={refused} title="Not signed in" />}
        {codeSent ? (
          <form className="bo-form" onSubmit={submitCode} noValidate>
            <p>We emailed you a 6-digit code. It works for 10 minutes.</p>
            <TextField
              name="code"
              label="Sign-in code"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]{6}"
              maxLength={6}
              required
              error={fieldError(refused, 'code')}
            />
            <div className="bo-actions">
              <Button type="submit" loading={busy}>
                Sign in
              </Button>
              <Button variant="ghost" onClick={() => (setCodeSent(null), setRefused(null))}>
                Start again
              </Button>
            </div>
          </form>
        ) : (
          <form className="bo-form" onSubmit={submitPassword} noValidate>
            <TextField name="email" type="email" label="Email" autoComplete="username" required error={fieldError(refused, 'email')} />
            <PasswordField name="password" label="Password" autoComplete="current-password" required error={fieldError(refused, 'password')} />
            <Button type="submit" loading={busy}>
              Continue
            </Button>
          </form>
        )}
      </div>
    </main>
  );
}
