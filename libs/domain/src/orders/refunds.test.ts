import { describe, expect, it } from 'vitest';
import { coinsForRefund, DEFAULT_RETURN_WINDOW_DAYS, REFUND_WHOLE_RUPEES_MESSAGE, mayAskRefundAgain, REFUND_ANSWER_WAIT_MS, refundGstShare, refundProblem, refundRoundOffShare, returnWindowEndsAt, returnWindowOpen, splitRefund, unitShares, valueOfReturnedUnits } from './refunds';

describe('unit shares', () => {
  it('adds up to what was paid for the goods, exactly, whatever the discount', () => {
    const lines = [{ quantity: 3, lineTotal: 100_000 }, { quantity: 1, lineTotal: 33_333 }, { quantity: 7, lineTotal: 7 }];
    for (const paid of [0, 1, 99_999, 133_340, 120_001, 120_000]) {
      const shares = unitShares(lines, paid);
      expect(shares.map((line) => line.length)).toEqual([3, 1, 7]);
      expect(shares.flat().reduce((sum, share) => sum + share, 0)).toBe(paid);
      for (const line of shares) expect(Math.max(...line) - Math.min(...line)).toBeLessThanOrEqual(paid % 100 === 0 ? 100 : 1);
    }
  });

  it('shares a whole-rupee payment in whole rupees, adding up exactly', () => {
    let seed = 2026;
    const next = (below: number) => Math.floor(((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648) * below);
    for (let index = 0; index < 1_000; index += 1) {
      const lines = Array.from({ length: 1 + next(4) }, () => ({ quantity: 1 + next(5), lineTotal: 100 * (1 + next(1_000_000)) }));
      const goods = lines.reduce((sum, line) => sum + line.lineTotal, 0);
      const paid = 100 * next(goods / 100 + 1);
      const shares = unitShares(lines, paid);
      expect(shares.flat().every((share) => share % 100 === 0)).toBe(true);
      expect(shares.flat().reduce((sum, share) => sum + share, 0)).toBe(paid);
    }
    expect(unitShares([{ quantity: 3, lineTotal: 100_000 }], 100_000)).toEqual([[33_400, 33_300, 33_300]]);
  });

  it('values returned units in order, so repeated returns of a line add up to its share', () => {
    const [line] = unitShares([{ quantity: 3, lineTotal: 10_001 }], 10_001);
    expect(line).toEqual([3334, 3334, 3333]);
    const first = valueOfReturnedUnits(line as number[], 0, 2);
    const second = valueOfReturnedUnits(line as number[], 2, 1);
    expect([first, second]).toEqual([6668, 3333]);
    expect(first + second).toBe(10_001);
    const [rupees] = unitShares([{ quantity: 3, lineTotal: 10_000 }], 10_000);
    expect(rupees).toEqual([3400, 3300, 3300]);
    expect(() => valueOfReturnedUnits(line as number[], 2, 2)).toThrow(RangeError);
  });
});

describe('refund checks', () => {
  it('refuses nothing, a fraction of a paisa, and more than is left of what was paid', () => {
    expect(refundProblem({ amount: 0, paid: 5000, refunded: 0 })?.code).toBe('not_positive');
    expect(refundProblem({ amount: 10.5, paid: 5000, refunded: 0 })?.code).toBe('not_positive');
    expect(refundProblem({ amount: 3100, paid: 5000, refunded: 2000 })).toEqual({ code: 'over_paid', message: 'At most ₹30 is left to refund on this order.' });
    expect(refundProblem({ amount: 3000, paid: 5000, refunded: 2000 })).toBeNull();
  });

  it('wants whole rupees, except exactly what is left of an older order paid with paise', () => {
    expect(refundProblem({ amount: 2050, paid: 5000, refunded: 0 })).toEqual({ code: 'not_whole_rupees', message: REFUND_WHOLE_RUPEES_MESSAGE });
    expect(refundProblem({ amount: 3001, paid: 5001, refunded: 2000 })).toBeNull();
    expect(refundProblem({ amount: 6667, paid: 10_001, refunded: 0, receivedValue: 6667 })).toBeNull();
    expect(refundProblem({ amount: 6601, paid: 10_001, refunded: 0, receivedValue: 6667 })?.code).toBe('not_whole_rupees');
  });

  it('caps a return’s refund at what the received units are worth', () => {
    expect(refundProblem({ amount: 6700, paid: 10_000, refunded: 0, receivedValue: 6600 })?.code).toBe('over_received');
    expect(refundProblem({ amount: 6600, paid: 10_000, refunded: 0, receivedValue: 6600 })).toBeNull();
    expect(refundProblem({ amount: 100, paid: 10_000, refunded: 6600, receivedValue: 6600, refundedForReturn: 6600 })?.code).toBe('over_received');
  });
});

describe('splitting a refund among the ways it was paid', () => {
  it('gives money back first, then the gift card, then coins', () => {
    expect(splitRefund(7000, { provider: 5000, giftCard: 1500, coins: 1000 })).toEqual({ provider: 5000, giftCard: 1500, coins: 500 });
    expect(splitRefund(4000, { provider: 5000, giftCard: 1500, coins: 1000 })).toEqual({ provider: 4000, giftCard: 0, coins: 0 });
    expect(splitRefund(0, { provider: 0, giftCard: 0, coins: 0 })).toEqual({ provider: 0, giftCard: 0, coins: 0 });
    expect(() => splitRefund(7501, { provider: 5000, giftCard: 1500, coins: 1000 })).toThrow(RangeError);
  });
});

describe('return window', () => {
  const delivered = new Date('2026-11-01T10:00:00Z');
  it('is open for the set number of days after the order arrived, and closed before it arrives', () => {
    expect(returnWindowOpen(delivered, new Date('2026-11-16T09:59:59Z'), DEFAULT_RETURN_WINDOW_DAYS)).toBe(true);
    expect(returnWindowOpen(delivered, new Date('2026-11-16T10:00:00Z'), DEFAULT_RETURN_WINDOW_DAYS)).toBe(false);
    expect(returnWindowOpen(null, delivered, DEFAULT_RETURN_WINDOW_DAYS)).toBe(false);
  });
});

describe('a refund’s GST and coins', () => {
  const order = { subtotalMinor: 10_300, gstIncludedMinor: 300 };
  it('shares GST on the running total, goods before shipping, so the parts add up to the invoice’s GST', () => {
    const parts = [refundGstShare(order, 0, 3333), refundGstShare(order, 3333, 3333), refundGstShare(order, 6666, 3634), refundGstShare(order, 10_300, 500)];
    expect(parts.reduce((sum, part) => sum + part, 0)).toBe(300);
    expect(parts[3]).toBe(0);
    expect(refundGstShare({ subtotalMinor: 0, gstIncludedMinor: 0 }, 0, 100)).toBe(0);
  });
  it('gives back the invoice’s round off, signed, on the running total, all of it once every piece is back', () => {
    for (const roundOffMinor of [-97, 0, 45, 150]) {
      const order = { subtotalMinor: 10_300, roundOffMinor };
      const parts = [refundRoundOffShare(order, 0, 3300), refundRoundOffShare(order, 3300, 3300), refundRoundOffShare(order, 6600, 3700), refundRoundOffShare(order, 10_300, 500)];
      expect(parts.reduce((sum, part) => sum + part, 0)).toBe(roundOffMinor);
      expect(parts[3]).toBe(0);
    }
  });
  it('turns the coins’ value back into coins at the order’s rate, every coin by the last part', () => {
    const coins = { coinsRedeemed: 7, coinsMinor: 1000 };
    const parts = [coinsForRefund(coins, 0, 300), coinsForRefund(coins, 300, 300), coinsForRefund(coins, 600, 400)];
    expect(parts).toEqual([2, 2, 3]);
    expect(coinsForRefund({ coinsRedeemed: 0, coinsMinor: 0 }, 0, 0)).toBe(0);
  });
  it('says when the return window closes', () => {
    expect(returnWindowEndsAt(null, 15)).toBeNull();
    expect(returnWindowEndsAt(new Date('2026-11-01T10:00:00Z'), 15)?.toISOString()).toBe('2026-11-16T10:00:00.000Z');
  });
});

describe('asking the provider again', () => {
  const asked = new Date('2026-12-01T10:00:00Z');
  const later = (ms: number) => new Date(asked.getTime() + ms);
  it('is allowed for a failed refund at once, and for one still pending once its answer is overdue', () => {
    expect(mayAskRefundAgain({ status: 'failed', createdAt: asked }, asked)).toBe(true);
    expect(mayAskRefundAgain({ status: 'pending', createdAt: asked }, later(REFUND_ANSWER_WAIT_MS - 1))).toBe(false);
    expect(mayAskRefundAgain({ status: 'pending', createdAt: asked }, later(REFUND_ANSWER_WAIT_MS))).toBe(true);
  });
  it('is never allowed for a refund that went through', () => {
    expect(mayAskRefundAgain({ status: 'succeeded', createdAt: asked }, later(REFUND_ANSWER_WAIT_MS * 10))).toBe(false);
  });
});
