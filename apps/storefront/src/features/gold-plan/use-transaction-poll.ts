import type { GoldPlanTransaction } from '@aurelia/contracts';
import { useEffect, useState } from 'react';
import { useRevalidator } from 'react-router';
import { useAppDispatch } from '../../app/hooks';
import { PAYMENT_POLL } from '../checkout/use-payment-poll';
import { readTransaction } from './gold-plan-thunks';

/**
 * Asks for a pending transaction until the provider's answer is in, then reloads the page's data so it
 * shows the outcome. Returns 'late' once it has asked {@link PAYMENT_POLL}.attempts times without an answer.
 */
export function useTransactionPoll(transaction: GoldPlanTransaction, poll: { intervalMs: number; attempts: number } = PAYMENT_POLL): 'waiting' | 'late' {
  const dispatch = useAppDispatch();
  const { revalidate } = useRevalidator();
  const [state, setState] = useState<'waiting' | 'late'>('waiting');
  const pending = transaction.status === 'pending';
  useEffect(() => {
    if (!pending) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let asked = 0;
    const ask = async () => {
      asked += 1;
      const result = await dispatch(readTransaction(transaction.transaction_number));
      if (stopped) return;
      if (readTransaction.fulfilled.match(result) && result.payload.status !== 'pending') {
        void revalidate();
        return;
      }
      // A failed look (network) is asked again like a pending answer.
      if (asked >= poll.attempts) setState('late');
      else timer = setTimeout(() => void ask(), poll.intervalMs);
    };
    timer = setTimeout(() => void ask(), poll.intervalMs);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [dispatch, revalidate, pending, transaction.transaction_number, poll.attempts, poll.intervalMs]);
  return state;
}
