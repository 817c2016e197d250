/** Paise in one rupee. */
export const MINOR_UNITS_PER_RUPEE = 100;

/**
 * Converts decimal rupees (as carried on the wire) to integer paise (as kept in
 * the database), rounding half away from zero on the amount's decimal form:
 * `19.99 → 1999`, `0.1 + 0.2 → 30`, `1.005 → 101`, `-2.5 → -250`.
 * Throws a RangeError for a non-finite amount or one too large for exact paise.
 */
export function toMinorUnits(rupees: number): number {
  if (!Number.isFinite(rupees)) throw new RangeError(`Not an amount of money: ${rupees}`);
  // Shifting the decimal exponent of the shortest decimal form, rather than
  // multiplying by 100, keeps 1.005 at 100.5 instead of 100.49999999999999.
  const [mantissa, exponent = '0'] = Math.abs(rupees).toString().split('e');
  const paise = Math.round(Number(`${mantissa}e${Number(exponent) + 2}`));
  if (!Number.isSafeInteger(paise)) throw new RangeError(`Amount too large for paise: ${rupees}`);
  return rupees < 0 && paise !== 0 ? -paise : paise;
}

/**
 * Converts integer paise to decimal rupees with at most 2 decimals (`1999 → 19.99`).
 * Throws a RangeError when given anything but a safe integer.
 */
export function fromMinorUnits(paise: number): number {
  if (!Number.isSafeInteger(paise)) throw new RangeError(`Paise must be a whole number: ${paise}`);
  return paise / MINOR_UNITS_PER_RUPEE;
}
