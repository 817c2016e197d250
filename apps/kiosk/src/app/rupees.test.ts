import { describe, expect, it } from 'vitest';
import { readRupees, RUPEES_PROBLEM } from './rupees';

describe('a rupee amount as typed at the counter', () => {
  it('reads whole rupees, with or without grouping commas', () => {
    expect(readRupees('1500')).toEqual({ amount: 1500, problem: null });
    expect(readRupees(' 750 ')).toEqual({ amount: 750, problem: null });
    expect(readRupees('1,00,000')).toEqual({ amount: 100000, problem: null });
    expect(readRupees('25,000')).toEqual({ amount: 25000, problem: null });
  });

  it('refuses paise: the counter takes whole rupees, as the shop prices', () => {
    for (const typed of ['1500.50', '500.00', '750.5', '25,000.25']) {
      expect(readRupees(typed), typed).toEqual({ amount: null, problem: RUPEES_PROBLEM });
    }
  });

  it('refuses what is not plainly an amount instead of making another number of it', () => {
    for (const typed of ['1500.505', '1.2.3', '15OO', '-500', '₹500', '1500.', '.5', '1,5,00', '9'.repeat(20)]) {
      expect(readRupees(typed), typed).toEqual({ amount: null, problem: RUPEES_PROBLEM });
    }
  });

  it('reads an empty field as no amount, for the server to ask for', () => {
    expect(readRupees('  ')).toEqual({ amount: null, problem: null });
  });
});
