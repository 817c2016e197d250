import { OTP_CODE_LENGTH, type OtpRequestBody } from '@aurelia/contracts';
import { Button, OtpInput } from '@aurelia/ui';
import { useState, type ReactNode } from 'react';
import { useAppDispatch, useAppSelector } from '../../shared/hooks';
import { useDeferredFormAction } from '../../shared/use-form-action';
import { RefusalSummary } from '../../shared/refusal-summary';
import { authFormOpened } from './auth-slice';
import { authRequests } from './use-auth-form';
import { OTP_RESEND_SECONDS, useCountdown } from './use-countdown';

/** Asking for a code's request: fetched once the page has hydrated, and awaited by a form sent before then. */
const codeRequest = () => authRequests().then((module) => module.requestSignInCode);

/**
 * Asking for a sign-in code, and what the code form needs after: where it went (`address`, null before), the
 * digits typed so far and the seconds before another may be asked for.
 */
export function useSignInCode() {
  const dispatch = useAppDispatch();
  const [request, runRequest] = useDeferredFormAction(codeRequest);
  const [address, setAddress] = useState<OtpRequestBody | null>(null);
  const [code, setCode] = useState('');
  const [sentAt, setSentAt] = useState<number | null>(null);
  const resendIn = useCountdown(OTP_RESEND_SECONDS, sentAt);
  const send = async (to: OtpRequestBody) => {
    const outcome = await runRequest(to);
    if (!outcome.ok) return;
    setAddress(to);
    setCode('');
    setSentAt(Date.now());
    dispatch(authFormOpened());
  };
  return { request, address, code, setCode, resendIn, send, changeAddress: () => setAddress(null) };
}

export type SignInCodeFlow = ReturnType<typeof useSignInCode>;

/** The address form's button: asks for the code, busy while the request is out. */
export function SendCodeButton({ flow, children }: { flow: SignInCodeFlow; children: ReactNode }) {
  return (
    <Button type="submit" variant="primary" size="lg" fullWidth loading={flow.request.status === 'pending'}>
      {children}
    </Button>
  );
}

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
        <Button variant="ghost" disabled={flow.resendIn > 0} loading={request.status === 'pending'} onClick={() => address && void flow.send(address)}>
          {flow.resendIn > 0 ? `Send a new code in ${flow.resendIn} s` : 'Send a new code'}
        </Button>
        <Button variant="ghost" onClick={flow.changeAddress}>
          {changeLabel}
        </Button>
      </div>
    </form>
  );
}
