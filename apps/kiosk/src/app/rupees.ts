/** What staff typed in a rupee field, read without changing it: the amount, or why it cannot be read. */
export type TypedRupees = { amount: number | null; problem: null } | { amount: null; problem: string };

export const RUPEES_PROBLEM = 'Enter the amount in whole rupees, with digits only (as 1500).';

/** Digits with Indian or Western grouping commas, no paise: "1500", "1,500", "1,00,000". */
const RUPEES = /^(?:\d+|\d{1,3}(?:,\d{2,3})*)$/;

/**
 * Reads a rupee amount as typed. The counter deals in whole rupees, as the shop prices: paise ("1500.50", even
 * "1500.00") and anything else that is not plainly an amount (letters, a sign) is a problem to show by the field,
 * never a different number. An empty field is no amount (the server says it is required).
 */
export function readRupees(text: string): TypedRupees {
  const typed = text.trim();
  if (typed === '') return { amount: null, problem: null };
  if (!RUPEES.test(typed)) return { amount: null, problem: RUPEES_PROBLEM };
  const amount = Number(typed.replaceAll(',', ''));
  return Number.isSafeInteger(amount) ? { amount, problem: null } : { amount: null, problem: RUPEES_PROBLEM };
}
