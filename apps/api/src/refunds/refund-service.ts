import { formatInrMinor, mayAskRefundAgain } from '@aurelia/domain';
import { and, count, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import type { Queries } from '../db/queries';
import { orderEvents, orderReturns, orders, refunds, users } from '../db/schema/index';
import { ConflictError, NotFoundError } from '../errors';
import { recordAudit } from '../kiosk/audit';
import type { Mailer } from '../mail/mailer';
import type { MailContext } from '../mail/templates';
import type { PaymentService, RefundSettledHandler } from '../payments/payment-service';
import { required } from '../required';
import { requireReason } from './care-reason';
import { orderAndBuyer } from './order-buyer';
import { refundIssuedMessage, type RefundParts } from './order-care-mails';
import { checkRefund, giveBackPrepaidParts, NOTHING_PAID_MESSAGE, orderMoney, refundSplit, returnWorth, type RefundRow } from './refund-money';

type OrderRow = typeof orders.$inferSelect;

/** Who gives money back: a member of staff, or null for the shopper's own cancellation. */
export type RefundActor = { userId: number; name: string } | null;

export interface RefundRequest {
  order: Pick<OrderRow, 'id'>;
  amountMinor: number;
  reason: string;
  actor: RefundActor;
  returnId?: number | undefined;
}

export const CANCELLED_REFUND_MESSAGE = 'This order is cancelled: what was paid was refunded when it was cancelled.';
export const NOT_FAILED_MESSAGE = 'Only a refund that failed can be tried again.';
export const STILL_WAITING_MESSAGE = 'The provider is still answering this refund; try again in a few minutes if it does not settle.';

/** `AUR-2026-000123`, 2nd refund → `CN-2026-000123-2`: numbered after the order like its invoice, in order. */
export function creditNoteNumberOf(orderNumber: string, sequence: number): string {
  return `${orderNumber.replace(/^[A-Z]+-/, 'CN-')}-${sequence}`;
}

export const refundPartsOf = (order: Pick<OrderRow, 'paymentMethod'>, refund: RefundRow): RefundParts => ({
  providerMinor: refund.providerMinor,
  giftCardMinor: refund.giftCardMinor,
  coins: refund.coins,
  coinsMinor: refund.coinsMinor,
  cash: order.paymentMethod === 'cash',
});

/**
 * Money back on an order, exact to the paisa and never more than was paid. A refund is opened (`pending`) with
 * the order locked, so two at once cannot both take the same money; the provider is then asked outside any
 * transaction with the refund's id as its key; the answer is applied with the order locked again: `succeeded`
 * gives back the gift card and coin parts, adds to the order's `refunded_minor` and numbers a credit note;
 * `failed` leaves the order as it was, with the reason in its timeline, for a retry with the same id.
 */
export class RefundService {
  constructor(
    private readonly db: Database,
    private readonly payments: PaymentService,
    private readonly mailer: Mailer,
    private readonly mailContext: MailContext,
  ) {}

  /** Opens a refund and asks for it; resolves to the refund as it stands after the provider answered. */
  async issueRefund(request: RefundRequest, now = new Date()): Promise<RefundRow> {
    const reason = requireReason(request.reason);
    const opened = await this.db.transaction(async (tx) => {
      const order = await lockOrder(tx, request.order.id);
      if (order.status === 'pending_payment') throw new ConflictError(NOTHING_PAID_MESSAGE);
      if (order.status === 'cancelled') throw new ConflictError(CANCELLED_REFUND_MESSAGE);
      return openRefund(tx, order, { ...request, reason });
    });
    return this.settle(opened.id, request.actor, now);
  }

  /**
   * Asks the provider again, with the same refund id (it cannot pay twice), for a refund that failed or whose
   * answer is overdue (libs/domain `mayAskRefundAgain`: a crash between asking and recording, a lost callback).
   */
  async retryRefund(orderId: number, refundId: number, actor: RefundActor, now = new Date()): Promise<RefundRow> {
    await this.db.transaction(async (tx) => {
      const order = await lockOrder(tx, orderId);
      const [refund] = await tx.select().from(refunds).where(and(eq(refunds.id, refundId), eq(refunds.orderId, order.id))).for('update');
      if (!refund) throw new NotFoundError('Payment', refundId);
      if (!mayAskRefundAgain(refund, now)) throw new ConflictError(refund.status === 'pending' ? STILL_WAITING_MESSAGE : NOT_FAILED_MESSAGE);
      if (refund.status === 'pending') return;
      const money = await orderMoney(tx, order);
      checkRefund(refund.amountMinor, money);
      await tx.update(refunds).set({ status: 'pending', failureReason: null }).where(eq(refunds.id, refund.id));
    });
    return this.settle(refundId, actor, now);
  }

  /**
   * Asks the provider for a pending refund's provider part (nothing to ask for cash, a gift card or coins) and
   * applies the answer. A provider that throws is a failure like a refusal.
   */
  async settle(refundId: number, actor: RefundActor, now = new Date()): Promise<RefundRow> {
    const [pending] = await this.db.select().from(refunds).where(eq(refunds.id, refundId));
    const refund = required(pending, `refund ${refundId}`);
    const [order] = await this.db.select().from(orders).where(eq(orders.id, refund.orderId));
    const capture = (await orderMoney(this.db, required(order, `order ${refund.orderId}`))).capture;
    let outcome: { status: 'succeeded' | 'pending'; providerRefundId: string | null } | { status: 'failed'; reason: string } = {
      status: 'succeeded',
      providerRefundId: null,
    };
    if (refund.providerMinor > 0 && capture) {
      try {
        outcome = await this.payments.provider(capture.provider).refund({
          refundId: String(refund.id),
          paymentId: capture.paymentId,
          providerReference: capture.providerReference,
          amountMinor: refund.providerMinor,
        });
      } catch (error) {
        outcome = { status: 'failed', reason: error instanceof Error ? error.message : 'The provider did not answer.' };
      }
    }
    const settled = await this.db.transaction(async (tx) => {
      const locked = await lockOrder(tx, refund.orderId);
      const [current] = await tx.select().from(refunds).where(eq(refunds.id, refund.id)).for('update');
      if (!current || current.status !== 'pending') return { refund: required(current, `refund ${refund.id}`), mail: false };
      if (outcome.status === 'failed') return { refund: await this.fail(tx, locked, current, outcome.reason, actor, now), mail: false };
      if (outcome.status === 'pending') {
        const [waiting] = await tx
          .update(refunds)
          .set({ providerRefundId: outcome.providerRefundId, attempts: sql`${refunds.attempts} + 1` })
          .where(eq(refunds.id, current.id))
          .returning();
        return { refund: required(waiting, 'the pending refund'), mail: false };
      }
      return { refund: await this.succeed(tx, locked, current, outcome.providerRefundId, actor, now), mail: true };
    });
    if (settled.mail) await this.mailRefund(settled.refund);
    return settled.refund;
  }

  /**
   * A provider's later word on a refund it answered `pending` (PaymentService.onRefundSettled), inside the
   * transaction that claimed the callback: the refund succeeds or fails as if the provider had answered at once,
   * credited to whoever issued it. A refund already settled, or an id that is not one of ours, changes nothing.
   */
  readonly settleFromProvider: RefundSettledHandler = async (tx, settlement, now) => {
    const refundId = Number(settlement.refundId);
    if (!Number.isSafeInteger(refundId) || refundId <= 0) return { effect: 'refund_unknown' };
    const [pending] = await tx.select({ orderId: refunds.orderId }).from(refunds).where(eq(refunds.id, refundId));
    if (!pending) return { effect: 'refund_unknown' };
    // The order first, then the refund: the order every other refund path locks first.
    const order = await lockOrder(tx, pending.orderId);
    const [current] = await tx.select().from(refunds).where(eq(refunds.id, refundId)).for('update');
    if (!current || current.status !== 'pending') return { effect: 'refund_already_settled' };
    const actor = await this.actorOf(tx, current.actorUserId);
    if (settlement.status === 'failed') {
      await this.fail(tx, order, current, settlement.reason ?? 'The provider could not make the refund.', actor, now);
      return { effect: 'refund_failed' };
    }
    const succeeded = await this.succeed(tx, order, current, settlement.providerRefundId, actor, now);
    return { effect: 'refund_succeeded', afterCommit: () => this.mailRefund(succeeded) };
  };

  /** The staff member who issued a refund, as the audit names them; null for a shopper's own cancellation. */
  private async actorOf(tx: Queries, userId: number | null): Promise<RefundActor> {
    if (userId === null) return null;
    const [user] = await tx.select({ name: users.name }).from(users).where(eq(users.id, userId));
    return user ? { userId, name: user.name } : null;
  }

  private async fail(tx: Queries, order: OrderRow, refund: RefundRow, reason: string, actor: RefundActor, now: Date): Promise<RefundRow> {
    const [failed] = await tx
      .update(refunds)
      .set({ status: 'failed', failureReason: reason, attempts: sql`${refunds.attempts} + 1`, settledAt: now })
      .where(eq(refunds.id, refund.id))
      .returning();
    await tx.insert(orderEvents).values({
      orderId: order.id,
      status: order.status,
      kind: 'refund',
      note: `A refund of ${formatInrMinor(refund.amountMinor)} could not be made: ${reason}`,
      actorUserId: actor?.userId ?? null,
    });
    return required(failed, 'the failed refund');
  }

  private async succeed(tx: Queries, order: OrderRow, refund: RefundRow, providerRefundId: string | null, actor: RefundActor, now: Date): Promise<RefundRow> {
    await giveBackPrepaidParts(tx, order, refund, now);
    const [numbered] = await tx.select({ value: count() }).from(refunds).where(and(eq(refunds.orderId, order.id), isNotNull(refunds.creditNoteNumber)));
    const creditNoteNumber = creditNoteNumberOf(order.orderNumber, (numbered?.value ?? 0) + 1);
    const [succeeded] = await tx
      .update(refunds)
      .set({ status: 'succeeded', providerRefundId, creditNoteNumber, failureReason: null, attempts: sql`${refunds.attempts} + 1`, settledAt: now })
      .where(eq(refunds.id, refund.id))
      .returning();
    const money = await orderMoney(tx, order);
    const refundedMinor = order.refundedMinor + refund.amountMinor;
    const allBack = refundedMinor >= money.paidTotal;
    await tx
      .update(orders)
      .set({ refundedMinor, ...(allBack ? { paymentStatus: 'refunded' } : {}), updatedAt: now })
      .where(eq(orders.id, order.id));
    if (refund.returnId !== null) await this.closeReturnWhenPaid(tx, order, refund.returnId, money, now);
    await tx.insert(orderEvents).values({
      orderId: order.id,
      status: order.status,
      kind: 'refund',
      note: `${formatInrMinor(refund.amountMinor)} refunded (credit note ${creditNoteNumber}).`,
      actorUserId: actor?.userId ?? null,
    });
    if (actor) {
      await recordAudit(tx, {
        actorUserId: actor.userId,
        storeId: order.pickupStoreId,
        action: 'order.refund',
        subject: `order:${order.orderNumber}`,
        reason: refund.reason,
        before: { refunded_minor: order.refundedMinor, payment_status: order.paymentStatus },
        after: {
          refunded_minor: refundedMinor,
          payment_status: allBack ? 'refunded' : order.paymentStatus,
          refund_id: refund.id,
          credit_note_number: creditNoteNumber,
          provider_minor: refund.providerMinor,
          gift_card_minor: refund.giftCardMinor,
          coins: refund.coins,
        },
      });
    }
    return required(succeeded, 'the succeeded refund');
  }

  /** A return is closed once what its received pieces are worth was all refunded. */
  private async closeReturnWhenPaid(tx: Queries, order: OrderRow, returnId: number, money: Awaited<ReturnType<typeof orderMoney>>, now: Date): Promise<void> {
    const worth = await returnWorth(tx, order, money, returnId);
    const [refunded] = await tx
      .select({ value: sql<number>`coalesce(sum(${refunds.amountMinor}), 0)`.mapWith(Number) })
      .from(refunds)
      .where(and(eq(refunds.returnId, returnId), eq(refunds.status, 'succeeded')));
    if ((refunded?.value ?? 0) >= worth.receivedValue) {
      await tx.update(orderReturns).set({ status: 'closed', closedAt: now }).where(and(eq(orderReturns.id, returnId), eq(orderReturns.status, 'received')));
    }
  }

  private async mailRefund(refund: RefundRow): Promise<void> {
    const { order, email, name } = await orderAndBuyer(this.db, refund.orderId);
    await this.mailer.send(
      refundIssuedMessage(this.mailContext, email, name, order.orderNumber, {
        amountMinor: refund.amountMinor,
        creditNoteNumber: required(refund.creditNoteNumber, 'the credit note number'),
        parts: refundPartsOf(order, refund),
      }),
    );
  }
}

/** The order, locked for the rest of the transaction (the lock every change of its money or status takes first). */
export async function lockOrder(tx: Queries, orderId: number): Promise<OrderRow> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) throw new NotFoundError('Order', orderId);
  return order;
}

/**
 * Opens a `pending` refund of a locked order after checking it (libs/domain `refundProblem`: 422 over what was
 * paid, or over what a return's received pieces are worth) and splitting it among the ways the order was paid.
 */
export async function openRefund(tx: Queries, order: OrderRow, request: Omit<RefundRequest, 'order'>): Promise<RefundRow> {
  const money = await orderMoney(tx, order);
  const forReturn = request.returnId === undefined ? undefined : await returnWorth(tx, order, money, request.returnId);
  checkRefund(request.amountMinor, money, forReturn);
  const split = refundSplit(order, money, request.amountMinor);
  const [row] = await tx
    .insert(refunds)
    .values({
      orderId: order.id,
      returnId: request.returnId ?? null,
      amountMinor: request.amountMinor,
      providerMinor: split.provider,
      giftCardMinor: split.giftCard,
      coins: split.coinCount,
      coinsMinor: split.coins,
      reason: request.reason.trim(),
      actorUserId: request.actor?.userId ?? null,
    })
    .returning();
  return required(row, 'the new refund');
}
