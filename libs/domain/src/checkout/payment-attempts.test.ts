import { describe, expect, it } from 'vitest';
import { MAX_PAYMENT_ATTEMPTS_PER_ORDER, mayStartPaymentAttempt, PAYMENT_ATTEMPTS_EXHAUSTED_MESSAGE } from './payment-attempts';

describe('payment attempts per order', () => {
  it('allows attempts up to the cap, the first included, and none past it', () => {
    expect(MAX_PAYMENT_ATTEMPTS_PER_ORDER).toBe(5);
    expect(mayStartPaymentAttempt(0)).toBe(true);
    expect(mayStartPaymentAttempt(MAX_PAYMENT_ATTEMPTS_PER_ORDER - 1)).toBe(true);
    expect(mayStartPaymentAttempt(MAX_PAYMENT_ATTEMPTS_PER_ORDER)).toBe(false);
    expect(mayStartPaymentAttempt(MAX_PAYMENT_ATTEMPTS_PER_ORDER + 3)).toBe(false);
  });

  it('says how many attempts were made and what to do next', () => {
    expect(PAYMENT_ATTEMPTS_EXHAUSTED_MESSAGE).toContain('5 payment attempts');
    expect(PAYMENT_ATTEMPTS_EXHAUSTED_MESSAGE).toContain('place the order again');
  });
});
