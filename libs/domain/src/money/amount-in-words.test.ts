import { describe, expect, it } from 'vitest';
import { rupeesInWords, wholeNumberInWords } from './amount-in-words';

describe('a whole number in words, on the Indian system', () => {
  it.each([
    [0, 'Zero'],
    [7, 'Seven'],
    [13, 'Thirteen'],
    [40, 'Forty'],
    [45, 'Forty-Five'],
    [100, 'One Hundred'],
    [250, 'Two Hundred Fifty'],
    [999, 'Nine Hundred Ninety-Nine'],
    [1000, 'One Thousand'],
    [45_250, 'Forty-Five Thousand Two Hundred Fifty'],
    [1_00_000, 'One Lakh'],
    [12_34_567, 'Twelve Lakh Thirty-Four Thousand Five Hundred Sixty-Seven'],
    [4_52_50_000, 'Four Crore Fifty-Two Lakh Fifty Thousand'],
    [99_99_99_999, 'Ninety-Nine Crore Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine'],
    [1_00_00_00_000, 'One Hundred Crore'],
    [2_50_00_00_005, 'Two Hundred Fifty Crore Five'],
  ])('%i is %s', (n, words) => {
    expect(wholeNumberInWords(n)).toBe(words);
  });

  it.each([-1, 1.5, Number.NaN, 2 ** 53])('refuses %s', (n) => {
    expect(() => wholeNumberInWords(n)).toThrow(RangeError);
  });
});

describe('an amount in words, as an invoice writes it', () => {
  it.each([
    [0, 'Rupees Zero Only'],
    [100, 'Rupees One Only'],
    [5, 'Rupees Zero and Five Paise Only'],
    [101, 'Rupees One and One Paisa Only'],
    [4_525_050, 'Rupees Forty-Five Thousand Two Hundred Fifty and Fifty Paise Only'],
    [1_23_456_78, 'Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and Seventy-Eight Paise Only'],
  ])('%i paise is %s', (paise, words) => {
    expect(rupeesInWords(paise)).toBe(words);
  });

  it.each([-100, 10.5])('refuses %s paise', (paise) => {
    expect(() => rupeesInWords(paise)).toThrow(RangeError);
  });
});
