import { describe, expect, it } from 'vitest';
import { indiaDate, indiaDateTimeFormat, indiaMoment, indiaNow, indiaWeekday } from './india-time';

describe("the shop's clock is India's (UTC+05:30 all year)", () => {
  it('reads the date and time in India, across UTC midnight', () => {
    expect(indiaNow(new Date('2026-03-31T18:29:00Z'))).toEqual({ date: '2026-03-31', time: '23:59' });
    expect(indiaNow(new Date('2026-03-31T18:30:00Z'))).toEqual({ date: '2026-04-01', time: '00:00' });
    expect(indiaDate(new Date('2026-12-31T20:00:00Z'))).toBe('2027-01-01');
  });

  it('reads the weekday in India, not in UTC', () => {
    // Saturday 23:00 UTC is Sunday 04:30 in India.
    expect(indiaWeekday(new Date('2026-11-28T23:00:00Z'))).toBe(0);
  });

  it('turns a date and time in India into the instant, and back', () => {
    const moment = indiaMoment('2026-11-26', '12:15');
    expect(moment.toISOString()).toBe('2026-11-26T06:45:00.000Z');
    expect(indiaNow(moment)).toEqual({ date: '2026-11-26', time: '12:15' });
  });

  it('formats in India whatever the zone of the process', () => {
    const format = indiaDateTimeFormat({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    expect(format.format(new Date('2026-11-26T06:45:00Z'))).toBe('12:15');
    expect(format.format(new Date('2026-11-26T18:40:00Z'))).toBe('00:10');
  });
});
