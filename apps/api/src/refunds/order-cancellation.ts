import { cancelRefusal, mayCancel, type Canceller, type OrderLifeStatus, type OrderFulfilment } from '@aurelia/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { orderEvents, orders } from '../db/schema/index';
import { ConflictError } from '../errors';
import { recordAudit } from '../kiosk/audit';
import type { Mailer } from '../mail/mailer';
import type { MailContext } from '../mail/templates';
import { releaseOrderStock } from '../orders/order-stock';
import { cancelUnpaidOrders } from '../orders/release-reservations';
import { requireReason } from './care-reason';
import { orderAndBuyer } from './order-buyer';
import { orderCancelledMessage, type RefundParts } from './order-care-mails';
import { orderMoney, reverseEarnedCoins, type RefundRow } from './refund-money';
import { lockOrder, openRefund, refundPartsOf, type RefundActor, type RefundService } from './refund-service';

export const CANCELLED_BY_SHOPPER_ATTEMPT = 'The order was cancelled by the shopper.';
export const CANCELLED_BY_SHOP_ATTEMPT = 'The order was cancelled by the shop.';

export interface CancelRequest {
  order: { id: number };
  by: Canceller;
  reason: string;
  /** The member of staff cancelling; null for the shopper. */
  actor: RefundActor;
}

/**
 * Cancelling an order: the shopper until it is packed (or made ready), staff until it leaves (libs/domain
 * `mayCancel`, 409 otherwise). The order is locked first and its status checked after, so a cancel and a
 * shipment racing each other cannot both win. Its stock comes back, the coins it earned are taken back, and
 * all that was paid (provider, gift card, coins) is refunded by the refund service; an unpaid order is cancelled
 * as an expired one is, its attempts closed and its gift card and coins given back.
 */
export class OrderCancellations {
  constructor(
    private readonly db: Database,
    private readonly refunds: RefundService,
    private readonly mailer: Mailer,
    private readonly mailContext: MailContext,
  ) {}

  async cancelOrder(request: CancelRequest, now = new Date()): Promise<{ refund: RefundRow | null }> {
    const reason = requireReason(request.reason);
    const opened = await this.db.transaction(async (tx) => {
      const order = await lockOrder(tx, request.order.id);
      const state = { status: order.status as OrderLifeStatus, fulfilment: order.fulfilment as OrderFulfilment };
      if (!mayCancel(state, request.by)) throw new ConflictError(cancelRefusal(state, request.by));
      const who = request.by === 'shopper' ? 'you' : 'the shop';
      const note = `Cancelled by ${who}: ${reason}`;
      let refund: RefundRow | null = null;
      if (order.status === 'pending_payment') {
        const attempt = request.by === 'shopper' ? CANCELLED_BY_SHOPPER_ATTEMPT : CANCELLED_BY_SHOP_ATTEMPT;
        await cancelUnpaidOrders(tx, [order], { attempt, note: null }, now);
      } else {
        const money = await orderMoney(tx, order);
        const left = money.paidTotal - money.takenTotal;
        const paymentStatus = order.paymentStatus === 'paid' ? 'paid' : 'cancelled';
        await tx.update(orders).set({ status: 'cancelled', paymentStatus, updatedAt: now }).where(eq(orders.id, order.id));
        await releaseOrderStock(tx, [order.id]);
        await reverseEarnedCoins(tx, order, now);
        if (left > 0) refund = await openRefund(tx, { ...order, status: 'cancelled' }, { amountMinor: left, reason, actor: request.actor });
      }
      await tx.insert(orderEvents).values({ orderId: order.id, status: 'cancelled', kind: 'status', note, actorUserId: request.actor?.userId ?? null });
      if (request.actor) {
        await recordAudit(tx, {
          actorUserId: request.actor.userId,
          storeId: order.pickupStoreId,
          action: 'order.cancel',
          subject: `order:${order.orderNumber}`,
          reason,
          before: { status: order.status, payment_status: order.paymentStatus },
          after: { status: 'cancelled', refund_minor: refund?.amountMinor ?? 0 },
        });
      }
      return { order, refund };
    });
    const refund = opened.refund ? await this.refunds.settle(opened.refund.id, request.actor, now) : null;
    const { order } = opened;
    // An unpaid order's gift card and coins come back by the release path, not by a refund.
    const unpaidParts =
      order.status === 'pending_payment' && order.giftCardMinor + order.coinsMinor > 0
        ? { providerMinor: 0, giftCardMinor: order.giftCardMinor, coins: order.coinsRedeemed, coinsMinor: order.coinsMinor, cash: false }
        : null;
    await this.mail(order.id, reason, refund ? refundPartsOf(order, refund) : unpaidParts);
    return { refund };
  }

  /** The shopper hears where the money goes and when; a refund still being made is named all the same. */
  private async mail(orderId: number, reason: string, parts: RefundParts | null): Promise<void> {
    const { order, email, name } = await orderAndBuyer(this.db, orderId);
    await this.mailer.send(orderCancelledMessage(this.mailContext, email, name, order.orderNumber, reason, parts));
  }
}
