import type { Payment } from '@aurelia/contracts';
import { useNavigate } from 'react-router';
import { useAppDispatch } from '../../shared/hooks';
import { PAYMENT_POLL, usePollUntil } from '../../shared/use-poll-until';
import { outcomePath } from './payment-outcome';

/**
 * Asks for the payment until the provider's answer is in, then replaces the page with the outcome page.
 * Returns 'late' once it has asked {@link PAYMENT_POLL}.attempts times without an answer. The request's code comes
 * with the first ask, an interval after the page has hydrated, not with the page; should it not come, the ask is
 * made again like one whose answer did not come.
 */
export function usePaymentPoll(payment: Payment, poll: { intervalMs: number; attempts: number } = PAYMENT_POLL): 'waiting' | 'late' {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return usePollUntil(
    payment.id,
    true,
    async () => {
      const { readPayment } = await import('./checkout-thunks');
      const result = await dispatch(readPayment(payment.id));
      const next = readPayment.fulfilled.match(result) ? outcomePath(result.payload) : null;
      return next ? () => void navigate(next, { replace: true }) : null;
    },
    poll,
  );
}
