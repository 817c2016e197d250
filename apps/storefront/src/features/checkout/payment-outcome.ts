import type { Order, Payment } from '@aurelia/contracts';

/** What an attempt means to the shopper: still waiting for the provider, paid, or not paid (a refund is not paid). */
export type PaymentOutcome = 'waiting' | 'paid' | 'not-paid';

/**
 * `paid` only for a capture the shop could keep: a capture it must refund (`refund_due`, the pieces sold
 * meanwhile or the order paid twice) is not a success for the shopper.
 */
export function paymentOutcomeOf(payment: Pick<Payment, 'status' | 'refund_due'>): PaymentOutcome {
  if (payment.status === 'pending') return 'waiting';
  return payment.status === 'paid' && !payment.refund_due ? 'paid' : 'not-paid';
}

/** Where the outcome page sends the shopper once the attempt is final: success, or failure with a way to retry. */
export function outcomePath(payment: Pick<Payment, 'id' | 'status' | 'refund_due' | 'order_number' | 'purpose' | 'return_path'>): string | null {
  const outcome = paymentOutcomeOf(payment);
  if (outcome === 'waiting') return null;
  // Only orders come back to /checkout; a gift card's outcome is shown on its own page.
  if (payment.purpose !== 'order' || !payment.order_number) return payment.return_path;
  const order = encodeURIComponent(payment.order_number);
  return outcome === 'paid' ? `/checkout/success?order=${order}` : `/checkout/failure?order=${order}&payment=${encodeURIComponent(payment.id)}`;
}

/** Where the shopper goes once an order is placed: the provider's page, or the success page (cash). */
export function afterOrderPlaced(order: Pick<Order, 'order_number' | 'payment'>): { external: string } | { internal: string } {
  const payUrl = order.payment?.pay_url;
  if (payUrl) return { external: payUrl };
  return { internal: `/checkout/success?order=${encodeURIComponent(order.order_number)}` };
}
