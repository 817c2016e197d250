import type { Payment } from '@aurelia/contracts';
import { useNavigate } from 'react-router';
import { useAppDispatch } from '../../shared/hooks';
import { PAYMENT_POLL, usePollUntil } from '../../shared/use-poll-until';
import { readPayment } from './checkout-thunks';
import { outcomePath } from './payment-outcome';

/**
 * Asks for the payment until the provider's answer is in, then replaces the page with the outcome page.
 * Returns 'late' once it has asked {@link PAYMENT_POLL}.attempts times without an answer.
 */
export function usePaymentPoll(payment: Payment, poll: { intervalMs: number; attempts: number } = PAYMENT_POLL): 'waiting' | 'late' {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return usePollUntil(
    payment.id,
    true,
    async () => {
      const result = await dispatch(readPayment(payment.id));
      const next = readPayment.fulfilled.match(result) ? outcomePath(result.payload) : null;
      return next ? () => void navigate(next, { replace: true }) : null;
    },
    poll,
  );
}
