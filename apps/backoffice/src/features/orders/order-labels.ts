import type { OrderRefund, OrderReturn, PaymentMethod, PaymentStatus } from '@aurelia/contracts';
import { STATUS_LABELS, type OrderLifeStatus } from '@aurelia/domain';
import type { StatusTone } from '@aurelia/ui';

/** Each order status's chip colour; the chip's words are libs/domain's STATUS_LABELS. */
export const STATUS_TONES: Readonly<Record<OrderLifeStatus, StatusTone>> = {
  pending_payment: 'warning',
  confirmed: 'info',
  packed: 'progress',
  shipped: 'progress',
  ready_for_pickup: 'progress',
  delivered: 'success',
  collected: 'success',
  cancelled: 'danger',
};

export const PAYMENT_METHOD_LABELS: Readonly<Record<PaymentMethod, string>> = { upi: 'UPI', card: 'Card', bank: 'Net banking', wallet: 'Wallet', cash: 'Cash' };
export const PAYMENT_STATUS_LABELS: Readonly<Record<PaymentStatus, string>> = {
  pending: 'Payment pending',
  due: 'Cash due',
  paid: 'Paid',
  failed: 'Payment failed',
  cancelled: 'Payment cancelled',
  refunded: 'Refunded',
};
export const REFUND_STATUS_LABELS: Readonly<Record<OrderRefund['status'], string>> = { pending: 'Refund pending', succeeded: 'Refunded', failed: 'Refund failed' };
export const RETURN_STATUS_LABELS: Readonly<Record<OrderReturn['status'], string>> = {
  requested: 'Return requested',
  received: 'Return received',
  closed: 'Return closed',
  declined: 'Return declined',
};

export const statusOptions = () => Object.entries(STATUS_LABELS).map(([value, label]) => ({ value, label }));
export const paymentMethodOptions = () => Object.entries(PAYMENT_METHOD_LABELS).map(([value, label]) => ({ value, label }));
