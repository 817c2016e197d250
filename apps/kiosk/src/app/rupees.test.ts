import { describe, expect, it } from 'vitest';
import { readRupees, RUPEES_PROBLEM } from './rupees';

describe('a rupee amount as typed at the counter', () => {
  it('keeps the decimal point and the paise', () => {
    expect(readRupees('1500.50')).toEqual({ amount: 1500.5, problem: null });
    expect(readRupees('500.00')).toEqual({ amount: 500, problem: null });
    expect(readRupees(' 750.5 ')).toEqual({ amount: 750.5, problem: null });
    expect(readRupees('1,00,000')).toEqual({ amount: 100000, problem: null });
    expect(readRupees('25,000.25')).toEqual({ amount: 25000.25, problem: null });
  });

  it('refuses what is not plainly an amount instead of making another number of it', () => {
    for (const typed of ['1500.505', '1.2.3', '15OO', '-500', '₹500', '1500.', '.5', '1,5,00']) {
      expect(readRupees(typed), typed).toEqual({ amount: null, problem: RUPEES_PROBLEM });
    }
  });

  it('reads an empty field as no amount, for the server to ask for', () => {
    expect(readRupees('  ')).toEqual({ amount: null, problem: null });
  });
});
