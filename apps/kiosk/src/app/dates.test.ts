import { describe, expect, it } from 'vitest';
import { dayLabel } from './dates';

describe('a day as staff read it', () => {
  it('names the weekday, the date and the month, whatever the device’s time zone', () => {
    expect(dayLabel('2026-11-27')).toBe('Fri 27 Nov');
    expect(dayLabel('2026-11-25')).toBe('Wed 25 Nov');
    expect(dayLabel('2027-01-01')).toBe('Fri 1 Jan');
  });
});
