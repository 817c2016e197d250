import { describe, expect, it } from 'vitest';
import { counterOpen, endOfIndiaDay, formatDayHours, indiaClock, indiaTimeToday, storeOpenState, type WeeklyHours } from './store-hours';

const weekdays = { open: '10:00', close: '21:00' };
const hours: WeeklyHours = {
  monday: weekdays,
  tuesday: weekdays,
  wednesday: weekdays,
  thursday: weekdays,
  friday: weekdays,
  saturday: { open: '10:00', close: '22:00' },
  sunday: null,
};

describe('store hours, in India time whatever the server clock', () => {
  it('reads the weekday and time in India (UTC+05:30)', () => {
    // Monday 2026-11-23 20:00 UTC is Tuesday 01:30 in India.
    expect(indiaClock(new Date('2026-11-23T20:00:00Z'))).toEqual({ weekday: 'tuesday', time: '01:30' });
  });

  it('is open from the opening minute until the closing minute, not at closing time', () => {
    expect(storeOpenState(hours, new Date('2026-11-23T04:30:00Z')).openNow).toBe(true); // Mon 10:00 IST
    expect(storeOpenState(hours, new Date('2026-11-23T04:29:00Z')).openNow).toBe(false); // Mon 09:59
    expect(storeOpenState(hours, new Date('2026-11-23T15:29:00Z')).openNow).toBe(true); // Mon 20:59
    expect(storeOpenState(hours, new Date('2026-11-23T15:30:00Z')).openNow).toBe(false); // Mon 21:00
  });

  it('is closed all day on a day without hours, and says so', () => {
    const sunday = storeOpenState(hours, new Date('2026-11-22T08:00:00Z'));
    expect(sunday).toEqual({ today: 'sunday', todayHours: null, openNow: false });
    expect(formatDayHours(sunday.todayHours)).toBe('Closed');
  });

  it('gives today’s hours for the day in India', () => {
    const saturday = storeOpenState(hours, new Date('2026-11-28T16:00:00Z')); // Sat 21:30 IST
    expect(saturday).toMatchObject({ today: 'saturday', openNow: true });
    expect(formatDayHours(saturday.todayHours)).toBe('10:00 – 22:00');
  });
});

describe('the counter outside store hours', () => {
  it('finds a time of the India day, and the midnight ending it, from a UTC instant', () => {
    // Monday 2026-11-23 20:00 UTC is Tuesday 01:30 in India: its day ends Tuesday midnight IST.
    expect(indiaTimeToday(new Date('2026-11-23T20:00:00Z'), '22:15').toISOString()).toBe('2026-11-24T16:45:00.000Z');
    expect(endOfIndiaDay(new Date('2026-11-23T20:00:00Z')).toISOString()).toBe('2026-11-24T18:30:00.000Z');
    expect(endOfIndiaDay(new Date('2026-11-23T18:29:00Z')).toISOString()).toBe('2026-11-23T18:30:00.000Z');
  });

  it('is open in opening hours, and outside them only while an override lasts', () => {
    const sundayNoon = new Date('2026-11-22T06:30:00Z');
    expect(counterOpen(hours, new Date('2026-11-23T05:00:00Z'), null)).toBe(true);
    expect(counterOpen(hours, sundayNoon, null)).toBe(false);
    expect(counterOpen(hours, sundayNoon, new Date('2026-11-22T07:00:00Z'))).toBe(true);
    expect(counterOpen(hours, sundayNoon, new Date('2026-11-22T06:30:00Z'))).toBe(false);
  });
});
