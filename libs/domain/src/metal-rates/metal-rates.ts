import { assertCount } from '../money/assert-count';
import { computePriceBreakup, type PriceBreakup } from '../money/price-breakup';

/** The purities the shop prices its metal by, as the catalogue's `purity` facet names them. */
export const PURITY_KEYS = ['24K', '22K', '18K', '14K', 'Pt 950'] as const;
export type PurityKey = (typeof PURITY_KEYS)[number];

export const PURITY_TITLES: Readonly<Record<PurityKey, string>> = {
  '24K': '24 Karat gold',
  '22K': '22 Karat gold',
  '18K': '18 Karat gold',
  '14K': '14 Karat gold',
  'Pt 950': 'Platinum 950',
};

export function isPurityKey(value: unknown): value is PurityKey {
  return typeof value === 'string' && (PURITY_KEYS as readonly string[]).includes(value);
}

/** A rate per gram is set in whole paise between these (₹100 and ₹1,00,000 a gram). */
export const RATE_PER_GRAM_MIN_MINOR = 10_000;
export const RATE_PER_GRAM_MAX_MINOR = 10_000_000;

/**
 * A change larger than this share of the rate in force (10%) is held back until it is confirmed: a day's rate moves
 * by a few percent, and a slip of a digit would re-price every piece of the purity at once.
 */
export const LARGE_RATE_CHANGE_PERCENT = 10;

export type RateProblem = 'out_of_range' | 'unchanged' | 'large_change';

/**
 * What stands in the way of setting `nextMinor` as a purity's rate per gram where `currentMinor` is in force (null
 * when the purity has none yet): outside the range, the same as now, or a large change not confirmed. Null when it
 * may be set. Throws a RangeError for a negative or fractional amount.
 */
export function rateChangeProblem(currentMinor: number | null, nextMinor: number, confirmedLargeChange = false): RateProblem | null {
  assertCount('nextMinor', nextMinor);
  if (nextMinor < RATE_PER_GRAM_MIN_MINOR || nextMinor > RATE_PER_GRAM_MAX_MINOR) return 'out_of_range';
  if (currentMinor === null) return null;
  assertCount('currentMinor', currentMinor);
  if (nextMinor === currentMinor) return 'unchanged';
  const large = Math.abs(nextMinor - currentMinor) * 100 > currentMinor * LARGE_RATE_CHANGE_PERCENT;
  return large && !confirmedLargeChange ? 'large_change' : null;
}

/** What a piece's price is made of apart from the rate: its metal's weight, its making charge and its stones. */
export interface PricedPiece {
  metalWeightMg: number;
  makingChargeMinor: number;
  stoneValueMinor: number;
}

/**
 * A piece's price at another rate per gram: the same weight, making charge and stones, priced by
 * computePriceBreakup. The making charge is the piece's own amount, not a share of the metal's value, so it stays.
 */
export function repricedAt(piece: PricedPiece, ratePerGramMinor: number): PriceBreakup {
  return computePriceBreakup({ ...piece, ratePerGramMinor });
}
