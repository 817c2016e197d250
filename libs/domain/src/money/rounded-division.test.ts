import { describe, expect, it } from 'vitest';
import { roundedDivision } from './rounded-division';

describe('money rounding: integer division rounds half away from zero', () => {
  it('rounds below half down and half up', () => {
    expect(roundedDivision(1499, 1000)).toBe(1);
    expect(roundedDivision(1500, 1000)).toBe(2);
  });
  it('rounds negative halves away from zero without negative zero', () => {
    expect(roundedDivision(-1500, 1000)).toBe(-2);
    expect(Object.is(roundedDivision(-1, 1000), 0)).toBe(true);
  });
  it('refuses non-integers and a divisor that is not positive', () => {
    expect(() => roundedDivision(1.5, 2)).toThrow(RangeError);
    expect(() => roundedDivision(1, 0)).toThrow(RangeError);
    expect(() => roundedDivision(1, 2.5)).toThrow(RangeError);
  });
});
