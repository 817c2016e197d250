import { randomInt } from 'node:crypto';
import { BOOKING_NUMBER_ALPHABET } from '../appointments/booking-number';

/**
 * A transaction number such as `GPT-7K3M9Q2X`, one per attempt to pay an instalment: readable over the
 * phone (the order numbers' alphabet), random so that one does not reveal the next; the database keeps
 * them unique.
 */
export function generateTransactionNumber(): string {
  let code = '';
  for (let i = 0; i < 8; i++) code += BOOKING_NUMBER_ALPHABET[randomInt(BOOKING_NUMBER_ALPHABET.length)];
  return `GPT-${code}`;
}

/** Where the provider sends the browser back to after an attempt: the transaction status page. */
export const transactionStatusPath = (transactionNumber: string) => `/user/gold-purchase-plan/transaction-status/${transactionNumber}`;
