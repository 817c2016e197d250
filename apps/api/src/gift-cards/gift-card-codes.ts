import { createHash, randomBytes } from 'node:crypto';
import { formatGiftCardCode, generateGiftCardCode, isGiftCardCodeShape, normalizeGiftCardCode } from '@aurelia/domain';

/**
 * The stored form of a code: SHA-256 of the normalised code. Codes carry about 72 random bits (16 symbols
 * of a 23-symbol alphabet), so a fast hash is enough to keep a leaked table useless, and guessing online is
 * held back by the rate limits of the balance check and checkout.
 */
export function hashGiftCardCode(code: string): string {
  return createHash('sha256').update(`gift-card:${normalizeGiftCardCode(code)}`).digest('hex');
}

/** A code as typed (any case, dashes or spaces), normalised, or null when it cannot be a code at all. */
export function typedGiftCardCode(input: string): string | null {
  const code = normalizeGiftCardCode(input);
  return isGiftCardCodeShape(code) ? code : null;
}

export interface NewGiftCardCode {
  code: string;
  printed: string;
  hash: string;
  last4: string;
}

/** A new code, its hash and its last four characters; shown once, mailed, then only the hash remains. */
export function newGiftCardCode(): NewGiftCardCode {
  const code = generateGiftCardCode((count) => randomBytes(count));
  return { code, printed: formatGiftCardCode(code), hash: hashGiftCardCode(code), last4: code.slice(-4) };
}

/** The columns of a card issued already active under a new code, worth `valueMinor` in full. */
export function activeCardColumns(issued: NewGiftCardCode, valueMinor: number, activatedAt: Date) {
  return { codeHash: issued.hash, codeLast4: issued.last4, status: 'active', initialMinor: valueMinor, balanceMinor: valueMinor, activatedAt };
}
