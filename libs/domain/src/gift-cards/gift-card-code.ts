/**
 * Gift card codes: 16 characters from an alphabet without look-alikes (no 0/O, 1/I/L, 2/Z, 5/S, 8/B, U/V),
 * shown in groups of four. 23 symbols over 16 places is ≈ 72 bits, far beyond guessing under the rate limits.
 */
export const GIFT_CARD_ALPHABET = '34679ACDEFGHJKMNPQRTWXY';
export const GIFT_CARD_CODE_LENGTH = 16;

/**
 * A new code from `randomBytes` (the server passes `crypto.randomBytes`; tests pass a fixed source).
 * Rejection sampling keeps every symbol equally likely.
 */
export function generateGiftCardCode(randomBytes: (count: number) => Uint8Array): string {
  const symbols = GIFT_CARD_ALPHABET.length;
  const limit = 256 - (256 % symbols);
  let code = '';
  while (code.length < GIFT_CARD_CODE_LENGTH) {
    for (const byte of randomBytes(GIFT_CARD_CODE_LENGTH)) {
      if (byte < limit && code.length < GIFT_CARD_CODE_LENGTH) code += GIFT_CARD_ALPHABET[byte % symbols];
    }
  }
  return code;
}

/** A code as typed, in the stored form: spaces and dashes dropped, upper case. */
export function normalizeGiftCardCode(input: string): string {
  return input.replace(/[\s-]+/g, '').toUpperCase();
}

/** True when a normalized code has the length and alphabet of a real one (checked before any lookup). */
export function isGiftCardCodeShape(code: string): boolean {
  return code.length === GIFT_CARD_CODE_LENGTH && [...code].every((character) => GIFT_CARD_ALPHABET.includes(character));
}

/** `ACDE-FGHJ-KMNP-QRTW`: how a code is shown once and printed. */
export function formatGiftCardCode(code: string): string {
  return code.replace(/(.{4})(?=.)/g, '$1-');
}

/** `••••-••••-••••-QRTW`: a code on a screen others can see. */
export function maskGiftCardCode(code: string): string {
  const visible = code.slice(-4);
  return formatGiftCardCode('•'.repeat(Math.max(0, code.length - 4)) + visible);
}

/** The amounts a gift card may be bought for: fixed denominations, or a custom amount within limits. */
export interface GiftCardAmountRules {
  denominationsMinor: readonly number[];
  customMinMinor: number;
  customMaxMinor: number;
  /** Custom amounts are whole multiples of this, in paise (₹100 → 10 000). */
  customStepMinor: number;
}

export type GiftCardAmountProblem = 'not-whole' | 'below-minimum' | 'above-maximum' | 'off-step';

/** Why an amount cannot buy a gift card, or null when it can. */
export function giftCardAmountProblem(amountMinor: number, rules: GiftCardAmountRules): GiftCardAmountProblem | null {
  if (!Number.isSafeInteger(amountMinor) || amountMinor <= 0) return 'not-whole';
  if (rules.denominationsMinor.includes(amountMinor)) return null;
  if (amountMinor < rules.customMinMinor) return 'below-minimum';
  if (amountMinor > rules.customMaxMinor) return 'above-maximum';
  if (rules.customStepMinor > 0 && amountMinor % rules.customStepMinor !== 0) return 'off-step';
  return null;
}

/** What a card pays towards `dueMinor` and what stays on it: partial use keeps the remainder. */
export function redeemGiftCard(balanceMinor: number, dueMinor: number): { appliedMinor: number; remainingMinor: number } {
  for (const [name, value] of [
    ['balanceMinor', balanceMinor],
    ['dueMinor', dueMinor],
  ] as const) {
    if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${name} must be a non-negative whole number, got ${value}`);
  }
  const appliedMinor = Math.min(balanceMinor, dueMinor);
  return { appliedMinor, remainingMinor: balanceMinor - appliedMinor };
}

/**
 * The shop's gift card amounts: ₹1,000 to ₹25,000 as fixed choices, or any amount from ₹500 to ₹1,00,000
 * in steps of ₹100.
 */
export const GIFT_CARD_AMOUNT_RULES: GiftCardAmountRules = Object.freeze({
  denominationsMinor: Object.freeze([1_000_00, 2_000_00, 5_000_00, 10_000_00, 25_000_00]),
  customMinMinor: 500_00,
  customMaxMinor: 1_00_000_00,
  customStepMinor: 100_00,
});

const AMOUNT_PROBLEM_WORDS: Record<GiftCardAmountProblem, string> = {
  'not-whole': 'Enter an amount in rupees.',
  'below-minimum': 'The smallest gift card is ₹500.',
  'above-maximum': 'The largest gift card is ₹1,00,000.',
  'off-step': 'Choose an amount in steps of ₹100.',
};

/** The sentence a buyer reads for an amount the shop does not sell. */
export function giftCardAmountMessage(problem: GiftCardAmountProblem): string {
  return AMOUNT_PROBLEM_WORDS[problem];
}
