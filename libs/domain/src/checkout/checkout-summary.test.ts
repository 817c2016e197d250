import { describe, expect, it } from 'vitest';
import { gstIncludedIn, priceCheckout, redeemableCoins, shippingFor, subtotalOf, type CheckoutInput } from './checkout-summary';

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

  it('refuses amounts that are not whole paise or counts', () => {
    expect(() => subtotalOf([{ unitPriceMinor: 10.5, quantity: 1 }])).toThrow(RangeError);
    expect(() => subtotalOf([{ unitPriceMinor: 10, quantity: -1 }])).toThrow(RangeError);
    expect(() => priceCheckout({ ...base, giftCardBalanceMinor: -1 })).toThrow(RangeError);
    expect(subtotalOf([])).toBe(0);
  });
});
