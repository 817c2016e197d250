import { describe, expect, it } from 'vitest';
import { floorToRupee, isWholeRupees, roundToRupee } from './whole-rupees';

describe('whole rupees: prices as Indian jewellers write them', () => {
  it('rounds to the rupee, 50 paise and more up', () => {
    expect([roundToRupee(6_742_607), roundToRupee(6_742_649), roundToRupee(6_742_650), roundToRupee(6_742_699)]).toEqual([6_742_600, 6_742_600, 6_742_700, 6_742_700]);
    expect([roundToRupee(0), roundToRupee(49), roundToRupee(50), roundToRupee(100)]).toEqual([0, 0, 100, 100]);
  });
  it('rounds a negative amount to the nearest rupee too, its half towards zero', () => {
    expect([roundToRupee(-49), roundToRupee(-50), roundToRupee(-51), roundToRupee(-150)]).toEqual([0, 0, -100, -100]);
  });
  it('rounds down to the rupee for a part that may not exceed what it holds', () => {
    expect([floorToRupee(199), floorToRupee(100), floorToRupee(0), floorToRupee(-1)]).toEqual([100, 100, 0, -100]);
  });
  it('tells whole rupees from amounts with paise', () => {
    expect([isWholeRupees(6_742_600), isWholeRupees(6_742_607), isWholeRupees(0), isWholeRupees(10.5)]).toEqual([true, false, true, false]);
  });
  it('refuses what is not whole paise', () => {
    expect(() => roundToRupee(1.5)).toThrow(RangeError);
    expect(() => floorToRupee(Number.NaN)).toThrow(RangeError);
  });
});
