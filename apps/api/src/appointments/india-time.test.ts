import { describe, expect, it } from 'vitest';
import { addDays, hasStarted, indiaNow, toMinuteTime } from './india-time';

describe('India time (UTC+05:30, where every store is)', () => {
  it('turns an instant into the date and minute in India', () => {
    expect(indiaNow(new Date('2026-03-02T06:30:59Z'))).toEqual({ date: '2026-03-02', time: '12:00' });
  });
  it('starts the Indian day at 18:30 UTC of the day before', () => {
    expect(indiaNow(new Date('2026-03-01T18:29:00Z')).date).toBe('2026-03-01');
    expect(indiaNow(new Date('2026-03-01T18:30:00Z'))).toEqual({ date: '2026-03-02', time: '00:00' });
  });
  it('adds calendar days across months and years', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-02', -1)).toBe('2026-03-01');
  });
  it('reads a database time to the minute', () => {
    expect(toMinuteTime('10:30:00')).toBe('10:30');
  });
});

describe('a slot has begun', () => {
  const noon = new Date('2026-03-02T06:30:00Z');
  it('when its start time in India has come, or its day has passed', () => {
    expect(hasStarted({ date: '2026-03-02', startTime: '12:00:00' }, noon)).toBe(true);
    expect(hasStarted({ date: '2026-03-02', startTime: '11:30:00' }, noon)).toBe(true);
    expect(hasStarted({ date: '2026-03-01', startTime: '20:00:00' }, noon)).toBe(true);
  });
  it('not while its start time is ahead', () => {
    expect(hasStarted({ date: '2026-03-02', startTime: '12:30:00' }, noon)).toBe(false);
    expect(hasStarted({ date: '2026-03-03', startTime: '10:30:00' }, noon)).toBe(false);
  });
});
