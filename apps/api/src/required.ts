/** `value`, or a thrown error naming what was missing: for lookups that cannot miss unless the code is wrong. */
export function required<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`Missing ${what}`);
  return value;
}
