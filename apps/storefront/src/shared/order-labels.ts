import type { Fulfilment, OrderStatus, PaymentAttemptStatus, PaymentMethod, PaymentStatus } from '@aurelia/contracts';
import { STATUS_LABELS, indiaDateTimeFormat, orderStands } from '@aurelia/domain';

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
  card: 'Card',
  bank: 'Net banking',
  wallet: 'Wallet',
  cash: 'Cash',
};

export const FULFILMENT_LABELS: Readonly<Record<Fulfilment, string>> = {
  delivery: 'Home delivery',
  pickup: 'Pick up in store',
};

/** Badge tones for an order's status. */
export const ORDER_STATUS_TONES: Readonly<Record<OrderStatus, 'success' | 'warning' | 'neutral'>> = {
  pending_payment: 'warning',
  confirmed: 'success',
  packed: 'success',
  shipped: 'success',
  delivered: 'success',
  ready_for_pickup: 'success',
  collected: 'success',
  cancelled: 'neutral',
};

/** A tax invoice exists once an order stands (the API answers 409 before it is paid and after a cancellation). */
export const hasInvoice = (order: { status: OrderStatus }) => orderStands(order.status);

const orderDateFormat = indiaDateTimeFormat({ dateStyle: 'medium', timeStyle: 'short' });

/** A date and time in India, as an order page shows it: "24 Nov 2026, 10:32 am". */
export function orderDate(iso: string): string {
  return orderDateFormat.format(new Date(iso));
}
