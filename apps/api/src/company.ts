/**
 * The company behind the shop, where every part of the API that names it reads it from: its registered
 * office (also its flagship store, seeded as Aurelia Bandra) and its GST registration.
 */
export const REGISTERED_OFFICE = {
  street: '24 Linking Road, Bandra West',
  city: 'Mumbai',
  pincode: '400050',
  state: 'Maharashtra',
  /** The GST state code of Maharashtra: the first two characters of the company's GSTIN. */
  stateCode: '27',
} as const;

/**
 * The GSTIN printed on invoices unless SELLER_GSTIN says otherwise: fictional (the shop is a demonstration)
 * but well formed — Maharashtra, a company PAN, the first registration, and a correct check character.
 */
export const DEFAULT_SELLER_GSTIN = '27AAKCA7316M1ZA';

const GSTIN_CHARACTERS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** State code, PAN (five letters, four digits, a letter), registration number, `Z`, check character. */
const GSTIN_PATTERN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/**
 * The check character of a GSTIN's first 14 characters: each character's value (0-9, then A-Z as 10-35),
 * every second one doubled, its base-36 digits summed; the check brings the total to a multiple of 36.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = GSTIN_CHARACTERS.indexOf(first14.charAt(i)) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARACTERS.charAt((36 - (sum % 36)) % 36);
}

/** Whether `gstin` is shaped as a GSTIN and its last character checks the others. */
export function isWellFormedGstin(gstin: string): boolean {
  return GSTIN_PATTERN.test(gstin) && gstinCheckCharacter(gstin.slice(0, 14)) === gstin.charAt(14);
}
