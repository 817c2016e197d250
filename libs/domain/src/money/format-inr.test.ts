import { describe, expect, it } from 'vitest';
import { formatCount, formatInr, formatInrMinor } from './format-inr';

describe('docs/architecture.md "API conventions": prices are INR formatted for en-IN', () => {
  it('groups thousands the Indian way, in lakhs and crores', () => {
    expect(formatInr(123456)).toBe('₹1,23,456');
    expect(formatInr(12345678.9)).toBe('₹1,23,45,678.90');
  });
  it('shows whole rupees without decimals, paise with two, and small amounts ungrouped', () => {
    expect(formatInr(0.5)).toBe('₹0.50');
    expect(formatInr(999)).toBe('₹999');
    expect(formatInr(0)).toBe('₹0');
    expect(formatInr(67426.07)).toBe('₹67,426.07');
    expect(formatInr(67425.999)).toBe('₹67,426');
  });
  it('shows a negative amount with a leading minus', () => {
    expect(formatInr(-1234.5)).toBe('-₹1,234.50');
  });
  it('formats paise as the same rupee amount', () => {
    expect(formatInrMinor(12345600)).toBe('₹1,23,456');
    expect(formatInrMinor(6_742_600)).toBe('₹67,426');
    expect(formatInrMinor(1999)).toBe('₹19.99');
  });
  it('writes exactly what Intl.NumberFormat en-IN writes, rounding included, without the .00 of a whole amount', () => {
    const intl = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
    const edges = [0, -0, 0.004, 0.005, -0.004, -0.005, 0.125, 1.005, 1.115, 2.675, -2.675, 99.995, 999.995, 1000, 99999.999, 100000, 9999999.995, 123456789012.34, 999999999999999, 1e15, 1e21, -1e21, Number.NaN, Infinity, -Infinity];
    const amounts = [...edges];
    // Reproducible pseudo-random amounts of every size, with paise and thousandths.
    let seed = 20261125;
    const next = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
    for (let index = 0; index < 5000; index += 1) {
      const digits = Math.floor(next() * 14);
      const amount = Math.round(next() * 10 ** digits * 1000) / 1000;
      amounts.push(next() < 0.2 ? -amount : amount);
    }
    for (const amount of amounts) expect(formatInr(amount), String(amount)).toBe(intl.format(amount).replace(/\.00$/, ''));
  });
});


describe('formatCount: whole counts grouped as en-IN groups them', () => {
  it('writes the same text as Intl.NumberFormat(en-IN) for counts from 0 to crores', () => {
    const intl = new Intl.NumberFormat('en-IN');
    for (const count of [0, 7, 99, 999, 1000, 2697, 12_345, 1_00_000, 12_34_567, 9_87_65_43_210, -1250, 1e13, -2e15]) {
      expect(formatCount(count)).toBe(intl.format(count));
    }
  });

  it('rounds a fraction to the nearest whole', () => {
    expect([formatCount(2696.6), formatCount(0.4), formatCount(-0.4)]).toEqual(['2,697', '0', '0']);
  });
});
