import { coinExpiryDate, coinsEarned, indiaDate, type CoinEarnTerms } from '@aurelia/domain';
import { eq } from 'drizzle-orm';
import { orderItems, orders } from '../db/schema/index';
import type { Queries } from '../db/queries';
import { required } from '../required';
import { creditEarnedCoins, settleCoinsOfCancelledOrder } from './coin-ledger';

type PaidOrder = Pick<typeof orders.$inferSelect, 'id' | 'userId' | 'totalMinor' | 'shippingMinor' | 'giftCardMinor' | 'coinsMinor'>;

/**
 * What of an order was paid with money and counts for coins: the total less what a gift card and coins
 * paid, less shipping (a fee, not jewellery).
 */
export function moneyPaidForPieces(order: PaidOrder): number {
  return Math.max(0, order.totalMinor - order.giftCardMinor - order.coinsMinor - order.shippingMinor);
}

/**
 * Credits the coins a paid order earns (libs/domain `coinsEarned`): studded pieces (a stone value in their
 * price breakup: diamonds, gemstones) at the studded rate, the rest at the plain rate, on the money paid
 * only. Call it in the transaction that marks the order paid; a second call writes nothing; an account whose
 * address is not proven earns nothing. Resolves to the coins credited (0 when the order earns none).
 */
export async function earnCoinsForPaidOrder(tx: Queries, orderId: number, terms: CoinEarnTerms, now: Date): Promise<number> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  const paid = required(order, `order ${orderId}`);
  const items = await tx
    .select({ lineTotalMinor: orderItems.lineTotalMinor, priceBreakup: orderItems.priceBreakup })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  const coins = coinsEarned(
    items.map((item) => ({ amountMinor: item.lineTotalMinor, studded: item.priceBreakup.stoneValueMinor > 0 })),
    moneyPaidForPieces(paid),
    terms,
  );
  const today = indiaDate(now);
  return creditEarnedCoins(tx, { userId: paid.userId, orderId, coins, on: today, expiresOn: coinExpiryDate(today, terms) });
}

/** Coins of an order being cancelled: redeemed ones come back, earned ones are reversed. */
export async function settleCancelledOrderCoins(tx: Queries, order: { id: number; userId: number }, now: Date): Promise<void> {
  await settleCoinsOfCancelledOrder(tx, order, indiaDate(now));
}
