import { existsSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { indiaDate } from '@aurelia/domain';
import { INDIA_TIME_OF_RUN, SHIFTED_CLOCK_MODULE, clockOffsetMs, dayOfRun, e2eNow, e2eToday, shiftedClockEnv } from './clock';
import { START_API } from './playwright-config';

const indiaClock = (moment: Date) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(moment);

afterEach(() => {
  vi.unstubAllEnvs();
  vi.useRealTimers();
});

describe('the journeys clock', () => {
  it('is at 12:15 in India on the real day when the runner has not set an offset', () => {
    vi.stubEnv('E2E_CLOCK_OFFSET_MS', '');
    vi.useFakeTimers({ now: new Date('2026-03-10T21:40:00Z'), toFake: ['Date'] });
    expect(indiaClock(e2eNow())).toBe(INDIA_TIME_OF_RUN);
    // 21:40 UTC is already the 11th in India.
    expect(e2eToday()).toBe('2026-03-11');
  });

  it('is on the Monday after when the real day in India is a Sunday, whose shorter hours leave too few slots', () => {
    vi.stubEnv('E2E_CLOCK_OFFSET_MS', '');
    // Saturday 5 December 2026, 18:40 UTC: already Sunday the 6th in India.
    vi.useFakeTimers({ now: new Date('2026-12-05T18:40:00Z'), toFake: ['Date'] });
    expect(e2eToday()).toBe('2026-12-07');
    expect(indiaClock(e2eNow())).toBe(INDIA_TIME_OF_RUN);
    expect(dayOfRun(new Date('2026-12-05T18:29:00Z'))).toBe('2026-12-05');
    expect(dayOfRun(new Date('2026-12-07T00:00:00Z'))).toBe('2026-12-07');
  });

  it('uses the offset the runner set, so every worker and the API agree', () => {
    vi.stubEnv('E2E_CLOCK_OFFSET_MS', String(-3_600_000));
    vi.useFakeTimers({ now: new Date('2026-03-10T12:00:00Z'), toFake: ['Date'] });
    expect(clockOffsetMs()).toBe(-3_600_000);
    expect(e2eNow().toISOString()).toBe('2026-03-10T11:00:00.000Z');
    expect(e2eToday()).toBe(indiaDate(new Date('2026-03-10T11:00:00Z')));
  });
});

describe('the servers it starts', () => {
  it('shifts a server to a given moment with the shifted-clock module', () => {
    vi.useFakeTimers({ now: new Date('2026-11-20T00:00:00Z'), toFake: ['Date'] });
    expect(shiftedClockEnv('2026-11-26T12:15:00+05:30')).toEqual({
      NODE_OPTIONS: `--import=${SHIFTED_CLOCK_MODULE}`,
      E2E_CLOCK_OFFSET_MS: String(Date.parse('2026-11-26T06:45:00Z') - Date.parse('2026-11-20T00:00:00Z')),
    });
    expect(() => shiftedClockEnv('Thursday noon')).toThrow(/Not a moment/);
  });

  it('names scripts of tools/e2e that exist', () => {
    expect(existsSync(SHIFTED_CLOCK_MODULE)).toBe(true);
    expect(existsSync(START_API)).toBe(true);
  });
});
