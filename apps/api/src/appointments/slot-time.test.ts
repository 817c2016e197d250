import { describe, expect, it } from 'vitest';
import { hasStarted, toMinuteTime } from './slot-time';

describe('a database time', () => {
  it('is read to the minute', () => {
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
