/**
 * Divides two integers and rounds the quotient half away from zero, in integer
 * arithmetic so that no binary fraction can tip a half the wrong way.
 * Both arguments must be safe integers and the divisor positive.
 */
export function roundedDivision(numerator: number, divisor: number): number {
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(divisor) || divisor <= 0) {
    throw new RangeError(`Cannot divide ${numerator} by ${divisor} in whole units`);
  }
  const magnitude = Math.abs(numerator);
  const quotient = Math.floor(magnitude / divisor);
  const remainder = magnitude - quotient * divisor;
  const rounded = remainder * 2 >= divisor ? quotient + 1 : quotient;
  return numerator < 0 && rounded !== 0 ? -rounded : rounded;
}
