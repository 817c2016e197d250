import { describe, expect, it } from 'vitest';
import { BOOKING_NUMBER_ALPHABET, BOOKING_NUMBER_PATTERN, generateBookingNumber } from './booking-number';

describe('booking numbers', () => {
  it('read APT- and six characters a person cannot confuse', () => {
    for (let i = 0; i < 200; i++) expect(generateBookingNumber()).toMatch(BOOKING_NUMBER_PATTERN);
    expect(BOOKING_NUMBER_ALPHABET).not.toMatch(/[01OIL]/);
  });
  it('draw from the whole alphabet in every position', () => {
    const drawn = Array.from({ length: 1000 }, generateBookingNumber);
    for (let position = 4; position < 10; position++) {
      expect(new Set(drawn.map((number) => number[position])).size, `position ${position}`).toBe(BOOKING_NUMBER_ALPHABET.length);
    }
  });
});
