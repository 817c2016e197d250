import { describe, expect, it } from 'vitest';
import { nowIndex } from './queue';

const at = (start_time: string) => ({ timeslot: { start_time } }) as Parameters<typeof nowIndex>[0][number];

describe('the now line of the queue', () => {
  const day = ['10:00', '10:00', '11:30', '12:00', '13:00'].map(at);

  it('goes before the first booking still to begin', () => {
    expect(nowIndex(day, '11:45')).toBe(3);
  });

  it('keeps a booking whose time began this minute above it', () => {
    expect(nowIndex(day, '12:00')).toBe(4);
  });

  it('goes first before the day begins, and last once every time has begun', () => {
    expect(nowIndex(day, '09:59')).toBe(0);
    expect(nowIndex(day, '13:00')).toBe(5);
    expect(nowIndex([], '12:00')).toBe(0);
  });
});
