import type { BackOfficeRefund, Order, OrderEventKind, OrderRefund, OrderReturn, OrderStatus, OrderSummary, PaymentMethod, PaymentStatus, Fulfilment, RefundStatus, ReturnStatus } from '@aurelia/contracts';
import {
  DEFAULT_RETURN_WINDOW_DAYS,
  fromMinorUnits,
  mayCancel,
  mayStartPaymentAttempt,
  returnWindowEndsAt,
  returnWindowOpen,
  type OrderLifeStatus,
} from '@aurelia/domain';
import type { orderEvents, orderItems, orderReturnItems, orderReturns, orders, PriceBreakupSnapshot, refunds } from '../db/schema/index';

/** The round off of a line as sold: stored, or for an older line the difference (nothing: its total was subtotal + GST). */
export function roundOffOf(breakup: PriceBreakupSnapshot): number {
  return breakup.roundOffMinor ?? breakup.totalMinor - breakup.subtotalMinor - breakup.gstMinor;
}

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type OrderEventRow = typeof orderEvents.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;
export type ReturnRow = typeof orderReturns.$inferSelect;
export type ReturnItemRow = typeof orderReturnItems.$inferSelect;

/** What happened to an order after checkout: its returns (with their lines), refunds, and the return window. */
export interface OrderCare {
  returns: readonly { row: ReturnRow; items: readonly ReturnItemRow[] }[];
  refunds: readonly RefundRow[];
  returnWindowDays: number;
}
export const NO_CARE: OrderCare = { returns: [], refunds: [], returnWindowDays: DEFAULT_RETURN_WINDOW_DAYS };

/** Units of each line a shopper may still ask to return: bought, less those in returns not declined. */
export function unitsLeftToReturn(items: readonly Pick<OrderItemRow, 'id' | 'quantity'>[], returns: OrderCare['returns']): Map<number, number> {
  const left = new Map(items.map((item) => [item.id, item.quantity]));
  for (const { row, items: asked } of returns) {
    if (row.status === 'declined') continue;
    for (const item of asked) left.set(item.orderItemId, (left.get(item.orderItemId) ?? 0) - item.quantity);
  }
  return left;
}

/** Whether the shopper may ask to return pieces now: arrived, within the window, some unit not yet asked for. */
export function mayAskReturn(row: OrderRow, items: readonly OrderItemRow[], care: OrderCare, now: Date): boolean {
  if (row.status !== 'delivered' && row.status !== 'collected') return false;
  if (!returnWindowOpen(row.arrivedAt, now, care.returnWindowDays)) return false;
  return [...unitsLeftToReturn(items, care.returns).values()].some((units) => units > 0);
}

export function toOrderReturn(row: ReturnRow, items: readonly ReturnItemRow[], lines: readonly Pick<OrderItemRow, 'id' | 'name'>[]): OrderReturn {
  return {
    id: row.id,
    status: row.status as ReturnStatus,
    reason: row.reason,
    note: row.staffNote,
    items: items.map((item) => ({
      line_id: item.orderItemId,
      name: lines.find((line) => line.id === item.orderItemId)?.name ?? '',
      quantity: item.quantity,
      received: item.receivedQuantity,
      restocked: item.restockedQuantity,
    })),
    created_at: row.createdAt.toISOString(),
    received_at: row.receivedAt?.toISOString() ?? null,
  };
}

export function toOrderRefund(row: RefundRow): OrderRefund {
  return {
    id: row.id,
    amount: fromMinorUnits(row.amountMinor),
    status: row.status as RefundStatus,
    to: {
      provider: fromMinorUnits(row.providerMinor),
      gift_card: fromMinorUnits(row.giftCardMinor),
      carat_coins: row.coins,
      carat_coins_value: fromMinorUnits(row.coinsMinor),
    },
    return_id: row.returnId,
    credit_note_number: row.creditNoteNumber,
    created_at: row.createdAt.toISOString(),
  };
}

/** What is left to pay by the payment method: the total less what a gift card and carat coins paid. */
export const amountDueMinor = (row: Pick<OrderRow, 'totalMinor' | 'giftCardMinor' | 'coinsMinor'>) =>
  row.totalMinor - row.giftCardMinor - row.coinsMinor;

/** An order in the list: amounts in rupees, `reserved_until` only while it waits for payment. */
export function toOrderSummary(row: OrderRow): OrderSummary {
  return {
    order_number: row.orderNumber,
    status: row.status as OrderStatus,
    payment_status: row.paymentStatus as PaymentStatus,
    fulfilment: row.fulfilment as Fulfilment,
    payment_method: row.paymentMethod as PaymentMethod,
    item_count: row.itemCount,
    subtotal: fromMinorUnits(row.subtotalMinor),
    gst_included: fromMinorUnits(row.gstIncludedMinor),
    shipping: fromMinorUnits(row.shippingMinor),
    total: fromMinorUnits(row.totalMinor),
    gift_card: fromMinorUnits(row.giftCardMinor),
    carat_coins: row.coinsRedeemed,
    carat_coins_value: fromMinorUnits(row.coinsMinor),
    amount_due: fromMinorUnits(amountDueMinor(row)),
    reserved_until: row.status === 'pending_payment' && row.reservedUntil ? row.reservedUntil.toISOString() : null,
    created_at: row.createdAt.toISOString(),
  };
}

/** A refund as the back office sees it: the shopper's view, why it was given, and a failure's reason. */
export function toBackOfficeRefund(row: RefundRow): BackOfficeRefund {
  return { ...toOrderRefund(row), reason: row.reason, failure_reason: row.failureReason, attempts: row.attempts };
}

/**
 * An order with its lines (as sold, with their price breakup) and its timeline, oldest first. `payment` is
 * the latest attempt through the provider, when there is one (its number counts the attempts made); `now`
 * decides whether the reservation ran out.
 */
export function toOrder(
  row: OrderRow,
  items: readonly OrderItemRow[],
  events: readonly OrderEventRow[],
  payment: Order['payment'] = null,
  now: Date = new Date(),
  attemptsMade = 0,
  care: OrderCare = NO_CARE,
): Order {
  const status = row.status as OrderLifeStatus;
  const fulfilment = row.fulfilment as Fulfilment;
  return {
    ...toOrderSummary(row),
    delivery_address: row.deliveryAddress ?? null,
    pickup_store: row.pickupStore ?? null,
    lines: items.map((item) => ({
      id: item.id,
      product_id: item.productId,
      name: item.name,
      slug: item.slug,
      unit_price: fromMinorUnits(item.unitPriceMinor),
      quantity: item.quantity,
      line_total: fromMinorUnits(item.lineTotalMinor),
      is_preorder: item.isPreorder,
      price_breakup: {
        metal_weight_g: item.priceBreakup.metalWeightMg / 1000,
        metal_rate_per_g: fromMinorUnits(item.priceBreakup.metalRateMinor),
        metal_value: fromMinorUnits(item.priceBreakup.metalValueMinor),
        making_charge: fromMinorUnits(item.priceBreakup.makingChargeMinor),
        stone_value: fromMinorUnits(item.priceBreakup.stoneValueMinor),
        subtotal: fromMinorUnits(item.priceBreakup.subtotalMinor),
        gst: fromMinorUnits(item.priceBreakup.gstMinor),
        round_off: fromMinorUnits(roundOffOf(item.priceBreakup)),
        total: fromMinorUnits(item.priceBreakup.totalMinor),
      },
    })),
    timeline: events.map((event) => ({
      status: event.status as OrderStatus,
      kind: event.kind as OrderEventKind,
      note: event.note,
      at: event.createdAt.toISOString(),
    })),
    payment,
    can_retry_payment: canRetryPayment(row, payment, attemptsMade, now),
    shipment: row.carrier && row.trackingNumber ? { carrier: row.carrier, tracking_number: row.trackingNumber, tracking_url: row.trackingUrl } : null,
    refunded: fromMinorUnits(row.refundedMinor),
    can_cancel: mayCancel({ status, fulfilment }, 'shopper'),
    return_window_ends_at: returnWindowEndsAt(row.arrivedAt, care.returnWindowDays)?.toISOString() ?? null,
    can_return: mayAskReturn(row, items, care, now),
    returns: care.returns.map(({ row: returned, items: asked }) => toOrderReturn(returned, asked, items)),
    refunds: care.refunds.map(toOrderRefund),
  };
}

/**
 * Whether the shopper may start a new attempt (`POST /orders/{n}/payments`): the order waits for a
 * provider payment, its reservation has not run out, fewer attempts than the cap were made, and its
 * latest attempt failed or was cancelled. A pending attempt is paid at its `pay_url` instead.
 */
export function canRetryPayment(row: OrderRow, payment: Order['payment'], attemptsMade: number, now: Date): boolean {
  if (row.paymentMethod === 'cash' || row.status !== 'pending_payment' || row.paymentStatus === 'paid') return false;
  if (row.reservedUntil !== null && row.reservedUntil.getTime() <= now.getTime()) return false;
  if (!mayStartPaymentAttempt(attemptsMade)) return false;
  return payment === null || payment.status === 'failed' || payment.status === 'cancelled';
}
