import { describe, expect, it } from 'vitest';
import { formatInr, formatInrMinor } from './format-inr';

describe('ARCHITECTURE.md API conventions: prices are INR formatted for en-IN', () => {
  it('groups thousands the Indian way, in lakhs and crores', () => {
    expect(formatInr(123456)).toBe('₹1,23,456.00');
    expect(formatInr(12345678.9)).toBe('₹1,23,45,678.90');
  });
  it('shows two decimals and small amounts ungrouped', () => {
    expect(formatInr(0.5)).toBe('₹0.50');
    expect(formatInr(999)).toBe('₹999.00');
  });
  it('shows a negative amount with a leading minus', () => {
    expect(formatInr(-1234.5)).toBe('-₹1,234.50');
  });
  it('formats paise as the same rupee amount', () => {
    expect(formatInrMinor(12345600)).toBe('₹1,23,456.00');
    expect(formatInrMinor(1999)).toBe('₹19.99');
  });
});
