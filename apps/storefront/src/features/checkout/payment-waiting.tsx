import type { Payment } from '@aurelia/contracts';
import { formatInr } from '@aurelia/domain';
import { Spinner } from '@aurelia/ui';
import type { ReactNode } from 'react';
import { usePaymentPoll } from './use-payment-poll';

/**
 * The wait for the provider's answer, announced politely: the page moves on by itself once the payment is final;
 * `late` is shown if no answer came in the poll's time.
 */
export function PaymentWaiting({ payment, late }: { payment: Payment; late: ReactNode }) {
  const state = usePaymentPoll(payment);
  return (
    <div className="sf-outcome__body" role="status" aria-live="polite">
      {state === 'waiting' ? (
        <>
          <Spinner label="Waiting for the bank" />
          <p>We are waiting for your bank to confirm the payment of {formatInr(payment.amount)}. This page moves on by itself; please keep it open.</p>
        </>
      ) : (
        late
      )}
    </div>
  );
}
