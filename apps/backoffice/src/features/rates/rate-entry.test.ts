import { describe, expect, it } from 'vitest';
import { asksToConfirm, perGram, rateEntryProblem, rateOfEntry } from './rate-entry';

describe('a typed rate per gram', () => {
  it('is rupees above ₹0 with at most 2 decimals, grouping commas allowed', () => {
    expect(rateEntryProblem('11780')).toBeNull();
    expect(rateEntryProblem(' 11,780.50 ')).toBeNull();
    expect(rateOfEntry(' 11,780.50 ')).toBe(11780.5);
    expect(rateEntryProblem('11780.505')).toMatch(/at most 2 decimals/);
    expect(rateEntryProblem('-5')).toMatch(/at most 2 decimals/);
    expect(rateEntryProblem('')).toMatch(/at most 2 decimals/);
    expect(rateEntryProblem('0.00')).toBe('Enter a rate above ₹0.');
  });

  it('is shown in rupees a gram', () => {
    expect(perGram(11_780)).toBe('₹11,780 / g');
    expect(perGram(1_00_000)).toBe('₹1,00,000 / g');
    expect(perGram(9_640.5)).toBe('₹9,640.50 / g');
  });
});

describe('a refused rate', () => {
  const refusal = (errors: Record<string, string[]>, status = 422) => ({ message: 'Please check the highlighted fields.', status, errors });
  const atRate = refusal({ rate_per_gram: ['That moves the rate by more than 10%: check it, and confirm to set it.'] });

  it('asks to be confirmed when the server refused the rate and the move is a large one by the shop’s rule', () => {
    expect(asksToConfirm(atRate, 11_780, 13_000)).toBe(true);
    expect(asksToConfirm(atRate, 11_780, 10_000)).toBe(true);
  });

  it('does not for a move within 10%, another field, another answer, or a purity without a rate', () => {
    expect(asksToConfirm(refusal({ rate_per_gram: ['That is the rate in force already.'] }), 11_780, 11_780)).toBe(false);
    expect(asksToConfirm(atRate, 11_780, 12_000)).toBe(false);
    expect(asksToConfirm(refusal({ reason: ['Say why, in a few words.'] }), 11_780, 13_000)).toBe(false);
    expect(asksToConfirm(refusal({ rate_per_gram: ['Too high'] }, 409), 11_780, 13_000)).toBe(false);
    expect(asksToConfirm(atRate, null, 13_000)).toBe(false);
    expect(asksToConfirm(null, 11_780, 13_000)).toBe(false);
  });
});
