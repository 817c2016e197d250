import { describe, expect, it } from 'vitest';

import { addDays, addMonths, clampDate, isoToTime, localToday, monthWeeks, startOfMonth, timeToIso, weekday } from './calendar-dates';

describe('calendar dates as YYYY-MM-DD', () => {
  it('round-trips a date through its UTC time', () => {
    expect(timeToIso(isoToTime('2026-11-20'))).toBe('2026-11-20');
    expect(() => isoToTime('20/11/2026')).toThrow(RangeError);
  });

  it('adds days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('adds months, keeping the day or falling back to the month end', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-11-15', -11)).toBe('2025-12-15');
  });

  it('lays out a month in weeks starting on the chosen day', () => {
    const weeks = monthWeeks('2026-11-20');
    expect(weekday('2026-11-01')).toBe(0);
    expect(weeks[0]?.[0]).toBe('2026-11-01');
    expect(weeks.flat().filter(Boolean)).toHaveLength(30);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    expect(monthWeeks('2026-11-20', 1)[0]?.slice(0, 6)).toEqual([null, null, null, null, null, null]);
  });

  it('clamps into min and max', () => {
    expect(clampDate('2026-11-01', '2026-11-20', '2026-12-31')).toBe('2026-11-20');
    expect(clampDate('2027-01-05', '2026-11-20', '2026-12-31')).toBe('2026-12-31');
    expect(clampDate('2026-12-01')).toBe('2026-12-01');
  });

  it('reads today in the local time zone and the first of its month', () => {
    expect(localToday(new Date(2026, 10, 20, 23, 59))).toBe('2026-11-20');
    expect(startOfMonth('2026-11-20')).toBe('2026-11-01');
  });
});
