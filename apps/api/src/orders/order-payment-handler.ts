import { formatInrMinor } from '@aurelia/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { cartItems, orderEvents, orderItems, orders } from '../db/schema/index';
import { ConflictError } from '../errors';
import { cancelPendingAttempts, PAID_ELSEWHERE_REASON, type PaymentRow } from '../payments/payment-attempts';
import { methodName } from '../payments/payment-presenter';
import type { PaidOutcome, PaymentPurposeHandler } from '../payments/payment-purposes';
import { required } from '../required';
import { readCoinSettingsIn } from '../carat-coins/coin-settings';
import { earnCoinsForPaidOrder, settleCancelledOrderCoins } from '../carat-coins/order-coins';
import type { OrderConfirmations } from './order-confirmation';
import { returnGiftCardPart } from './order-gift-card-refund';
import { releaseOrderStock, reserveOrderStock } from './order-stock';
import type { Queries } from '../db/queries';

export const PAID_NOTE = (method: string) => `Payment received by ${methodName(method)}; the order is confirmed.`;
export const PAID_AFTER_RELEASE_NOTE = (method: string) =>
  `Payment received by ${methodName(method)} after the pieces had been released; they were reserved again and the order is confirmed.`;
export const DECLINED_NOTE = (reason: string) =>
  `Payment declined: ${reason} The pieces were released; you can retry the payment until the reservation time ends.`;
export const REFUND_SOLD_OUT_NOTE = (amountMinor: number, shortage: string) =>
  `A payment of ${formatInrMinor(amountMinor)} arrived after the pieces had been released, and they are no longer available (${shortage}). ` +
  'The order is cancelled and the payment will be refunded in full.';
export const REFUND_GIFT_CARD_RETURNED_NOTE = (amountMinor: number) =>
  `A payment of ${formatInrMinor(amountMinor)} arrived after the order was cancelled and its gift card amount put back on the card; ` +
  'the order stays cancelled and the payment will be refunded in full.';
export const REFUND_COINS_RETURNED_NOTE = (amountMinor: number) =>
  `A payment of ${formatInrMinor(amountMinor)} arrived after the order was cancelled and its carat coins given back; ` +
  'the order stays cancelled and the payment will be refunded in full.';
export const REFUND_REPLACED_NOTE = (amountMinor: number) =>
  `A payment of ${formatInrMinor(amountMinor)} arrived after this order was replaced by a later one from the same bag; ` +
  'the order stays cancelled and the payment will be refunded in full.';
export const REFUND_PAID_TWICE_NOTE = (amountMinor: number) =>
  `A second payment of ${formatInrMinor(amountMinor)} arrived for this order, which was already paid; it will be refunded in full.`;

type OrderRow = typeof orders.$inferSelect;

/**
 * The `order` purpose of payments: a capture confirms the order (taking its stock again when a decline
 * or time-out had released it, or refunding when the stock is gone), a decline releases its stock at once.
 */
export class OrderPaymentHandler implements PaymentPurposeHandler {
  constructor(private readonly confirmations: OrderConfirmations) {}

  async lockSubject(tx: Queries, payment: PaymentRow): Promise<void> {
    await this.lockedOrder(tx, payment);
  }

  async onPaid(tx: Queries, payment: PaymentRow, now: Date): Promise<PaidOutcome> {
    const order = await this.lockedOrder(tx, payment);
    if (order.paymentStatus === 'paid') {
      await this.note(tx, order, order.status, REFUND_PAID_TWICE_NOTE(payment.amountMinor));
      return { accepted: false };
    }
    // A replaced order's pieces went to the order that replaced it: paying it late must not buy them twice.
    if (order.status === 'cancelled' && order.replacedByOrderId !== null) {
      await this.note(tx, order, 'cancelled', REFUND_REPLACED_NOTE(payment.amountMinor));
      return { accepted: false };
    }
    // A cancelled order gave its gift card amount back: it is not revived, the late payment is refunded.
    if (order.status === 'cancelled' && order.giftCardMinor > 0) {
      await this.note(tx, order, 'cancelled', REFUND_GIFT_CARD_RETURNED_NOTE(payment.amountMinor));
      return { accepted: false };
    }
    // Likewise for coins: they went back to the shopper's account and may be spent already.
    if (order.status === 'cancelled' && order.coinsRedeemed > 0) {
      await this.note(tx, order, 'cancelled', REFUND_COINS_RETURNED_NOTE(payment.amountMinor));
      return { accepted: false };
    }
    // The stock is held only while the order waits for an answer; a decline or a time-out released it.
    const held = order.status === 'pending_payment' && order.paymentStatus === 'pending';
    if (!held) {
      try {
        await reserveOrderStock(tx, order.id);
      } catch (error) {
        if (!(error instanceof ConflictError)) throw error;
        if (order.status === 'pending_payment') {
          await tx
            .update(orders)
            .set({ status: 'cancelled', paymentStatus: 'cancelled', updatedAt: now })
            .where(eq(orders.id, order.id));
          await returnGiftCardPart(tx, order);
          await settleCancelledOrderCoins(tx, order, now);
        }
        await this.note(tx, order, 'cancelled', REFUND_SOLD_OUT_NOTE(payment.amountMinor, error.message.replace(/\.$/, '')));
        return { accepted: false };
      }
    }
    await tx
      .update(orders)
      .set({ status: 'confirmed', paymentStatus: 'paid', paymentMethod: payment.method, reservedUntil: null, updatedAt: now })
      .where(eq(orders.id, order.id));
    await cancelPendingAttempts(tx, [order.id], PAID_ELSEWHERE_REASON, now);
    const lines = await tx.select({ productId: orderItems.productId }).from(orderItems).where(eq(orderItems.orderId, order.id));
    await tx
      .delete(cartItems)
      .where(
        and(
          eq(cartItems.userId, order.userId),
          eq(cartItems.itemType, 'product'),
          inArray(cartItems.itemId, lines.map((line) => line.productId)),
        ),
      );
    await this.note(tx, order, 'confirmed', held ? PAID_NOTE(payment.method) : PAID_AFTER_RELEASE_NOTE(payment.method));
    // The coins show in the shopper's ledger with this order's number, not in the order's timeline.
    await earnCoinsForPaidOrder(tx, order.id, (await readCoinSettingsIn(tx)).earn, now);
    return { accepted: true, afterCommit: () => this.confirmations.send(order.id) };
  }

  async onFailed(tx: Queries, payment: PaymentRow, now: Date): Promise<void> {
    const order = await this.lockedOrder(tx, payment);
    // Only the attempt the order waits for can release it (older ones were cancelled by a retry).
    if (order.status !== 'pending_payment' || order.paymentStatus !== 'pending') return;
    await releaseOrderStock(tx, [order.id]);
    await tx.update(orders).set({ paymentStatus: 'failed', updatedAt: now }).where(eq(orders.id, order.id));
    await this.note(tx, order, 'pending_payment', DECLINED_NOTE(required(payment.failureReason, 'the reason of a decline')));
  }

  private async lockedOrder(tx: Queries, payment: PaymentRow): Promise<OrderRow> {
    const orderId = required(payment.orderId, 'the order of an order payment');
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    return required(order, `order ${orderId}`);
  }

  private async note(tx: Queries, order: OrderRow, status: string, note: string): Promise<void> {
    await tx.insert(orderEvents).values({ orderId: order.id, status, note });
  }
}
