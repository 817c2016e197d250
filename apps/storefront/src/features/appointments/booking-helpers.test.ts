import { describe, expect, it } from 'vitest';
import { addDays } from '@aurelia/domain';
import { BOOKING_WINDOW_DAYS, formatBookingDate, isClosedOn } from './booking-dates';
import { bookingPhone } from './booking-phone';

const open = { open: '10:00', close: '20:00' };
const hours = { monday: open, tuesday: open, wednesday: open, thursday: open, friday: open, saturday: open, sunday: null };

describe('the booking window', () => {
  it('offers the days the API opens slots for, today included', () => {
    expect(addDays('2026-11-23', BOOKING_WINDOW_DAYS - 1)).toBe('2026-12-06');
  });
});

describe('a day the store is closed cannot be chosen', () => {
  it('reads the weekday of the date from the store hours', () => {
    expect(isClosedOn({ opening_hours: hours }, '2026-11-29')).toBe(true); // a Sunday
    expect(isClosedOn({ opening_hours: hours }, '2026-11-30')).toBe(false);
  });
});

describe('booking dates read as words', () => {
  it('never shifts the day with the time zone', () => {
    expect(formatBookingDate('2026-11-24')).toBe('Tuesday, 24 November 2026');
  });
});

describe('the phone number a booking is sent with', () => {
  it('is the international form of the country and the national number, as people type it', () => {
    expect(bookingPhone('91', '98765 43210')).toBe('+919876543210');
    expect(bookingPhone('91', '098765-43210')).toBe('+919876543210');
    expect(bookingPhone('44', '(020) 7946 0958')).toBe('+442079460958');
  });

  it('keeps a number typed with its own +', () => {
    expect(bookingPhone('91', '+971 50 123 4567')).toBe('+971501234567');
  });

  it('sends anything else as typed, so the server says what is wrong by the field', () => {
    expect(bookingPhone('91', ' 12ab ')).toBe('12ab');
    expect(bookingPhone('91', '')).toBe('');
  });
});
