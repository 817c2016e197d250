import { describe, expect, it } from 'vitest';
import { computePriceBreakup } from '../money/price-breakup';
import { isPurityKey, rateChangeProblem, repricedAt } from './metal-rates';

describe('a metal rate change', () => {
  it('is set between ₹100 and ₹1,00,000 a gram, in whole paise', () => {
    expect(rateChangeProblem(null, 9_999)).toBe('out_of_range');
    expect(rateChangeProblem(null, 10_000)).toBeNull();
    expect(rateChangeProblem(null, 10_000_000)).toBeNull();
    expect(rateChangeProblem(null, 10_000_001)).toBe('out_of_range');
    expect(() => rateChangeProblem(null, 1_234.5)).toThrow(RangeError);
  });

  it('is no change at the rate in force', () => {
    expect(rateChangeProblem(1_178_000, 1_178_000)).toBe('unchanged');
  });

  it('holds back a move of more than 10% until it is confirmed, either way', () => {
    expect(rateChangeProblem(1_000_000, 1_100_000)).toBeNull();
    expect(rateChangeProblem(1_000_000, 900_000)).toBeNull();
    expect(rateChangeProblem(1_000_000, 1_100_001)).toBe('large_change');
    expect(rateChangeProblem(1_000_000, 899_999)).toBe('large_change');
    expect(rateChangeProblem(1_000_000, 11_000_00 * 10, true)).toBe('out_of_range');
    expect(rateChangeProblem(1_000_000, 117_800, true)).toBeNull();
  });
});

describe('a piece re-priced at a new rate', () => {
  const piece = { metalWeightMg: 4_370, makingChargeMinor: 612_300, stoneValueMinor: 0 };

  it('keeps its weight, making charge and stones, and is priced by the one price rule', () => {
    const at = repricedAt(piece, 1_190_000);
    expect(at).toEqual(computePriceBreakup({ ...piece, ratePerGramMinor: 1_190_000 }));
    expect(at.metalValue).toBe(5_200_300);
    expect(at.makingCharge).toBe(612_300);
    expect(at.total % 100).toBe(0);
  });

  it('costs more at a higher rate and less at a lower one', () => {
    expect(repricedAt(piece, 1_200_000).total).toBeGreaterThan(repricedAt(piece, 1_178_000).total);
    expect(repricedAt(piece, 1_100_000).total).toBeLessThan(repricedAt(piece, 1_178_000).total);
  });
});

describe('the purities', () => {
  it('are the catalogue facet names', () => {
    expect(['24K', '22K', '18K', '14K', 'Pt 950'].every(isPurityKey)).toBe(true);
    expect(isPurityKey('9K')).toBe(false);
    expect(isPurityKey(22)).toBe(false);
  });
});
