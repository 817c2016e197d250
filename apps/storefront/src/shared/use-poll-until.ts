import { useEffect, useRef, useState } from 'react';

/** How often a page asks about a payment, and for how long before it says the answer is late. */
export const PAYMENT_POLL = { intervalMs: 2_000, attempts: 60 } as const;

/** What a poll's check answers: null while the answer is not in, or what to do once it is. */
export type PollOutcome = (() => void) | null;

/**
 * Asks `check` every `poll.intervalMs` while `active`, until it answers with something to do (then does it, once),
 * at most `poll.attempts` times; after that the state is 'late'. A failed check (network) is asked again like
 * an answer that is not in yet. `key` names what is asked about: a new key starts over. Nothing is done after
 * the page has moved on.
 */
export function usePollUntil(
  key: string,
  active: boolean,
  check: () => Promise<PollOutcome>,
  poll: { intervalMs: number; attempts: number } = PAYMENT_POLL,
): 'waiting' | 'late' {
  const [state, setState] = useState<'waiting' | 'late'>('waiting');
  const latest = useRef(check);
  useEffect(() => {
    latest.current = check;
  });
  useEffect(() => {
    if (!active) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let asked = 0;
    const ask = async () => {
      asked += 1;
      const outcome = await latest.current().catch(() => null);
      if (stopped) return;
      if (outcome) {
        outcome();
        return;
      }
      if (asked >= poll.attempts) setState('late');
      else timer = setTimeout(() => void ask(), poll.intervalMs);
    };
    timer = setTimeout(() => void ask(), poll.intervalMs);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [key, active, poll.attempts, poll.intervalMs]);
  return state;
}
