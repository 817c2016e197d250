/** Throws a RangeError unless `value` (named `name` in the message) is a whole number of at least zero: a count or an amount in paise. */
export function assertCount(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${name} must be a non-negative whole number, got ${value}`);
}
