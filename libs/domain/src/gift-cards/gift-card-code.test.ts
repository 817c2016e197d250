import { describe, expect, it } from 'vitest';
import {
  GIFT_CARD_ALPHABET,
  GIFT_CARD_AMOUNT_RULES,
  formatGiftCardCode,
  generateGiftCardCode,
  giftCardAmountMessage,
  giftCardAmountProblem,
  isGiftCardCodeShape,
  maskGiftCardCode,
  normalizeGiftCardCode,
  redeemGiftCard,
  type GiftCardAmountProblem,
} from './gift-card-code';

/** A byte source that hands out `bytes` in order, then repeats them. */
const fixedBytes = (bytes: number[]) => {
  let next = 0;
  return (count: number) => Uint8Array.from({ length: count }, () => bytes[next++ % bytes.length] ?? 0);
};

describe('gift card codes', () => {
  it('uses an alphabet without look-alike characters', () => {
    for (const confusable of '0O1IL2Z5S8BUV') expect(GIFT_CARD_ALPHABET).not.toContain(confusable);
    expect(new Set(GIFT_CARD_ALPHABET).size).toBe(GIFT_CARD_ALPHABET.length);
  });

  it('draws 16 symbols, skipping bytes that would bias the draw', () => {
    const code = generateGiftCardCode(fixedBytes([0, 1, 255, 22, 23, 46]));
    expect(code).toHaveLength(16);
    expect(isGiftCardCodeShape(code)).toBe(true);
    expect(code.startsWith('34Y33')).toBe(true); // 255 is at or above the unbiased limit (253) and skipped
    expect(generateGiftCardCode(fixedBytes([255, 254, 253, 7]))).toBe('D'.repeat(16));
  });

  it('reads a code as typed, and checks its shape before any lookup', () => {
    expect(normalizeGiftCardCode(' acde-fghj kmnp-qrtw ')).toBe('ACDEFGHJKMNPQRTW');
    expect(isGiftCardCodeShape('ACDEFGHJKMNPQRTW')).toBe(true);
    expect(isGiftCardCodeShape('ACDEFGHJKMNPQRT0')).toBe(false);
    expect(isGiftCardCodeShape('ACDE')).toBe(false);
  });

  it('shows a code in groups of four, or masked but its last four', () => {
    expect(formatGiftCardCode('ACDEFGHJKMNPQRTW')).toBe('ACDE-FGHJ-KMNP-QRTW');
    expect(maskGiftCardCode('ACDEFGHJKMNPQRTW')).toBe('••••-••••-••••-QRTW');
    expect(maskGiftCardCode('QRT')).toBe('QRT');
  });
});

describe('gift card amounts and redemption', () => {
  const rules = { denominationsMinor: [100_000, 250_000, 500_000], customMinMinor: 50_000, customMaxMinor: 10_000_000, customStepMinor: 10_000 };

  it('accepts a denomination or a custom amount in whole steps within the limits', () => {
    expect(giftCardAmountProblem(250_000, rules)).toBeNull();
    expect(giftCardAmountProblem(730_000, rules)).toBeNull();
    expect(giftCardAmountProblem(49_999, rules)).toBe('below-minimum');
    expect(giftCardAmountProblem(10_010_000, rules)).toBe('above-maximum');
    expect(giftCardAmountProblem(730_050, rules)).toBe('off-step');
    expect(giftCardAmountProblem(730_050, { ...rules, customStepMinor: 0 })).toBeNull();
    expect(giftCardAmountProblem(0, rules)).toBe('not-whole');
    expect(giftCardAmountProblem(10.5, rules)).toBe('not-whole');
  });

  it('pays what is due up to the balance and keeps the remainder on the card', () => {
    expect(redeemGiftCard(500_000, 120_000)).toEqual({ appliedMinor: 120_000, remainingMinor: 380_000 });
    expect(redeemGiftCard(500_000, 900_000)).toEqual({ appliedMinor: 500_000, remainingMinor: 0 });
    expect(redeemGiftCard(0, 900_000)).toEqual({ appliedMinor: 0, remainingMinor: 0 });
    expect(() => redeemGiftCard(-1, 1)).toThrow(RangeError);
    expect(() => redeemGiftCard(1, 0.5)).toThrow(RangeError);
  });
});

describe('the shop’s gift card amounts', () => {
  it('sell the fixed amounts and custom ones from ₹500 to ₹1,00,000 in steps of ₹100', () => {
    expect(giftCardAmountProblem(25_000_00, GIFT_CARD_AMOUNT_RULES)).toBeNull();
    expect(giftCardAmountProblem(3_300_00, GIFT_CARD_AMOUNT_RULES)).toBeNull();
    expect(giftCardAmountProblem(400_00, GIFT_CARD_AMOUNT_RULES)).toBe('below-minimum');
    expect(giftCardAmountProblem(1_00_100_00, GIFT_CARD_AMOUNT_RULES)).toBe('above-maximum');
    expect(giftCardAmountProblem(3_350_00, GIFT_CARD_AMOUNT_RULES)).toBe('off-step');
  });

  it('explain a refused amount in words', () => {
    expect(['not-whole', 'below-minimum', 'above-maximum', 'off-step'].map((problem) => giftCardAmountMessage(problem as GiftCardAmountProblem))).toEqual([
      'Enter an amount in rupees.',
      'The smallest gift card is ₹500.',
      'The largest gift card is ₹1,00,000.',
      'Choose an amount in steps of ₹100.',
    ]);
  });
});
