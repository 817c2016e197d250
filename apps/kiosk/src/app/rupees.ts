/** What staff typed in a rupee field, read without changing it: the amount, or why it cannot be read. */
export type TypedRupees = { amount: number | null; problem: null } | { amount: null; problem: string };

export const RUPEES_PROBLEM = 'Enter the amount in rupees with digits, and at most 2 digits after the point (as 1500 or 1500.50).';

/** Digits with Indian or Western grouping commas, and up to 2 decimals: "1500", "1,500.5", "1,00,000.00". */
const RUPEES = /^(?:\d+|\d{1,3}(?:,\d{2,3})*)(?:\.\d{1,2})?$/;

/**
 * Reads a rupee amount as typed. Nothing is dropped or moved: "1500.50" is ₹1,500.50, and anything that is
 * not plainly an amount (two points, 3 decimals, letters) is a problem to show by the field, never a
 * different number. An empty field is no amount (the server says it is required).
 */
export function readRupees(text: string): TypedRupees {
  const typed = text.trim();
  if (typed === '') return { amount: null, problem: null };
  if (!RUPEES.test(typed)) return { amount: null, problem: RUPEES_PROBLEM };
  const amount = Number(typed.replaceAll(',', ''));
  return Number.isFinite(amount) ? { amount, problem: null } : { amount: null, problem: RUPEES_PROBLEM };
}
