/**
 * How long a national number (digits only, no dialling code, no trunk `0`) is in each country the shop
 * serves, and what a person reads when theirs is not. The one phone rule of the shop: the user form,
 * addresses, checkout, bookings and walk-ins all check against it. libs/ui `PHONE_COUNTRIES` offers the
 * same countries in the phone field.
 */
export interface PhoneNumberRule {
  /** ISO 3166-1 alpha-2. */
  code: string;
  name: string;
  /** Dialling code digits, without `+`. */
  dialCode: string;
  /** The whole national number. */
  pattern: RegExp;
  /** What to type, as a person reads it. */
  message: string;
}

const rule = (code: string, name: string, dialCode: string, pattern: RegExp, digits: string): PhoneNumberRule => ({
  code,
  name,
  dialCode,
  pattern,
  message: `Enter the ${digits}-digit phone number for ${name}, without the leading 0`,
});

/** India: a 10-digit mobile number starting 6 to 9 (the number couriers and stores call or text). */
export const INDIA_PHONE_RULE: PhoneNumberRule = {
  code: 'IN',
  name: 'India',
  dialCode: '91',
  pattern: /^[6-9]\d{9}$/,
  message: 'Enter a 10-digit mobile number starting with 6, 7, 8 or 9',
};

export const PHONE_NUMBER_RULES: readonly PhoneNumberRule[] = [
  INDIA_PHONE_RULE,
  rule('AE', 'the United Arab Emirates', '971', /^[1-9]\d{7,8}$/, '8 or 9'),
  rule('AU', 'Australia', '61', /^[1-9]\d{8}$/, '9'),
  rule('CA', 'Canada', '1', /^[2-9]\d{9}$/, '10'),
  rule('GB', 'the United Kingdom', '44', /^[1-9]\d{8,9}$/, '9 or 10'),
  rule('QA', 'Qatar', '974', /^[1-9]\d{7}$/, '8'),
  rule('SA', 'Saudi Arabia', '966', /^[1-9]\d{8}$/, '9'),
  rule('SG', 'Singapore', '65', /^[3689]\d{7}$/, '8'),
  rule('US', 'the United States', '1', /^[2-9]\d{9}$/, '10'),
];

/** Elsewhere in the world: the national part of an E.164 number (15 digits at most with the dialling code). */
const OTHER_COUNTRY_PATTERN = /^[1-9]\d{5,13}$/;
const OTHER_COUNTRY_MESSAGE = 'Enter the phone number as 6 to 14 digits, without the leading 0';

/**
 * Why `national` is not a phone number of the country with ISO code `countryCode`, or null when it is. A
 * country the shop has no rule for is held to the length E.164 allows.
 */
export function phoneNumberProblem(countryCode: string, national: string): string | null {
  const country = PHONE_NUMBER_RULES.find((entry) => entry.code === countryCode.toUpperCase());
  if (country) return country.pattern.test(national) ? null : country.message;
  return OTHER_COUNTRY_PATTERN.test(national) ? null : OTHER_COUNTRY_MESSAGE;
}

/**
 * Why a booking's phone is not a number, or null when it is. `+919876543210` is checked against the country
 * of its dialling code (+1 is Canada and the United States alike); digits without `+` are an Indian number.
 */
export function bookingPhoneProblem(phone: string): string | null {
  if (!phone.startsWith('+')) return INDIA_PHONE_RULE.pattern.test(phone) ? null : INDIA_PHONE_RULE.message;
  const digits = phone.slice(1);
  if (!/^[1-9]\d{6,14}$/.test(digits)) return 'Enter the phone number with digits only, after the + and the country’s dialling code';
  const countries = PHONE_NUMBER_RULES.filter((entry) => digits.startsWith(entry.dialCode));
  if (countries.length === 0) return null;
  const longest = Math.max(...countries.map((entry) => entry.dialCode.length));
  const candidates = countries.filter((entry) => entry.dialCode.length === longest);
  const national = digits.slice(longest);
  return candidates.some((entry) => entry.pattern.test(national)) ? null : (candidates[0] as PhoneNumberRule).message;
}

/** Spaces, dashes, dots and brackets people type inside a phone number. */
const PHONE_SEPARATORS = /[\s\-.()]/g;

/**
 * A booking's phone in one spelling, E.164, so one person is one number whatever they typed:
 * `+91 98765 43210`, `9876543210`, `09876543210`, `091-98765-43210`, `0091 98765 43210` and `919876543210`
 * are all `+919876543210`. Separators go, `00` is the international prefix, and without a `+` an Indian
 * mobile number is understood with or without its trunk `0` or its `91`. Anything else comes back compacted
 * but otherwise as typed, for {@link bookingPhoneProblem} to explain.
 */
export function normaliseBookingPhone(phone: string): string {
  const compact = phone.trim().replace(PHONE_SEPARATORS, '');
  if (compact.startsWith('+')) return compact;
  if (compact.startsWith('00')) return `+${compact.slice(2)}`;
  const national = compact.startsWith('0') ? compact.slice(1) : compact;
  if (INDIA_PHONE_RULE.pattern.test(national)) return `+${INDIA_PHONE_RULE.dialCode}${national}`;
  const dialled = national.slice(INDIA_PHONE_RULE.dialCode.length);
  if (national.startsWith(INDIA_PHONE_RULE.dialCode) && INDIA_PHONE_RULE.pattern.test(dialled)) return `+${national}`;
  return compact;
}
