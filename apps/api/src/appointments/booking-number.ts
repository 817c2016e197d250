import { randomInt } from 'node:crypto';

/** Letters and digits a person reads out at the counter without confusion: no 0/O, 1/I/L. */
export const BOOKING_NUMBER_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const LENGTH = 6;

/**
 * A booking number such as `APT-7K3M9Q`: short enough to read out, random so that one booking number
 * does not lead to the next (31^6, about 887 million values; the database keeps them unique).
 */
export function generateBookingNumber(): string {
  let code = '';
  for (let i = 0; i < LENGTH; i++) code += BOOKING_NUMBER_ALPHABET[randomInt(BOOKING_NUMBER_ALPHABET.length)];
  return `APT-${code}`;
}

export const BOOKING_NUMBER_PATTERN = /^APT-[2-9A-HJKMNP-Z]{6}$/;
