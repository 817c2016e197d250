/**
 * Attempts to pay one order through the provider, the first included: each retry is one more. Past it the
 * order cannot be retried (its reservation never grows with retries either); the shopper places it again.
 */
export const MAX_PAYMENT_ATTEMPTS_PER_ORDER = 5;

/** Whether an order that has had `attemptsMade` attempts may start another. */
export function mayStartPaymentAttempt(attemptsMade: number): boolean {
  return attemptsMade < MAX_PAYMENT_ATTEMPTS_PER_ORDER;
}

/** The 409 of a retry past {@link MAX_PAYMENT_ATTEMPTS_PER_ORDER}. */
export const PAYMENT_ATTEMPTS_EXHAUSTED_MESSAGE =
  `This order has had ${MAX_PAYMENT_ATTEMPTS_PER_ORDER} payment attempts, the most allowed; place the order again to pay for it.`;
