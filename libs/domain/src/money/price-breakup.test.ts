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

describe('jewellery price rule: metal value + making charge + stone value, then GST, rounded to the rupee', () => {
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
      roundOff: -5, // ₹56,175.05 is written ₹56,175
      total: 5_617_500,
    });
  });
  it('rounds 50 paise and more up', () => {
    // ₹1,000 + ₹30 GST + 50 paise of metal: ₹1,030.515 → subtotal ₹1,000.50, GST ₹30.02, ₹1,030.52 → ₹1,031
    const breakup = computePriceBreakup({ metalWeightMg: 1_000, ratePerGramMinor: 50, makingChargeMinor: 100_000, stoneValueMinor: 0 });
    expect(breakup).toMatchObject({ subtotal: 100_050, gst: 3_002, roundOff: 48, total: 103_100 });
    const half = computePriceBreakup({ metalWeightMg: 0, ratePerGramMinor: 0, makingChargeMinor: 150, stoneValueMinor: 0 });
    expect(half).toMatchObject({ subtotal: 150, gst: 5, roundOff: 45, total: 200 });
  });
  it('needs no round off on a price already in whole rupees', () => {
    const breakup = computePriceBreakup({ metalWeightMg: 0, ratePerGramMinor: 0, makingChargeMinor: 100_000, stoneValueMinor: 0 });
    expect(breakup).toMatchObject({ gst: 3_000, roundOff: 0, total: 103_000 });
  });
  it('always gives a whole-rupee total that its parts add up to, the round off within half a rupee', () => {
    // Reproducible pseudo-random pieces from a gram of silver to a heavy diamond necklace.
    let seed = 20261202;
    const next = (below: number) => Math.floor(((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648) * below);
    for (let index = 0; index < 5_000; index += 1) {
      const b = computePriceBreakup({
        metalWeightMg: next(200_000),
        ratePerGramMinor: next(1_000_000),
        makingChargeMinor: next(5_000_000),
        stoneValueMinor: next(2) === 0 ? 0 : next(50_000_000),
      });
      expect(b.total % 100, JSON.stringify(b)).toBe(0);
      expect(b.subtotal).toBe(b.metalValue + b.makingCharge + b.stoneValue);
      expect(b.total).toBe(b.subtotal + b.gst + b.roundOff);
      expect(b.roundOff).toBeGreaterThanOrEqual(-49);
      expect(b.roundOff).toBeLessThanOrEqual(50);
    }
  });
  it('keeps the parts adding up to the total', () => {
    const b = computePriceBreakup({
      metalWeightMg: 1_333,
      ratePerGramMinor: 99_999,
      makingChargeMinor: 1,
      stoneValueMinor: 0,
    });
    expect(b.subtotal).toBe(b.metalValue + b.makingCharge + b.stoneValue);
    expect(b.total).toBe(b.subtotal + b.gst + b.roundOff);
  });
  it('refuses negative or fractional inputs', () => {
    const valid = { metalWeightMg: 1, ratePerGramMinor: 1, makingChargeMinor: 1, stoneValueMinor: 1 };
    expect(() => computePriceBreakup({ ...valid, metalWeightMg: -1 })).toThrow(RangeError);
    expect(() => computePriceBreakup({ ...valid, ratePerGramMinor: 0.5 })).toThrow(/ratePerGramMinor/);
    expect(() => computePriceBreakup({ ...valid, makingChargeMinor: -1 })).toThrow(/makingChargeMinor/);
    expect(() => computePriceBreakup({ ...valid, stoneValueMinor: Number.NaN })).toThrow(/stoneValueMinor/);
  });
});
