import { MINOR_UNITS_PER_RUPEE } from './minor-units';

/**
 * Indian jewellers price in whole rupees: an amount in paise rounded to the rupee, half up (50 paise and more
 * go up, as a GST invoice's round off does). Throws a RangeError for anything but safe whole paise.
 */
export function roundToRupee(minor: number): number {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`Paise must be a whole number: ${minor}`);
  const paise = ((minor % MINOR_UNITS_PER_RUPEE) + MINOR_UNITS_PER_RUPEE) % MINOR_UNITS_PER_RUPEE;
  return paise >= MINOR_UNITS_PER_RUPEE / 2 ? minor - paise + MINOR_UNITS_PER_RUPEE : minor - paise;
}

/** An amount in paise rounded down to the rupee (what a part may take without paying more than it holds). */
export function floorToRupee(minor: number): number {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`Paise must be a whole number: ${minor}`);
  const paise = ((minor % MINOR_UNITS_PER_RUPEE) + MINOR_UNITS_PER_RUPEE) % MINOR_UNITS_PER_RUPEE;
  return minor - paise;
}

/** Whether an amount in paise is a whole number of rupees. */
export function isWholeRupees(minor: number): boolean {
  return Number.isSafeInteger(minor) && minor % MINOR_UNITS_PER_RUPEE === 0;
}
