import type { Fulfilment, OrderStatus, PaymentAttemptStatus, PaymentMethod, PaymentStatus, ProviderMethod, RefundStatus, ReturnStatus } from '@aurelia/contracts';
import { STATUS_LABELS, indiaDateTimeFormat, orderStands } from '@aurelia/domain';
import type { StatusTone } from '@aurelia/ui';

/** How each state of an order, its payment and its method is named to a shopper (the order's from libs/domain). */
export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = STATUS_LABELS;

export const PAYMENT_STATUS_LABELS: Readonly<Record<PaymentStatus, string>> = {
  pending: 'Payment pending',
  due: 'Pay on delivery or pick-up',
  paid: 'Paid',
  failed: 'Payment failed',
  cancelled: 'Payment cancelled',
  refunded: 'Refunded',
};

export const ATTEMPT_STATUS_LABELS: Readonly<Record<PaymentAttemptStatus, string>> = {
  pending: 'Waiting for your answer at the payment page',
  paid: 'Paid',
  failed: 'Declined',
  cancelled: 'Cancelled',
};

export const PAYMENT_METHOD_LABELS: Readonly<Record<PaymentMethod, string>> = {
  upi: 'UPI',
  card: 'Card',
  bank: 'Net banking',
  wallet: 'Wallet',
  cash: 'Cash',
};

/** The ways to pay through the payment provider, as every payment form offers them: UPI first, as most Indian shoppers pay online. */
export const PROVIDER_METHODS: readonly ProviderMethod[] = ['upi', 'card', 'bank', 'wallet'];

export const FULFILMENT_LABELS: Readonly<Record<Fulfilment, string>> = {
  delivery: 'Home delivery',
  pickup: 'Pick up in store',
};

/** Status chip tones for an order's status (list and page): under way, done, waiting, stopped. */
export const ORDER_STATUS_CHIP_TONES: Readonly<Record<OrderStatus, StatusTone>> = {
  pending_payment: 'warning',
  confirmed: 'info',
  packed: 'progress',
  shipped: 'progress',
  delivered: 'success',
  ready_for_pickup: 'progress',
  collected: 'success',
  cancelled: 'neutral',
};

export const RETURN_STATUS_LABELS: Readonly<Record<ReturnStatus, string>> = {
  requested: 'Return requested',
  received: 'Pieces received',
  closed: 'Return closed',
  declined: 'Return declined',
};
export const RETURN_STATUS_TONES: Readonly<Record<ReturnStatus, StatusTone>> = { requested: 'info', received: 'progress', closed: 'success', declined: 'danger' };

export const REFUND_STATUS_LABELS: Readonly<Record<RefundStatus, string>> = { pending: 'Refund under way', succeeded: 'Refunded', failed: 'Refund failed, being retried' };
export const REFUND_STATUS_TONES: Readonly<Record<RefundStatus, StatusTone>> = { pending: 'progress', succeeded: 'success', failed: 'warning' };

/** A tax invoice exists once an order stands (the API answers 409 before it is paid and after a cancellation). */
export const hasInvoice = (order: { status: OrderStatus }) => orderStands(order.status);

const orderDateFormat = indiaDateTimeFormat({ dateStyle: 'medium', timeStyle: 'short' });

/** A date and time in India, as an order page shows it: "24 Nov 2026, 10:32 am". */
export function orderDate(iso: string): string {
  return orderDateFormat.format(new Date(iso));
}
