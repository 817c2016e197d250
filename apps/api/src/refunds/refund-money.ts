import { randomUUID } from 'node:crypto';
import { coinsForRefund, indiaDate, refundProblem, splitRefund, unitShares, valueOfReturnedUnits, type RefundSources } from '@aurelia/domain';
import { and, asc, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Queries } from '../db/queries';
import { caratCoinEntries, orderItems, orderReturnItems, orderReturns, payments, refunds, type orders } from '../db/schema/index';
import { ConflictError, ValidationError } from '../errors';
import { creditGiftCard } from '../gift-cards/gift-card-ledger';
import { required } from '../required';

type OrderRow = typeof orders.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;

export const NOTHING_PAID_MESSAGE = 'Nothing has been paid for this order yet, so there is nothing to refund.';
export const RETURN_NOT_RECEIVED_MESSAGE = 'Receive the returned pieces before refunding them.';

/** What was paid for an order by each means, what of each is taken by refunds (succeeded or under way), and how. */
export interface OrderMoney {
  paid: RefundSources;
  taken: RefundSources;
  paidTotal: number;
  takenTotal: number;
  /** The capture a provider refund gives back from; null when no provider was paid (cash, gift card, coins). */
  capture: { paymentId: string; provider: string; providerReference: string | null } | null;
}

const sum = (parts: RefundSources) => parts.provider + parts.giftCard + parts.coins;

/**
 * What was paid for the order: the provider's capture (or the cash taken), the gift card and the coins' value,
 * each once the order stands; refunds that succeeded or are still being made count as taken. Call it with the
 * order locked.
 */
export async function orderMoney(tx: Queries, order: OrderRow): Promise<OrderMoney> {
  const [captured] =
    order.paymentMethod === 'cash'
      ? []
      : await tx
          .select({ id: payments.id, provider: payments.provider, providerReference: payments.providerReference, amountMinor: payments.amountMinor })
          .from(payments)
          .where(and(eq(payments.orderId, order.id), eq(payments.status, 'paid'), isNull(payments.refundStatus)))
          .orderBy(asc(payments.attempt))
          .limit(1);
  const settled = order.paymentStatus === 'paid' || order.paymentStatus === 'refunded';
  const cashPaid = order.paymentMethod === 'cash' && settled ? order.totalMinor - order.giftCardMinor - order.coinsMinor : 0;
  const prepaid = order.status !== 'pending_payment';
  const paid: RefundSources = {
    provider: captured ? captured.amountMinor : cashPaid,
    giftCard: prepaid ? order.giftCardMinor : 0,
    coins: prepaid ? order.coinsMinor : 0,
  };
  const rows = await tx
    .select()
    .from(refunds)
    .where(and(eq(refunds.orderId, order.id), ne(refunds.status, 'failed')));
  const taken: RefundSources = {
    provider: rows.reduce((total, row) => total + row.providerMinor, 0),
    giftCard: rows.reduce((total, row) => total + row.giftCardMinor, 0),
    coins: rows.reduce((total, row) => total + row.coinsMinor, 0),
  };
  return {
    paid,
    taken,
    paidTotal: sum(paid),
    takenTotal: sum(taken),
    capture: captured ? { paymentId: captured.id, provider: captured.provider, providerReference: captured.providerReference } : null,
  };
}

/**
 * What the received pieces of a return are worth (libs/domain `unitShares` of what was paid for the goods, the
 * units received in earlier returns counted first) and what was refunded for it already. 409 unless received.
 */
export async function returnWorth(tx: Queries, order: OrderRow, money: OrderMoney, returnId: number): Promise<{ receivedValue: number; refundedForReturn: number }> {
  const returns = await tx.select().from(orderReturns).where(eq(orderReturns.orderId, order.id)).orderBy(asc(orderReturns.id));
  const target = returns.find((row) => row.id === returnId);
  if (!target) throw new ValidationError({ return_id: ['This return is not one of the order’s.'] });
  if (target.status !== 'received' && target.status !== 'closed') throw new ConflictError(RETURN_NOT_RECEIVED_MESSAGE);
  const lines = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.id));
  const items = await tx.select().from(orderReturnItems).where(inArray(orderReturnItems.returnId, returns.map((row) => row.id)));
  const shares = unitShares(
    lines.map((line) => ({ quantity: line.quantity, lineTotal: line.lineTotalMinor })),
    Math.max(0, money.paidTotal - order.shippingMinor),
  );
  let receivedValue = 0;
  lines.forEach((line, index) => {
    const before = items
      .filter((item) => item.orderItemId === line.id && item.returnId < returnId)
      .reduce((total, item) => total + item.receivedQuantity, 0);
    const now = items.find((item) => item.orderItemId === line.id && item.returnId === returnId)?.receivedQuantity ?? 0;
    receivedValue += valueOfReturnedUnits(required(shares[index], 'a line’s shares'), before, now);
  });
  const forReturn = await tx.select({ amountMinor: refunds.amountMinor }).from(refunds).where(and(eq(refunds.returnId, returnId), ne(refunds.status, 'failed')));
  const refundedForReturn = forReturn.reduce((total, row) => total + row.amountMinor, 0);
  return { receivedValue, refundedForReturn };
}

/** 422 with the domain's words when `amountMinor` may not be refunded now. */
export function checkRefund(amountMinor: number, money: OrderMoney, forReturn?: { receivedValue: number; refundedForReturn: number }): void {
  const problem = refundProblem({ amount: amountMinor, paid: money.paidTotal, refunded: money.takenTotal, ...forReturn });
  if (problem) throw new ValidationError({ amount: [problem.message] }, problem.message);
}

/** How a refund of `amountMinor` splits among what is left of each means, with the coins it gives back. */
export function refundSplit(order: OrderRow, money: OrderMoney, amountMinor: number) {
  const parts = splitRefund(amountMinor, {
    provider: money.paid.provider - money.taken.provider,
    giftCard: money.paid.giftCard - money.taken.giftCard,
    coins: money.paid.coins - money.taken.coins,
  });
  return { ...parts, coinCount: coinsForRefund(order, money.taken.coins, parts.coins) };
}

/** Puts a succeeded refund's gift card part back on the card and its coins back in the shopper's account. */
export async function giveBackPrepaidParts(tx: Queries, order: OrderRow, refund: RefundRow, now: Date): Promise<void> {
  if (refund.giftCardMinor > 0) {
    const cardId = required(order.giftCardId, `the gift card of ${order.orderNumber}`);
    await creditGiftCard(tx, cardId, refund.giftCardMinor, { reference: `Refund on order ${order.orderNumber}`, orderId: order.id });
  }
  if (refund.coins > 0) {
    const [redeemed] = await tx
      .select({ expiresOn: caratCoinEntries.expiresOn })
      .from(caratCoinEntries)
      .where(and(eq(caratCoinEntries.orderId, order.id), eq(caratCoinEntries.kind, 'redeemed')));
    await tx
      .insert(caratCoinEntries)
      .values({
        userId: order.userId,
        orderId: order.id,
        refundId: refund.id,
        kind: 'returned',
        coins: refund.coins,
        lotId: randomUUID(),
        onDate: indiaDate(now),
        expiresOn: required(redeemed?.expiresOn, `the redeemed coins of ${order.orderNumber}`),
      })
      .onConflictDoNothing();
  }
}

/** Takes back the coins a cancelled order earned (once: the ledger's unique index makes a repeat write nothing). */
export async function reverseEarnedCoins(tx: Queries, order: Pick<OrderRow, 'id' | 'userId'>, now: Date): Promise<void> {
  const [earned] = await tx
    .select()
    .from(caratCoinEntries)
    .where(and(eq(caratCoinEntries.orderId, order.id), eq(caratCoinEntries.userId, order.userId), eq(caratCoinEntries.kind, 'earned')));
  if (!earned) return;
  await tx
    .insert(caratCoinEntries)
    .values({ userId: order.userId, orderId: order.id, kind: 'reversed', coins: earned.coins, lotId: earned.lotId, onDate: indiaDate(now) })
    .onConflictDoNothing();
}
