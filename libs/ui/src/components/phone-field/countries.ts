/** A country a phone number can be dialled in: ISO 3166 alpha-2 code, name and dialling code digits. */
export interface PhoneCountry {
  code: string;
  name: string;
  dialCode: string;
}

/** Countries offered by default: India first, then where most of the shop's customers live. */
export const PHONE_COUNTRIES: readonly PhoneCountry[] = [
  { code: 'IN', name: 'India', dialCode: '91' },
  { code: 'AE', name: 'United Arab Emirates', dialCode: '971' },
  { code: 'AU', name: 'Australia', dialCode: '61' },
  { code: 'CA', name: 'Canada', dialCode: '1' },
  { code: 'GB', name: 'United Kingdom', dialCode: '44' },
  { code: 'QA', name: 'Qatar', dialCode: '974' },
  { code: 'SA', name: 'Saudi Arabia', dialCode: '966' },
  { code: 'SG', name: 'Singapore', dialCode: '65' },
  { code: 'US', name: 'United States', dialCode: '1' },
];
