import { OTP_CODE_LENGTH } from '@aurelia/contracts';
import { Alert, Button, OtpInput } from '@aurelia/ui';
import type { ReactNode } from 'react';
import { useAppSelector } from '../../shared/hooks';
import { RefusalSummary } from '../../shared/refusal-summary';
import type { SignInCodeFlow } from './code-step';
import { OTP_RESEND_SECONDS, useCountdown } from './use-countdown';

/*
 * What a sign-in by code draws once the code has been sent: the code's form, then, for an address proved the first
 * time, the note that says so. A module of its own, which the sign-in-by-code page fetches once it has hydrated:
 * neither is drawn before a round trip.
 */

export interface CodeStepProps {
  flow: SignInCodeFlow;
  /** Signs in with the six digits (typed to the end, pasted, or sent with the button). */
  onVerify: (digits: string) => Promise<void>;
  submitLabel: string;
  changeLabel: string;
  className: string;
  /** What is said above the boxes: where the code went. */
  children: ReactNode;
}

/** The code's form: where it went, a refusal, the six boxes, the button, and the ways to a new code or another address. */
export function CodeStep({ flow, onVerify, submitLabel, changeLabel, className, children }: CodeStepProps) {
  const auth = useAppSelector((state) => state.auth);
  const errors = auth.status === 'failed' ? (auth.errors ?? undefined) : undefined;
  const { address, request } = flow;
  const resendIn = useCountdown(OTP_RESEND_SECONDS, flow.sentAt);
  return (
    <form
      className={className}
      method="post"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void onVerify(flow.code);
      }}
    >
      {children}
      {(auth.status === 'failed' || request.error) && <RefusalSummary message={request.error ?? auth.error} errors={errors} />}
      <OtpInput label="Sign-in code" name="code" length={OTP_CODE_LENGTH} value={flow.code} onValueChange={flow.setCode} onComplete={(digits) => void onVerify(digits)} errors={errors} required />
      <Button type="submit" variant="primary" size="lg" fullWidth loading={auth.status === 'pending'} disabled={flow.code.length !== OTP_CODE_LENGTH}>
        {submitLabel}
      </Button>
      <div className="sf-auth__resend">
        <Button variant="ghost" disabled={resendIn > 0} loading={request.status === 'pending'} onClick={() => address && void flow.send(address)}>
          {resendIn > 0 ? `Send a new code in ${resendIn} s` : 'Send a new code'}
        </Button>
        <Button variant="ghost" onClick={flow.changeAddress}>
          {changeLabel}
        </Button>
      </div>
    </form>
  );
}

/** Signed in by a code that proved the address for the first time: the password set before it was removed. */
export function CodeConfirmedNote({ children }: { children: ReactNode }) {
  return (
    <Alert tone="success" title="You are signed in, and your email address is confirmed">
      {children}
    </Alert>
  );
}
