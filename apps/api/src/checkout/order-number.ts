import { randomInt } from 'node:crypto';
import { BOOKING_NUMBER_ALPHABET } from '../appointments/booking-number';

const LENGTH = 8;

/**
 * An order number such as `AUR-7K3M9Q2X`: readable over the phone (no 0/O, 1/I/L), random so that one
 * order number does not reveal the next or how many orders the shop takes (31^8 ≈ 852 billion values; the
 * database keeps them unique).
 */
export function generateOrderNumber(): string {
  let code = '';
  for (let i = 0; i < LENGTH; i++) code += BOOKING_NUMBER_ALPHABET[randomInt(BOOKING_NUMBER_ALPHABET.length)];
  return `AUR-${code}`;
}

export const ORDER_NUMBER_PATTERN = /^AUR-[2-9A-HJKMNP-Z]{8}$/;
