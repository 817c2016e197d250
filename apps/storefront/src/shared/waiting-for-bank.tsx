import { formatInr } from '@aurelia/domain';
import { Spinner } from '@aurelia/ui';
import type { ReactNode } from 'react';

/**
 * The wait for the bank's answer to a payment of `amount`, announced politely: the page moves on by itself once
 * the payment is final; `late` is shown instead once the poll has given up waiting.
 */
export function WaitingForBank({ waiting, amount, late }: { waiting: boolean; amount: number; late: ReactNode }) {
  return (
    <div className="sf-outcome__body" role="status" aria-live="polite">
      {waiting ? (
        <>
          <Spinner label="Waiting for the bank" />
          <p>We are waiting for your bank to confirm the payment of {formatInr(amount)}. This page moves on by itself; please keep it open.</p>
        </>
      ) : (
        late
      )}
    </div>
  );
}
