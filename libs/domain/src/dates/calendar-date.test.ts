import { describe, expect, it } from 'vitest';
import { addDays, addMonths, daysBetween, isCalendarDate } from './calendar-date';
import { indiaDate } from './india-time';

describe('calendar dates', () => {
  it('knows a real YYYY-MM-DD date', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2027-02-29')).toBe(false);
    expect(isCalendarDate('2026-13-01')).toBe(false);
    expect(isCalendarDate('2026-1-01')).toBe(false);
    expect(isCalendarDate(20260101)).toBe(false);
  });

  it('adds days across months and years, forwards and back', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(() => addDays('2026-03-01', 0.5)).toThrow(RangeError);
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
  });

  it('adds months on the same day, or the last day of a shorter month', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-01-15', 10)).toBe('2026-11-15');
    expect(addMonths('2026-11-30', 3)).toBe('2027-02-28');
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
    expect(() => addMonths('2026-03-31', 1.5)).toThrow(RangeError);
  });

  it('counts whole days between two dates', () => {
    expect(daysBetween('2026-11-23', '2026-12-01')).toBe(8);
    expect(daysBetween('2026-12-01', '2026-11-23')).toBe(-8);
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
  });

  it("gives India's date: 20:00 UTC is already tomorrow there", () => {
    expect(indiaDate(new Date('2026-11-23T18:29:00Z'))).toBe('2026-11-23');
    expect(indiaDate(new Date('2026-11-23T18:30:00Z'))).toBe('2026-11-24');
  });
});
