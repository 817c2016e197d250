import { describe, expect, it } from 'vitest';
import { allocateInProportion } from './allocate';

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

describe('sharing an amount in proportion', () => {
  it('gives each part its exact share when the amount divides evenly', () => {
    expect(allocateInProportion(300, [1, 1, 1])).toEqual([100, 100, 100]);
    expect(allocateInProportion(900, [1, 2])).toEqual([300, 600]);
  });

  it('hands the paise left by rounding down to the largest remainders, the earlier part on a tie', () => {
    expect(allocateInProportion(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocateInProportion(10, [3, 3, 4])).toEqual([3, 3, 4]);
    expect(allocateInProportion(7, [1, 2])).toEqual([2, 5]);
  });

  it('always adds up to the amount, however large the weights', () => {
    const weights = [45_250_50, 1_23_456_78, 99_99_99_99_999, 1];
    const shares = allocateInProportion(3_00_00_00_017, weights);
    expect(sum(shares)).toBe(3_00_00_00_017);
    expect(shares.every((share) => share >= 0)).toBe(true);
  });

  it('gives nothing to a part that weighs nothing', () => {
    expect(allocateInProportion(50, [0, 5, 0])).toEqual([0, 50, 0]);
    expect(allocateInProportion(0, [0, 0])).toEqual([0, 0]);
    expect(allocateInProportion(0, [])).toEqual([]);
  });

  it('refuses what cannot be shared', () => {
    expect(() => allocateInProportion(5, [0, 0])).toThrow(RangeError);
    expect(() => allocateInProportion(-1, [1])).toThrow(RangeError);
    expect(() => allocateInProportion(1.5, [1])).toThrow(RangeError);
    expect(() => allocateInProportion(10, [1, -1])).toThrow(RangeError);
    expect(() => allocateInProportion(10, [0.5])).toThrow(RangeError);
  });
});
