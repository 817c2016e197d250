import { describe, expect, it } from 'vitest';
import { computePriceBreakup, gstOf } from './price-breakup';

describe('jewellery price rule: GST is 3% of the amount, rounded to the paisa', () => {
  it('takes 3% of a round amount', () => {
    expect(gstOf(100_000)).toBe(3_000);
  });
  it('rounds half a paisa up and less than half down', () => {
    expect(gstOf(50)).toBe(2); // 1.5 paise
    expect(gstOf(49)).toBe(1); // 1.47 paise
  });
  it('is zero on nothing', () => {
    expect(gstOf(0)).toBe(0);
  });
});

describe('jewellery price rule: metal value + making charge + stone value, then GST', () => {
  it('prices a 5.25 g gold ring at ₹7,245.50 per gram', () => {
    const breakup = computePriceBreakup({
      metalWeightMg: 5_250,
      ratePerGramMinor: 724_550,
      makingChargeMinor: 450_000,
      stoneValueMinor: 1_200_000,
    });
    expect(breakup).toEqual({
      metalValue: 3_803_888, // 38,038.875 rupees rounds up to the paisa
      makingCharge: 450_000,
      stoneValue: 1_200_000,
      subtotal: 5_453_888,
      gst: 163_617, // 163,616.64 paise
      total: 5_617_505,
    });
  });
  it('keeps the parts adding up to the total', () => {
    const b = computePriceBreakup({
      metalWeightMg: 1_333,
      ratePerGramMinor: 99_999,
      makingChargeMinor: 1,
      stoneValueMinor: 0,
    });
    expect(b.subtotal).toBe(b.metalValue + b.makingCharge + b.stoneValue);
    expect(b.total).toBe(b.subtotal + b.gst);
  });
  it('refuses negative or fractional inputs', () => {
    const valid = { metalWeightMg: 1, ratePerGramMinor: 1, makingChargeMinor: 1, stoneValueMinor: 1 };
    expect(() => computePriceBreakup({ ...valid, metalWeightMg: -1 })).toThrow(RangeError);
    expect(() => computePriceBreakup({ ...valid, ratePerGramMinor: 0.5 })).toThrow(/ratePerGramMinor/);
    expect(() => computePriceBreakup({ ...valid, makingChargeMinor: -1 })).toThrow(/makingChargeMinor/);
    expect(() => computePriceBreakup({ ...valid, stoneValueMinor: Number.NaN })).toThrow(/stoneValueMinor/);
  });
});
