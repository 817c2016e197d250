import { formatCount, formatInr, rateChangeProblem, toMinorUnits } from '@aurelia/domain';
import { fieldError, type Refused } from '../../app/refusal';

/** A rate per gram as the desk reads it, in rupees: "₹11,780 / g". */
export function perGram(rate: number): string {
  return `${formatInr(rate)} / g`;
}

/** A count of pieces in words: "1 piece", "1,204 pieces". */
export function piecesText(count: number): string {
  return `${formatCount(count)} ${count === 1 ? 'piece' : 'pieces'}`;
}

/** The typed rate without the grouping commas a person may copy from a rate sheet ("11,780.50"). */
function plain(entered: string): string {
  return entered.trim().replace(/,/g, '');
}

/**
 * What is wrong with a typed rate per gram, or null: a positive amount of rupees with at most 2 decimals. The
 * range and the size of the move are the server's to judge, against the rate in force when it arrives.
 */
export function rateEntryProblem(entered: string): string | null {
  const text = plain(entered);
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return 'Enter the rate in rupees, with at most 2 decimals, like 11780.50.';
  if (Number(text) <= 0) return 'Enter a rate above ₹0.';
  return null;
}

/** The typed rate as the wire's decimal rupees; only for an entry without a problem. */
export function rateOfEntry(entered: string): number {
  return Number(plain(entered));
}

/**
 * Whether the server held the rate back as a large move that needs confirming: it refused the rate (422 at
 * `rate_per_gram`), and by the shop's rule the move from the rate in force (rupees, null for none) is a large one.
 */
export function asksToConfirm(refused: Refused | null, current: number | null, next: number): boolean {
  if (refused?.status !== 422 || !fieldError(refused, 'rate_per_gram') || current === null) return false;
  try {
    return rateChangeProblem(toMinorUnits(current), toMinorUnits(next)) === 'large_change';
  } catch {
    return false;
  }
}
