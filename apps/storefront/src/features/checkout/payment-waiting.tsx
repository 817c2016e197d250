import type { Payment } from '@aurelia/contracts';
import type { ReactNode } from 'react';
import { WaitingForBank } from '../../shared/waiting-for-bank';
import { usePaymentPoll } from './use-payment-poll';

/** The wait for the provider's answer to `payment`; `late` is shown if no answer came in the poll's time. */
export function PaymentWaiting({ payment, late }: { payment: Payment; late: ReactNode }) {
  const state = usePaymentPoll(payment);
  return <WaitingForBank waiting={state === 'waiting'} amount={payment.amount} late={late} />;
}
