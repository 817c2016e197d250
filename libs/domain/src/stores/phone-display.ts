/** Indian trunk codes of two digits (the metros); other landlines have three- or four-digit codes. */
const METRO_CODES = new Set(['11', '20', '22', '33', '40', '44', '79', '80']);

/**
 * A store's E.164 number as people in India write it: a metro landline as `+91 22 2640 1234`, a mobile as
 * `+91 98450 12345`, another landline as `+91 141 237 4455` (a three-digit code, the usual case). A store's
 * number is taken for a landline first: a mobile whose first digits are a metro's code (some 80… ones) is
 * grouped like one, which still reads right. Anything else (another country, a number of the wrong length)
 * is returned as it was.
 */
export function formatPhoneForDisplay(e164: string): string {
  const match = /^\+91(\d{10})$/.exec(e164.replace(/[\s-]/g, ''));
  if (!match?.[1]) return e164;
  const national = match[1];
  if (METRO_CODES.has(national.slice(0, 2))) return `+91 ${national.slice(0, 2)} ${national.slice(2, 6)} ${national.slice(6)}`;
  if (/^[6-9]/.test(national)) return `+91 ${national.slice(0, 5)} ${national.slice(5)}`;
  return `+91 ${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}`;
}
