import type { Payment } from '@aurelia/contracts';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAppDispatch } from '../../app/hooks';
import { readPayment } from './checkout-thunks';
import { outcomePath } from './payment-outcome';

/** How often the page asks, and for how long before it says the answer is late. */
export const PAYMENT_POLL = { intervalMs: 2_000, attempts: 60 } as const;

/**
 * Asks for the payment until the provider's answer is in, then replaces the page with the outcome page.
 * Returns 'late' once it has asked {@link PAYMENT_POLL}.attempts times without an answer.
 */
export function usePaymentPoll(payment: Payment, poll: { intervalMs: number; attempts: number } = PAYMENT_POLL): 'waiting' | 'late' {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [state, setState] = useState<'waiting' | 'late'>('waiting');
  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let asked = 0;
    const ask = async () => {
      asked += 1;
      const result = await dispatch(readPayment(payment.id));
      if (stopped) return;
      const next = readPayment.fulfilled.match(result) ? outcomePath(result.payload) : null;
      if (next) {
        void navigate(next, { replace: true });
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
  }, [dispatch, navigate, payment.id, poll.attempts, poll.intervalMs]);
  return state;
}
