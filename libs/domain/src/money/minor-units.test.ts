import { describe, expect, it } from 'vitest';
import { fromMinorUnits, toMinorUnits } from './minor-units';

describe('docs/architecture.md "API conventions": decimal rupees on the wire become integer paise', () => {
  it('converts two-decimal prices exactly', () => {
    expect(toMinorUnits(19.99)).toBe(1999);
    expect(toMinorUnits(0.07)).toBe(7);
    expect(toMinorUnits(123456)).toBe(12345600);
  });
  it('is exact for a sum that floating point gets wrong', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(toMinorUnits(0.1 + 0.2)).toBe(30);
  });
  it('rounds half a paisa away from zero on the decimal value', () => {
    expect(toMinorUnits(1.005)).toBe(101);
    expect(toMinorUnits(1.004)).toBe(100);
    expect(toMinorUnits(-2.345)).toBe(-235);
  });
  it('never yields negative zero', () => {
    expect(Object.is(toMinorUnits(-0.001), 0)).toBe(true);
  });
  it('handles amounts printed in exponent form', () => {
    expect(toMinorUnits(1e-7)).toBe(0);
    expect(toMinorUnits(1e13)).toBe(1e15);
  });
  it('refuses amounts that are not finite or too large for exact paise', () => {
    expect(() => toMinorUnits(Number.NaN)).toThrow(RangeError);
    expect(() => toMinorUnits(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => toMinorUnits(1e300)).toThrow(RangeError);
  });
});

describe('docs/architecture.md "API conventions": paise go back on the wire as rupees with 2 places', () => {
  it('converts whole paise to rupees', () => {
    expect(fromMinorUnits(1999)).toBe(19.99);
    expect(fromMinorUnits(30)).toBe(0.3);
    expect(fromMinorUnits(-5)).toBe(-0.05);
  });
  it('round-trips every paisa amount of a realistic range', () => {
    const mismatches: number[] = [];
    for (let paise = -100_000; paise <= 100_000; paise += 1) {
      if (toMinorUnits(fromMinorUnits(paise)) !== paise) mismatches.push(paise);
    }
    expect(mismatches).toEqual([]);
  });
  it('refuses fractional paise', () => {
    expect(() => fromMinorUnits(1.5)).toThrow(RangeError);
  });
});
