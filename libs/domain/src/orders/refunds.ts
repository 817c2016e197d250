import { allocateInProportion } from '../money/allocate';
import { formatInrMinor } from '../money/format-inr';
import { MINOR_UNITS_PER_RUPEE } from '../money/minor-units';
import { isWholeRupees } from '../money/whole-rupees';

/**
 * Money back, exact to the paisa. An order's paid amount is shared among its lines in proportion to their
 * totals and then among each line's units, so that returning every unit gives back exactly what was paid for
 * the goods and a partial return gives back the units' shares, never more. Orders priced in whole rupees are
 * shared in whole rupees.
 */

/** One line as it was ordered: units bought and its total before order-level discounts (paise). */
export interface RefundLine {
  quantity: number;
  lineTotal: number;
}

/**
 * Each unit's share of `paidForGoods` (paise), line by line. When the amount paid is whole rupees, so is every
 * share (the rupee is the unit shared); an older order with paise is shared to the paisa. Units of one line
 * differ by one such unit at most; the earlier units carry the extra, so the first units returned give back no
 * less than the later ones.
 */
export function unitShares(lines: readonly RefundLine[], paidForGoods: number): number[][] {
  const unit = isWholeRupees(paidForGoods) ? MINOR_UNITS_PER_RUPEE : 1;
  const lineShares = allocateInProportion(paidForGoods / unit, lines.map((line) => line.lineTotal));
  return lines.map((line, index) =>
    allocateInProportion(lineShares[index] as number, Array.from({ length: line.quantity }, () => 1)).map((share) => share * unit),
  );
}

/**
 * What `count` more units of a line are worth when `alreadyReturned` units of it came back before. Throws when
 * more units are returned than were bought, which the caller refuses with 422 before asking.
 */
export function valueOfReturnedUnits(shares: readonly number[], alreadyReturned: number, count: number): number {
  if (!Number.isInteger(count) || count < 0 || alreadyReturned + count > shares.length) {
    throw new RangeError(`Cannot return ${count} of ${shares.length - alreadyReturned} units left`);
  }
  return shares.slice(alreadyReturned, alreadyReturned + count).reduce((sum, share) => sum + share, 0);
}

export type RefundProblem = { code: 'not_positive' | 'not_whole_rupees' | 'over_paid' | 'over_received'; message: string };

/** The words of a refund amount with paise, which staff are refused rather than have it rounded for them. */
export const REFUND_WHOLE_RUPEES_MESSAGE = 'Enter the refund in whole rupees, without paise.';

/**
 * Whether a refund of `amount` paise may go ahead: a whole positive amount in whole rupees (or exactly what
 * is left, for an older order paid with paise), no more than was paid and not yet refunded, and, for a
 * return, no more than the received units are worth minus what was refunded for them.
 */
export function refundProblem(input: { amount: number; paid: number; refunded: number; receivedValue?: number; refundedForReturn?: number }): RefundProblem | null {
  const { amount, paid, refunded } = input;
  if (!Number.isSafeInteger(amount) || amount <= 0) return { code: 'not_positive', message: 'Enter an amount to refund above ₹0.' };
  const returnLeft = input.receivedValue === undefined ? undefined : input.receivedValue - (input.refundedForReturn ?? 0);
  if (!isWholeRupees(amount) && amount !== paid - refunded && amount !== returnLeft) return { code: 'not_whole_rupees', message: REFUND_WHOLE_RUPEES_MESSAGE };
  if (amount > paid - refunded) return { code: 'over_paid', message: `At most ${formatInrMinor(paid - refunded)} is left to refund on this order.` };
  if (returnLeft !== undefined && amount > returnLeft) {
    return { code: 'over_received', message: `The pieces received are worth ${formatInrMinor(returnLeft)} still to refund; refund at most that.` };
  }
  return null;
}

/** Where money paid for an order came from, and what of each is still to give back (paise). */
export interface RefundSources {
  provider: number;
  giftCard: number;
  coins: number;
}

/**
 * Splits a refund among the ways the order was paid: money paid through the provider first (what a shopper
 * expects back), then the gift card, then carat coins. Each takes no more than what is left of it.
 */
export function splitRefund(amount: number, left: RefundSources): RefundSources {
  const total = left.provider + left.giftCard + left.coins;
  if (!Number.isSafeInteger(amount) || amount < 0 || amount > total) throw new RangeError(`Cannot refund ${amount} of ${total}`);
  const provider = Math.min(amount, left.provider);
  const giftCard = Math.min(amount - provider, left.giftCard);
  return { provider, giftCard, coins: amount - provider - giftCard };
}

/** Days after delivery (or collection) within which a shopper may ask to return pieces, unless set otherwise. */
export const DEFAULT_RETURN_WINDOW_DAYS = 15;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Whether a return may still be asked for: the order arrived, and the window has not closed. */
export function returnWindowOpen(arrivedAt: Date | null, now: Date, windowDays: number): boolean {
  if (arrivedAt === null) return false;
  return now.getTime() < arrivedAt.getTime() + windowDays * DAY_MS;
}

/** When the return window of an order that arrived at `arrivedAt` closes; null before it arrived. */
export function returnWindowEndsAt(arrivedAt: Date | null, windowDays: number): Date | null {
  return arrivedAt === null ? null : new Date(arrivedAt.getTime() + windowDays * DAY_MS);
}

/** The share of `part` (paise, signed) that goods refunded up to `refunded` carry, on the running total. */
function goodsShareUpTo(order: { subtotalMinor: number }, part: number, refunded: number): number {
  return order.subtotalMinor === 0 ? 0 : Math.round((part * Math.min(refunded, order.subtotalMinor)) / order.subtotalMinor);
}

/**
 * The GST inside a refund of `amount` paise when `refundedBefore` was given back on the order before it. Goods
 * come back before shipping (which carries no GST), and the share is taken on the running total, so the credit
 * notes of an order refunded in parts add up to its invoice's GST exactly.
 */
export function refundGstShare(order: { subtotalMinor: number; gstIncludedMinor: number }, refundedBefore: number, amount: number): number {
  return goodsShareUpTo(order, order.gstIncludedMinor, refundedBefore + amount) - goodsShareUpTo(order, order.gstIncludedMinor, refundedBefore);
}

/**
 * The round off inside a refund, as {@link refundGstShare} takes the GST: on the running total, so credit notes
 * that give back every piece give back the invoice's round off exactly and its taxable value with it.
 */
export function refundRoundOffShare(order: { subtotalMinor: number; roundOffMinor: number }, refundedBefore: number, amount: number): number {
  return goodsShareUpTo(order, order.roundOffMinor, refundedBefore + amount) - goodsShareUpTo(order, order.roundOffMinor, refundedBefore);
}

/**
 * The carat coins a refund's coin part gives back: the coins' value is turned back into coins at the order's own
 * rate, on the running total, so parts that add up to all the coins' value give back every coin redeemed.
 */
export function coinsForRefund(order: { coinsRedeemed: number; coinsMinor: number }, valueBefore: number, value: number): number {
  const coinsUpTo = (refunded: number) => (order.coinsMinor === 0 ? 0 : Math.floor((Math.min(refunded, order.coinsMinor) * order.coinsRedeemed) / order.coinsMinor));
  return coinsUpTo(valueBefore + value) - coinsUpTo(valueBefore);
}

/**
 * A refund still waiting on the provider this long has most likely lost its answer (a crash between asking and
 * recording, a callback that never came): it may be asked again like a failed one.
 */
export const REFUND_ANSWER_WAIT_MS = 10 * 60 * 1000;

/**
 * Whether staff may ask the provider again for a refund: one that failed, or one left pending past
 * {@link REFUND_ANSWER_WAIT_MS}. The provider is asked with the same refund id, so asking again never pays twice.
 */
export function mayAskRefundAgain(refund: { status: string; createdAt: Date }, now: Date): boolean {
  if (refund.status === 'failed') return true;
  return refund.status === 'pending' && now.getTime() - refund.createdAt.getTime() >= REFUND_ANSWER_WAIT_MS;
}
