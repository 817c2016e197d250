import type { OtpRequestBody } from '@aurelia/contracts';
import { Button } from '@aurelia/ui';
import { useState, type ReactNode } from 'react';
import { useAppDispatch } from '../../shared/hooks';
import { useDeferredFormAction } from '../../shared/use-form-action';
import { authFormOpened } from './auth-slice';
import { authRequests } from './use-auth-form';

/** Asking for a code's request: fetched once the page has hydrated, and awaited by a form sent before then. */
const codeRequest = () => authRequests().then((module) => module.requestSignInCode);

/**
 * Asking for a sign-in code, and what the code form needs after: where it went (`address`, null before), the
 * digits typed so far and when it was sent (another may be asked for a minute after: the code's form counts down).
 */
export function useSignInCode() {
  const dispatch = useAppDispatch();
  const [request, runRequest] = useDeferredFormAction(codeRequest);
  const [address, setAddress] = useState<OtpRequestBody | null>(null);
  const [code, setCode] = useState('');
  const [sentAt, setSentAt] = useState<number | null>(null);
  const send = async (to: OtpRequestBody) => {
    const outcome = await runRequest(to);
    if (!outcome.ok) return;
    setAddress(to);
    setCode('');
    setSentAt(Date.now());
    dispatch(authFormOpened());
  };
  return { request, address, code, setCode, sentAt, send, changeAddress: () => setAddress(null) };
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
