import { describe, expect, it } from 'vitest';
import { computePriceBreakup } from '../money/price-breakup';
import { gstIncludedIn, gstOfLines, priceCheckout, redeemableCoins, shippingFor, subtotalOf, type CheckoutInput } from './checkout-summary';

const terms = { valueMinorPerCoin: 100, maxShareBp: 1_000 }; // a coin is ₹1; coins pay up to 10 %
const base: CheckoutInput = {
  lines: [
    { unitPriceMinor: 1_030_000, quantity: 1 }, // ₹10,300
    { unitPriceMinor: 515_000, quantity: 2 }, // ₹5,150 × 2
  ],
  fulfilment: 'delivery',
  shipping: { feeMinor: 50_000, freeFromMinor: 2_500_000 },
  coins: { requested: 0, balance: 0, terms },
  giftCardBalanceMinor: 0,
};

describe('the checkout summary (subtotal, 3 % GST, shipping, gift card, coins, total)', () => {
  it('multiplies price by quantity and shows the GST inside the inclusive subtotal', () => {
    expect(priceCheckout(base)).toEqual({
      subtotal: 2_060_000,
      gstIncluded: 60_000, // 3/103 of ₹20,600 = ₹600
      shipping: 50_000,
      coinsRedeemed: 0,
      coinsValue: 0,
      giftCardApplied: 0,
      total: 2_110_000,
    });
  });

  it('rounds the included GST to the paisa, half away from zero', () => {
    expect(gstIncludedIn(0)).toBe(0);
    expect(gstIncludedIn(103)).toBe(3);
    expect(gstIncludedIn(1_000)).toBe(29); // 29.126…
    expect(gstIncludedIn(1_717)).toBe(50); // 50.009…
    expect(() => gstIncludedIn(-1)).toThrow(RangeError);
  });

  it('ships free for pick-up, an empty order, or at the free threshold', () => {
    const shipping = { feeMinor: 50_000, freeFromMinor: 2_500_000 };
    expect(shippingFor(2_499_999, 'delivery', shipping)).toBe(50_000);
    expect(shippingFor(2_500_000, 'delivery', shipping)).toBe(0);
    expect(shippingFor(100, 'pickup', shipping)).toBe(0);
    expect(shippingFor(0, 'delivery', shipping)).toBe(0);
    expect(() => shippingFor(1, 'delivery', { feeMinor: -1, freeFromMinor: 0 })).toThrow(RangeError);
    expect(() => shippingFor(1, 'delivery', { feeMinor: 1, freeFromMinor: 0.5 })).toThrow(RangeError);
  });

  it('redeems no more coins than asked, held, or the share of the subtotal allows', () => {
    expect(redeemableCoins(2_060_000, 500, 10_000, terms)).toBe(500); // asked
    expect(redeemableCoins(2_060_000, 5_000, 300, terms)).toBe(300); // held
    expect(redeemableCoins(2_060_000, 5_000, 10_000, terms)).toBe(2_060); // 10 % of ₹20,600
    expect(redeemableCoins(2_060_099, 5_000, 10_000, { valueMinorPerCoin: 250, maxShareBp: 1_000 })).toBe(824); // rounded down
    expect(redeemableCoins(2_060_099, 825, 10_000, { valueMinorPerCoin: 250, maxShareBp: 1_000 })).toBe(824); // ₹2,062.50 is not whole rupees
    expect(redeemableCoins(2_060_000, 199, 10_000, { valueMinorPerCoin: 1, maxShareBp: 1_000 })).toBe(100); // paisa coins by the hundred
    expect(redeemableCoins(1_000, 5_000, 10_000, { valueMinorPerCoin: 100, maxShareBp: 20_000 })).toBe(10); // never beyond 100 %
    expect(() => redeemableCoins(1, -1, 0, terms)).toThrow(RangeError);
    expect(() => redeemableCoins(1, 0, 1.5, terms)).toThrow(RangeError);
    expect(() => redeemableCoins(1, 0, 0, { valueMinorPerCoin: 0, maxShareBp: 1 })).toThrow(RangeError);
    expect(() => redeemableCoins(1, 0, 0, { valueMinorPerCoin: 1, maxShareBp: -5 })).toThrow(RangeError);
  });

  it('applies coins, then the gift card up to what is left; a partly used card keeps the rest', () => {
    const summary = priceCheckout({ ...base, coins: { requested: 1_000, balance: 1_200, terms }, giftCardBalanceMinor: 500_000 });
    expect(summary).toMatchObject({ coinsRedeemed: 1_000, coinsValue: 100_000, giftCardApplied: 500_000, total: 1_510_000 });
  });

  it('never charges below zero: a large gift card pays only what is due', () => {
    const summary = priceCheckout({ ...base, coins: { requested: 2_060, balance: 9_999, terms }, giftCardBalanceMinor: 10_000_000 });
    expect(summary.giftCardApplied).toBe(2_060_000 + 50_000 - 206_000);
    expect(summary.total).toBe(0);
  });

  it('rounds a shipping fee with paise to the rupee', () => {
    expect(shippingFor(1, 'delivery', { feeMinor: 24_950, freeFromMinor: 2_500_000 })).toBe(25_000);
  });
  it('takes the GST of lines that carry it from their breakups, else 3/103 of the subtotal', () => {
    const lines = [
      { unitPriceMinor: 5_617_500, quantity: 2, unitGstMinor: 163_617 },
      { unitPriceMinor: 103_100, quantity: 1, unitGstMinor: 3_002 },
    ];
    expect(gstOfLines(lines)).toBe(163_617 * 2 + 3_002);
    expect(gstOfLines([...lines, { unitPriceMinor: 103_000, quantity: 1 }])).toBe(gstIncludedIn(5_617_500 * 2 + 103_100 + 103_000));
    expect(priceCheckout({ ...base, lines }).gstIncluded).toBe(330_236);
  });
  it('keeps the odd paise of a gift card balance on the card', () => {
    const summary = priceCheckout({ ...base, giftCardBalanceMinor: 100_050 });
    expect(summary).toMatchObject({ giftCardApplied: 100_000, total: 2_010_000 });
  });
  it('gives whole-rupee amounts throughout for pieces priced by the rule, whatever coins and gift card pay', () => {
    let seed = 38;
    const next = (below: number) => Math.floor(((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648) * below);
    for (let index = 0; index < 2_000; index += 1) {
      const lines = Array.from({ length: 1 + next(4) }, () => {
        const breakup = computePriceBreakup({ metalWeightMg: next(60_000), ratePerGramMinor: next(900_000), makingChargeMinor: next(2_000_000), stoneValueMinor: next(3) === 0 ? next(20_000_000) : 0 });
        return { unitPriceMinor: breakup.total, quantity: 1 + next(3), unitGstMinor: breakup.gst };
      });
      const summary = priceCheckout({
        lines,
        fulfilment: next(2) === 0 ? 'delivery' : 'pickup',
        shipping: { feeMinor: next(100_000), freeFromMinor: next(10_000_000) },
        coins: { requested: next(50_000), balance: next(50_000), terms: { valueMinorPerCoin: [100, 250, 50, 7][next(4)] as number, maxShareBp: next(3_000) } },
        giftCardBalanceMinor: next(5) === 0 ? next(1_000_000) : 0,
      });
      for (const amount of [summary.subtotal, summary.shipping, summary.coinsValue, summary.giftCardApplied, summary.total]) {
        expect(amount % 100, JSON.stringify(summary)).toBe(0);
      }
      expect(summary.total).toBe(summary.subtotal + summary.shipping - summary.coinsValue - summary.giftCardApplied);
    }
  });
  it('refuses amounts that are not whole paise or counts', () => {
    expect(() => subtotalOf([{ unitPriceMinor: 10.5, quantity: 1 }])).toThrow(RangeError);
    expect(() => subtotalOf([{ unitPriceMinor: 10, quantity: -1 }])).toThrow(RangeError);
    expect(() => priceCheckout({ ...base, giftCardBalanceMinor: -1 })).toThrow(RangeError);
    expect(subtotalOf([])).toBe(0);
  });
});
