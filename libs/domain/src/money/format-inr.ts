import { CURRENCY, LOCALE } from '../constants';
import { fromMinorUnits } from './minor-units';

/** From ₹1 lakh crore on, paise no longer fit a double's exact integers: such amounts are left to Intl. */
const PLAIN_LIMIT = 1e13;

let formatter: Intl.NumberFormat | undefined;

/** Indian digit grouping: the last three digits, then pairs (lakhs, crores): `12345678 → '1,23,45,678'`. */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3);
  const pairs = head.length % 2 === 1 ? [head.slice(0, 1)] : [];
  for (let at = head.length % 2; at < head.length; at += 2) pairs.push(head.slice(at, at + 2));
  return `${pairs.join(',')},${digits.slice(-3)}`;
}

/**
 * Formats decimal rupees as Indian currency with lakh grouping, as jewellers write prices: whole rupees
 * without decimals (`123456 → '₹1,23,456'`), paise only where an amount has them (`-1234.5 → '-₹1,234.50'`).
 * Otherwise the same text as `Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' })` (half
 * away from zero, a minus for negative amounts), written out because building that formatter loads the
 * locale's data: about 30 ms of a phone's first page, in the middle of hydration.
 */
export function formatInr(rupees: number): string {
  if (!Number.isFinite(rupees) || Math.abs(rupees) >= PLAIN_LIMIT) {
    formatter ??= new Intl.NumberFormat(LOCALE, { style: 'currency', currency: CURRENCY });
    return formatter.format(rupees).replace(/\.00$/, '');
  }
  const negative = rupees < 0 || Object.is(rupees, -0);
  const [whole, paise] = roundToPaise(Math.abs(rupees));
  return `${negative ? '-' : ''}₹${groupIndian(whole)}${paise === '00' ? '' : `.${paise}`}`;
}

/**
 * Rounds to two decimals as Intl does: on the number's shortest decimal form (what `String` writes, so 1.005
 * is 1.005, not the double just below it), ties away from zero.
 */
function roundToPaise(amount: number): [whole: string, paise: string] {
  // Below 0.000001 `String` writes an exponent; such amounts round to nothing.
  if (amount < 1e-6) return ['0', '00'];
  const [whole = '0', decimals = ''] = String(amount).split('.');
  const cents = Number(whole) * 100 + Number(decimals.slice(0, 2).padEnd(2, '0')) + (Number(decimals[2] ?? '0') >= 5 ? 1 : 0);
  return [String(Math.floor(cents / 100)), String(cents % 100).padStart(2, '0')];
}

/**
 * A whole count (carat coins, pieces) with Indian digit grouping, as `Intl.NumberFormat('en-IN')` writes it:
 * `2697 → '2,697'`, `1234567 → '12,34,567'`; a fraction is rounded to the nearest whole.
 */
export function formatCount(count: number): string {
  if (!Number.isFinite(count) || Math.abs(count) >= PLAIN_LIMIT) return new Intl.NumberFormat(LOCALE).format(Math.round(count));
  const whole = Math.round(Math.abs(count));
  return `${count < 0 && whole > 0 ? '-' : ''}${groupIndian(String(whole))}`;
}

/** Formats integer paise as Indian currency: `12345600 → '₹1,23,456'`, `1999 → '₹19.99'`. */
export function formatInrMinor(paise: number): string {
  return formatInr(fromMinorUnits(paise));
}
