import type { GoldPlanTransaction } from '@aurelia/contracts';
import { useRevalidator } from 'react-router';
import { useAppDispatch } from '../../shared/hooks';
import { PAYMENT_POLL, usePollUntil } from '../../shared/use-poll-until';
import { planRequests } from './gold-plan-requests';

/**
 * Asks for a pending transaction until the provider's answer is in, then reloads the page's data so it
 * shows the outcome. Returns 'late' once it has asked {@link PAYMENT_POLL}.attempts times without an answer. The
 * request's code comes with the first ask, not with the page (as a checkout payment's: use-payment-poll.ts).
 */
export function useTransactionPoll(transaction: GoldPlanTransaction, poll: { intervalMs: number; attempts: number } = PAYMENT_POLL): 'waiting' | 'late' {
  const dispatch = useAppDispatch();
  const { revalidate } = useRevalidator();
  return usePollUntil(
    transaction.transaction_number,
    transaction.status === 'pending',
    async () => {
      const { readTransaction } = await planRequests();
      const result = await dispatch(readTransaction(transaction.transaction_number));
      return readTransaction.fulfilled.match(result) && result.payload.status !== 'pending' ? () => void revalidate() : null;
    },
    poll,
  );
}
