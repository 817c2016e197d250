import type { Order, OrderStatus, OrderSummary, PaymentMethod, PaymentStatus, Fulfilment } from '@aurelia/contracts';
import { fromMinorUnits, mayStartPaymentAttempt } from '@aurelia/domain';
import type { orderEvents, orderItems, orders } from '../db/schema/index';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type OrderEventRow = typeof orderEvents.$inferSelect;

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
): Order {
  return {
    ...toOrderSummary(row),
    delivery_address: row.deliveryAddress ?? null,
    pickup_store: row.pickupStore ?? null,
    lines: items.map((item) => ({
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
        total: fromMinorUnits(item.priceBreakup.totalMinor),
      },
    })),
    timeline: events.map((event) => ({
      status: event.status as OrderStatus,
      note: event.note,
      at: event.createdAt.toISOString(),
    })),
    payment,
    can_retry_payment: canRetryPayment(row, payment, attemptsMade, now),
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
