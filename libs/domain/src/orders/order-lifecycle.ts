import type { Right } from '../access/rights';

/**
 * An order's life after checkout. Delivery: `confirmed → packed → shipped → delivered`; pick-up:
 * `confirmed → ready_for_pickup → collected`. `pending_payment` comes before `confirmed` (the provider has not
 * answered yet) and `cancelled` can end either path while cancelling is still allowed.
 */
export const ORDER_STATUSES = ['pending_payment', 'confirmed', 'packed', 'shipped', 'delivered', 'ready_for_pickup', 'collected', 'cancelled'] as const;
export type OrderLifeStatus = (typeof ORDER_STATUSES)[number];
export type OrderFulfilment = 'delivery' | 'pickup';

/** A step forward in the order's life, who may take it (a right) and on which path. */
export interface OrderTransition {
  from: OrderLifeStatus;
  to: OrderLifeStatus;
  fulfilment: OrderFulfilment;
  right: Right;
}

export const ORDER_TRANSITIONS: readonly OrderTransition[] = [
  { from: 'confirmed', to: 'packed', fulfilment: 'delivery', right: 'orders.pack' },
  { from: 'packed', to: 'shipped', fulfilment: 'delivery', right: 'orders.ship' },
  { from: 'shipped', to: 'delivered', fulfilment: 'delivery', right: 'orders.deliver' },
  { from: 'confirmed', to: 'ready_for_pickup', fulfilment: 'pickup', right: 'orders.prepare_pickup' },
  { from: 'ready_for_pickup', to: 'collected', fulfilment: 'pickup', right: 'orders.collect' },
];

export interface OrderState {
  status: OrderLifeStatus;
  fulfilment: OrderFulfilment;
  paymentMethod: string;
  paymentStatus: string;
}

export function isOrderLifeStatus(value: unknown): value is OrderLifeStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

/** The step from the order's state to `to`, or null when that step is not on its path now. */
export function transitionTo(order: Pick<OrderState, 'status' | 'fulfilment'>, to: OrderLifeStatus): OrderTransition | null {
  return ORDER_TRANSITIONS.find((step) => step.from === order.status && step.to === to && step.fulfilment === order.fulfilment) ?? null;
}

/** Whether the order stands: paid for (or cash due) and not cancelled, anywhere on its way to the shopper. */
export function orderStands(status: OrderLifeStatus): boolean {
  return status !== 'pending_payment' && status !== 'cancelled';
}

/** The steps forward the order can take now (the back office offers these, filtered by the actor's rights). */
export function nextTransitions(order: Pick<OrderState, 'status' | 'fulfilment'>): readonly OrderTransition[] {
  return ORDER_TRANSITIONS.filter((step) => step.from === order.status && step.fulfilment === order.fulfilment);
}

/**
 * Whether reaching `to` settles a cash payment: cash on delivery is paid when the parcel is delivered, and cash
 * at pick-up when the shopper collects (the counter takes it then).
 */
export function settlesCashPayment(order: Pick<OrderState, 'paymentMethod' | 'paymentStatus'>, to: OrderLifeStatus): boolean {
  return order.paymentMethod === 'cash' && order.paymentStatus === 'due' && (to === 'delivered' || to === 'collected');
}

/** Who is cancelling: the shopper may until the order is packed (or made ready), staff until it leaves. */
export type Canceller = 'shopper' | 'staff';

const CANCELLABLE: Record<Canceller, Record<OrderFulfilment, readonly OrderLifeStatus[]>> = {
  shopper: { delivery: ['pending_payment', 'confirmed'], pickup: ['pending_payment', 'confirmed'] },
  staff: { delivery: ['pending_payment', 'confirmed', 'packed'], pickup: ['pending_payment', 'confirmed', 'ready_for_pickup'] },
};

export function mayCancel(order: Pick<OrderState, 'status' | 'fulfilment'>, by: Canceller): boolean {
  return CANCELLABLE[by][order.fulfilment].includes(order.status);
}

/** The 409 of a step the order cannot take now, in the shopper's or staff's words. */
export function transitionRefusal(order: Pick<OrderState, 'status'>, to: OrderLifeStatus): string {
  return `This order is ${STATUS_LABELS[order.status].toLowerCase()}; it cannot be marked ${STATUS_LABELS[to].toLowerCase()} now.`;
}

export function cancelRefusal(order: Pick<OrderState, 'status'>, by: Canceller): string {
  if (order.status === 'cancelled') return 'This order is already cancelled.';
  return by === 'shopper'
    ? `This order is ${STATUS_LABELS[order.status].toLowerCase()} and can no longer be cancelled here; once it arrives you can return it.`
    : `This order is ${STATUS_LABELS[order.status].toLowerCase()} and can no longer be cancelled; take it back as a return.`;
}

/** Labels as shoppers and staff read them (status chips, the timeline). */
export const STATUS_LABELS: Readonly<Record<OrderLifeStatus, string>> = {
  pending_payment: 'Waiting for payment',
  confirmed: 'Confirmed',
  packed: 'Packed',
  shipped: 'Shipped',
  delivered: 'Delivered',
  ready_for_pickup: 'Ready for pick-up',
  collected: 'Collected',
  cancelled: 'Cancelled',
};

/** Reasons are required for cancellations, refunds and setting changes; they go to the audit log as written. */
export const REASON_MAX_LENGTH = 500;
export function reasonProblem(reason: string | undefined | null): string | null {
  const trimmed = reason?.trim() ?? '';
  if (trimmed.length < 3) return 'Say why, in a few words.';
  if (trimmed.length > REASON_MAX_LENGTH) return `Keep the reason under ${REASON_MAX_LENGTH} characters.`;
  return null;
}
