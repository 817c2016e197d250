import { CURRENCY, LOCALE } from '../constants';
import { fromMinorUnits } from './minor-units';

let formatter: Intl.NumberFormat | undefined;

/**
 * Formats decimal rupees as Indian currency with lakh grouping and 2 decimals:
 * `123456 → '₹1,23,456.00'`, `-1234.5 → '-₹1,234.50'`.
 */
export function formatInr(rupees: number): string {
  // Created on first use so that importing the domain has no side effects.
  formatter ??= new Intl.NumberFormat(LOCALE, { style: 'currency', currency: CURRENCY });
  return formatter.format(rupees);
}

/** Formats integer paise as Indian currency: `12345600 → '₹1,23,456.00'`. */
export function formatInrMinor(paise: number): string {
  return formatInr(fromMinorUnits(paise));
}
